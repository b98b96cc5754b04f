// Prints the reliability suite's line from the tally written by tests/reliability/tally.ts.
import { existsSync, readFileSync } from 'node:fs';

export function reliabilitySummary(file = process.env.RELIABILITY_TALLY ?? 'tests/e2e/artifacts/reliability.jsonl') {
  if (!existsSync(file)) return 'bad inputs tried: 0, crashed: 0, lost: 0, wrong: 0';
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const failed = (risk) => rows.filter((row) => !row.ok && row.risk === risk).length;
  return `bad inputs tried: ${rows.length}, crashed: ${failed('crash')}, lost: ${failed('loss')}, wrong: ${failed('wrong')}`;
}

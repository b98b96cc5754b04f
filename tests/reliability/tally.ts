/**
 * The reliability suite's tally: every bad input or fault a test tries is recorded with its outcome,
 * and `npm test` prints `bad inputs tried: N, crashed: 0, lost: 0` over all of them.
 *
 * Wrap each tried input in `tryBadInput(name, risk, check)`: the check asserts that the console
 * handled it (clear message, nothing lost). A check that throws is counted under its risk
 * (`crash`: the console broke; `loss`: typed or saved data went missing; `wrong`: a wrong result)
 * and the error is rethrown, so the test fails too.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Risk = 'crash' | 'loss' | 'wrong';

export const TALLY_FILE = process.env.RELIABILITY_TALLY ?? 'tests/e2e/artifacts/reliability.jsonl';

function record(name: string, risk: Risk, ok: boolean): void {
  mkdirSync(dirname(TALLY_FILE), { recursive: true });
  appendFileSync(TALLY_FILE, `${JSON.stringify({ name, risk, ok })}\n`);
}

export async function tryBadInput(name: string, risk: Risk, check: () => unknown | Promise<unknown>): Promise<void> {
  try {
    await check();
  } catch (error) {
    record(name, risk, false);
    throw error;
  }
  record(name, risk, true);
}

// The slowest test files of the Vitest JSON reports `npm test` writes, longest first.
import { relative } from 'node:path';

/** @param {{file: string, seconds: number}[]} durations */
export function slowestFiles(durations, count = 10) {
  return [...durations]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ file, seconds }) => ({ file: relative(process.cwd(), file), seconds }));
}

/**
 * Seconds per test file (relative path → seconds, one decimal, sorted by path): what
 * tests/heavy-first-sequencer.ts reads to start the longest files first.
 * @param {{file: string, seconds: number}[]} durations
 * @param {Record<string, number>} previous weights of files this run did not time (kept)
 */
export function fileWeights(durations, previous = {}) {
  const weights = { ...previous };
  for (const { file, seconds } of durations) weights[relative(process.cwd(), file)] = Math.round(seconds * 10) / 10;
  return Object.fromEntries(Object.entries(weights).sort(([a], [b]) => a.localeCompare(b)));
}

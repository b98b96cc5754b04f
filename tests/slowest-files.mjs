// The slowest test files of the Vitest JSON reports `npm test` writes, longest first.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Seconds per test file that tests/heavy-first-sequencer.ts starts the longest files by. */
export const WEIGHTS_FILE = new URL('./file-weights.json', import.meta.url);

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

/** @returns {Record<string, number>} the saved weights, none when the file is missing or unreadable */
export function readFileWeights() {
  try {
    return JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Writes this run's durations over the saved weights (files it did not time keep theirs).
 * @param {{file: string, seconds: number}[]} durations
 */
export function saveFileWeights(durations) {
  writeFileSync(WEIGHTS_FILE, `${JSON.stringify(fileWeights(durations, readFileWeights()), null, 2)}\n`);
  return relative(process.cwd(), WEIGHTS_FILE.pathname);
}

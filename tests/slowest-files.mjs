// The slowest test files of the Vitest JSON reports `npm test` writes, longest first.
import { relative } from 'node:path';

/** @param {{file: string, seconds: number}[]} durations */
export function slowestFiles(durations, count = 10) {
  return [...durations]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ file, seconds }) => ({ file: relative(process.cwd(), file), seconds }));
}

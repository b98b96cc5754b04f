import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { fileWeights } from '../../slowest-files.mjs';

describe('fileWeights', () => {
  it("keeps the files this run did not time, replaces the others with this run's seconds, sorted by path", () => {
    const weights = fileWeights(
      [
        { file: `${process.cwd()}/tests/b.test.ts`, seconds: 12.345 },
        { file: `${process.cwd()}/tests/a.test.ts`, seconds: 0.04 },
      ],
      { 'tests/b.test.ts': 3, 'tests/c.test.ts': 7.5 },
    ) as Record<string, number>;
    expect(Object.entries(weights)).toEqual([
      ['tests/a.test.ts', 0],
      ['tests/b.test.ts', 12.3],
      ['tests/c.test.ts', 7.5],
    ]);
  });
});

/** One shard of the Ladle sweep as Vitest tests: a test per story, and the shard's tally at the end. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLadleBuild, openSweeper, shardOf, storyIds, SWEEP_SHARDS, type Sweeper } from './ladle-sweep';

export async function describeSweepShard(index: number): Promise<void> {
  await ensureLadleBuild();
  const ids = shardOf(storyIds(), index);
  let sweeper: Sweeper;
  const broken: string[] = [];
  let swept = 0;

  beforeAll(async () => {
    sweeper = await openSweeper();
  });
  afterAll(async () => {
    console.log(`Ladle sweep ${index + 1}/${SWEEP_SHARDS}: stories swept: ${swept}, broken: ${broken.length}${broken.length ? ` (${broken.join(', ')})` : ''}`);
    await sweeper?.close();
  });

  describe(`built Ladle, stories ${index + 1} of ${SWEEP_SHARDS} shards`, () => {
    it('finds stories in the build', () => {
      expect(ids.length).toBeGreaterThan(0);
    });
    for (const id of ids) {
      it(`${id} shows its state`, async () => {
        const report = await sweeper.sweep(id);
        swept += 1;
        if (report.problems.length) broken.push(id);
        expect(report.problems.join('\n')).toBe('');
      });
    }
  });
}

/**
 * Test files start longest first, so that the last files of a run are short ones and no worker
 * idles at the end while another finishes a long file (on a clean clone Vitest knows no
 * durations and starts the largest files first, which put the story shards, tiny files that
 * render hundreds of stories, last).
 *
 * The durations come from tests/file-weights.json, seconds per file as one full `npm test`
 * measured them (`SAVE_TEST_WEIGHTS=1 npm test` writes it again). A file it does not name counts
 * as a typical one.
 */
import { relative } from 'node:path';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';
// @ts-expect-error plain ESM helper without types
import { readFileWeights } from './slowest-files.mjs';

/** Seconds assumed for a file the weights do not name yet. */
const TYPICAL_SECONDS = 3;

export class HeavyFirstSequencer implements TestSequencer {
  private readonly ctx: Vitest;

  constructor(ctx: Vitest) {
    this.ctx = ctx;
  }

  private async base() {
    // Loaded only when tests run: vite.config.ts, which names this class, also drives the builds.
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.ctx);
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.base()).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weights = readFileWeights() as Record<string, number>;
    const root = this.ctx.config.root;
    const weight = (spec: TestSpecification) => weights[relative(root, spec.moduleId)] ?? TYPICAL_SECONDS;
    // Vitest's own order (what failed last, then what took longest here) breaks ties.
    const known = await (await this.base()).sort(files);
    return known.map((spec, order) => ({ spec, order, seconds: weight(spec) })).sort((a, b) => b.seconds - a.seconds || a.order - b.order).map(({ spec }) => spec);
  }
}

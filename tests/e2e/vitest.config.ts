import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { HeavyFirstSequencer } from '../heavy-first-sequencer';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Tests over built artefacts: the browser tests drive dist-demo/ and dist/ (beside the Node fake
 * backend) in Chromium; build checks read dist/. Two files run at a time, each with its own
 * browser: the pages mostly wait on the app, so two keep both cores of a small machine busy.
 */
export default defineConfig({
  root,
  resolve: {
    // global-setup runs the fake backend in Node, which imports the app's API helpers.
    alias: {
      '@/': `${root}src/`,
      '@machines/': `${root}machines/`,
      '@fake/': `${root}fake-server/`,
    },
  },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts', 'tests/build/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/setup.ts'],
    // Files of a worker share their modules: the browser driver and the harness load once per
    // worker instead of once per file (about 3 s each on a busy 2-core machine). Each file still
    // gets its own browser (tests/e2e/setup.ts closes it).
    isolate: false,
    testTimeout: 60000,
    hookTimeout: 60000,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    sequence: { sequencer: HeavyFirstSequencer },
  },
});

import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Tests over built artefacts: the browser tests drive dist-demo/ in Chromium; build checks read dist/. */
export default defineConfig({
  root,
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts', 'tests/build/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});

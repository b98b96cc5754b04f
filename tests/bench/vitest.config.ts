import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Pure-code benchmarks (node): they print figures; they do not assert on time. */
export default defineConfig({
  root,
  resolve: {
    alias: { '@/': `${root}src/`, '@machines/': `${root}machines/`, '@fake/': `${root}fake-server/` },
  },
  test: {
    environment: 'node',
    include: ['tests/bench/**/*.bench.ts'],
    testTimeout: 300000,
    env: { VITE_API_BASE: '/zw-lgb2' },
  },
});

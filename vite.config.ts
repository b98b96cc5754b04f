/// <reference types="vitest/config" />
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { consoleChunks } from './bundling/console-chunks';
import { HeavyFirstSequencer } from './tests/heavy-first-sequencer';

const root = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The demo's service worker is served and emitted only in demo mode, so a production build
 * (dist/) never contains it. Keeping it out of public/ is what makes that guarantee hold.
 * /mockServiceWorker.js is our entry (it keeps everything but backend calls away from msw);
 * it loads msw's own worker script, emitted next to it under its own name.
 */
const MSW_WORKER_FILE = 'msw-worker-2.js';

function demoServiceWorker(enabled: boolean, apiBase: string): Plugin {
  const mswWorkerPath = require.resolve('msw/mockServiceWorker.js');
  const entry = () =>
    readFileSync(`${root}fake-server/worker/demo-service-worker.js`, 'utf8')
      .replaceAll('__API_BASE__', apiBase.replace(/\/+$/, ''))
      .replaceAll('__MSW_WORKER__', `./${MSW_WORKER_FILE}`);
  return {
    name: 'demo-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'application/javascript');
        res.end(entry());
      });
      server.middlewares.use(`/${MSW_WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/javascript');
        res.end(readFileSync(mswWorkerPath));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: entry() });
      this.emitFile({ type: 'asset', fileName: MSW_WORKER_FILE, source: readFileSync(mswWorkerPath) });
    },
    writeBundle(options) {
      // A stray copy in public/ (msw's init, an old Ladle run) must never reach a production build.
      if (!enabled && options.dir) rmSync(`${options.dir}/mockServiceWorker.js`, { force: true });
    },
  };
}

/**
 * The demo's seed as data: the seeders (faker, pinyin-pro) run here in Node while the demo is
 * built, and the browser gets their tables as `virtual:demo-seed`, a chunk fetched only when the
 * database is seeded. reset.ts's seeding module is swapped for the loader of that chunk.
 */
const DEMO_SEED_ID = 'virtual:demo-seed';

function demoPrebuiltSeed(enabled: boolean, aliases: Record<string, string>): Plugin {
  const runtimeSeed = `${root}fake-server/seed/runtime-seed.ts`;
  const prebuiltSeed = `${root}fake-server/seed/prebuilt-seed.ts`;
  return {
    name: 'demo-prebuilt-seed',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === DEMO_SEED_ID) return `\0${DEMO_SEED_ID}`;
      if (!enabled || !/runtime-seed(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === runtimeSeed ? prebuiltSeed : null;
    },
    async load(id) {
      if (id !== `\0${DEMO_SEED_ID}`) return null;
      const { module } = await runnerImport<{ buildSeedTables(): Promise<Record<string, object[]>> }>(`${root}fake-server/seed/build-seed.ts`, {
        configFile: false,
        logLevel: 'warn',
        resolve: { alias: aliases },
      });
      const json = JSON.stringify(await module.buildSeedTables());
      return `export default ${JSON.stringify(json)};`;
    },
  };
}

/**
 * The staff's build marks its HTML with this placeholder; the web server replaces it with a fresh
 * nonce per response and sends the matching Content-Security-Policy (README "Content-Security-Policy").
 */
export const CSP_NONCE_PLACEHOLDER = 'CSP_NONCE_PLACEHOLDER';

/**
 * Test files share their worker's module graph and jsdom (no per-file re-import of React, MUI and
 * msw, one jsdom per worker, and code the JIT has already warmed): a screen file then takes about
 * two thirds of the CPU it takes in a fresh worker. A file must leave nothing behind: msw servers
 * are closed in afterAll, fake timers and stubbed globals restored, rendered trees unmounted and
 * their style elements removed, storage cleared (tests/setup.ts).
 */
const SHARED_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}', 'tests/ladle/**/*.test.{ts,tsx}'];

/**
 * Each of these files gets a fresh module graph and jsdom.
 * - prebuilt-seed.test.ts and api-events-bridge.test.tsx replace a module with vi.mock, which
 *   must not reach other files (and cannot reach a module an earlier file already imported).
 * - signed-in-start.test.tsx, editors.test.tsx and preload-editor.test.tsx test a page load: the
 *   calls the console makes once when it starts, and editors whose code is not loaded yet. In a
 *   shared worker an earlier file has already started the console or loaded the editors.
 * - persistence.test.ts installs fake-indexeddb as the global indexedDB (later files' drafts would
 *   then be kept in it, past the storage clear of tests/setup.ts) and leaves its tabs'
 *   BroadcastChannels open; it, tab-sync-hold.test.ts and storage-full.test.ts call
 *   vi.resetModules(), which in a shared worker throws away the module graph the next files reuse.
 */
const ISOLATED_FILES = [
  'tests/unit/fake-server/prebuilt-seed.test.ts',
  'tests/component/app/api-events-bridge.test.tsx',
  'tests/component/app/signed-in-start.test.tsx',
  'tests/component/widgets/form/editors.test.tsx',
  'tests/component/widgets/rich-text/preload-editor.test.tsx',
  'tests/unit/fake-server/persistence.test.ts',
  'tests/unit/fake-server/tab-sync-hold.test.ts',
  'tests/unit/lib/storage-full.test.ts',
];

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, root, 'VITE_');
  const demo = env.VITE_DEMO === 'true';
  const apiBase = env.VITE_API_BASE || '/zw-lgb2';
  const aliases = {
    '@/': `${root}src/`,
    '@machines/': `${root}machines/`,
    '@fake/': `${root}fake-server/`,
  };
  const chunks = consoleChunks();
  return {
    plugins: [react(), demoServiceWorker(demo, apiBase), demoPrebuiltSeed(demo, aliases), chunks.plugin],
    html: command === 'build' && !demo ? { cspNonce: CSP_NONCE_PLACEHOLDER } : undefined,
    resolve: {
      // The demo's fake backend answers in the page; msw's cookie jar there needs no public suffix list.
      alias: demo && command === 'build' ? { ...aliases, 'tough-cookie': `${root}fake-server/lib/page-cookie-jar.ts` } : aliases,
    },
    server: demo
      ? {}
      : { proxy: { [apiBase]: { target: env.VITE_API_TARGET || 'http://127.0.0.1:8080', changeOrigin: true, ws: true } } },
    build: {
      outDir: demo ? 'dist-demo' : 'dist',
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          // Few, larger chunks: the login page's libraries in one, the signed-in console's UI
          // libraries in another (see bundling/console-chunks.ts).
          codeSplitting: { groups: chunks.groups },
        },
      },
    },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['tests/setup.ts'],
      // Long form flows take ~20 s when both workers of a 2-core machine are busy; a hang still fails.
      testTimeout: 30000,
      css: false,
      pool: 'threads',
      // One worker per core. Vitest's default (cores - 1) leaves one of a 2-core CI machine's
      // cores mostly idle: a jsdom worker uses little more than one core.
      maxWorkers: Math.max(2, availableParallelism()),
      sequence: { sequencer: HeavyFirstSequencer },
      env: { VITE_API_BASE: '/zw-lgb2' },
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: SHARED_FILES,
            exclude: ISOLATED_FILES,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'isolated',
            include: ISOLATED_FILES,
          },
        },
      ],
    },
  };
});

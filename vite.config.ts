/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The msw service worker script is served and emitted only in demo mode, so a
 * production build (dist/) never contains it. Keeping it out of public/ is what
 * makes that guarantee hold.
 */
function demoServiceWorker(enabled: boolean): Plugin {
  const workerPath = require.resolve('msw/mockServiceWorker.js');
  return {
    name: 'demo-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'application/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerPath) });
    },
    writeBundle(options) {
      // A stray copy in public/ (msw's init, an old Ladle run) must never reach a production build.
      if (!enabled && options.dir) rmSync(`${options.dir}/mockServiceWorker.js`, { force: true });
    },
  };
}

/**
 * The staff's build marks its HTML with this placeholder; the web server replaces it with a fresh
 * nonce per response and sends the matching Content-Security-Policy (README "Content-Security-Policy").
 */
export const CSP_NONCE_PLACEHOLDER = 'CSP_NONCE_PLACEHOLDER';

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, root, 'VITE_');
  const demo = env.VITE_DEMO === 'true';
  const apiBase = env.VITE_API_BASE || '/zw-lgb2';
  return {
    plugins: [react(), demoServiceWorker(demo)],
    html: command === 'build' && !demo ? { cspNonce: CSP_NONCE_PLACEHOLDER } : undefined,
    resolve: {
      alias: {
        '@/': `${root}src/`,
        '@machines/': `${root}machines/`,
        '@fake/': `${root}fake-server/`,
      },
    },
    server: demo
      ? {}
      : { proxy: { [apiBase]: { target: env.VITE_API_TARGET || 'http://127.0.0.1:8080', changeOrigin: true, ws: true } } },
    build: {
      outDir: demo ? 'dist-demo' : 'dist',
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
    },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['tests/setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}', 'tests/ladle/**/*.test.{ts,tsx}'],
      testTimeout: 20000,
      css: false,
      pool: 'threads',
      env: { VITE_API_BASE: '/zw-lgb2' },
    },
  };
});

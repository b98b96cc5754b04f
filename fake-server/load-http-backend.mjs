// The fake backend's HTTP server (http-backend.ts) loaded into a plain Node script through Vite,
// which compiles its TypeScript and resolves the app's path aliases (see vite.config.ts):
// `npm run dev:fake` and the start-up bench run it this way.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const alias = { '@/': `${root}src/`, '@machines/': `${root}machines/`, '@fake/': `${root}fake-server/` };

/** The module of fake-server/http-backend.ts (its `startFakeBackend`). */
export async function loadHttpBackend() {
  const { module } = await runnerImport(`${root}fake-server/http-backend.ts`, { root, configFile: false, mode: 'production', logLevel: 'warn', resolve: { alias } });
  return module;
}

import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
// @ts-expect-error plain ESM helper without types
import { startStaticServer } from './static-server.mjs';
import { startFakeBackend } from '../../fake-server/http-backend';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    staffUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // E2E_DIST lets a developer drive a demo built elsewhere (e.g. `vite build --mode demo --outDir /tmp/x`).
  const dist = process.env.E2E_DIST ?? 'dist-demo';
  if (!existsSync(`${dist}/index.html`)) {
    throw new Error(`${dist}/ is missing: run \`npm run build:demo\` before the browser tests (npm test does).`);
  }
  const server = (await startStaticServer(dist)) as { url: string; close: () => Promise<void> };
  project.provide('baseUrl', server.url);
  // The staff's build (E2E_STAFF_DIST, default dist/) with the fake backend over real HTTP; the
  // tests of it say what to build when it is missing.
  const staffDist = process.env.E2E_STAFF_DIST ?? 'dist';
  const staff = existsSync(`${staffDist}/index.html`) ? await startFakeBackend({ staticDir: staffDist }) : null;
  project.provide('staffUrl', staff?.url ?? '');
  return async () => {
    await server.close();
    await staff?.close();
  };
}

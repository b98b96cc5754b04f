import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
// @ts-expect-error plain ESM helper without types
import { startStaticServer } from './static-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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
  return async () => {
    await server.close();
  };
}

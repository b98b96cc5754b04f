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
  if (!existsSync('dist-demo/index.html')) {
    throw new Error('dist-demo/ is missing: run `npm run build:demo` before the browser tests (npm test does).');
  }
  const server = (await startStaticServer('dist-demo')) as { url: string; close: () => Promise<void> };
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
  };
}

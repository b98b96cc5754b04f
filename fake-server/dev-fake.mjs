// `npm run dev:fake`: the console's dev server in production mode (the real HTTP client, no
// service worker) with its /zw-lgb2 proxy, WebSocket upgrades included, pointed at the fake
// backend running in this Node process instead of the Java service. Arguments go to the dev
// server (e.g. `npm run dev:fake -- --port 5174`).
import { createServer } from 'vite';
import { loadHttpBackend } from './load-http-backend.mjs';

const backend = await (await loadHttpBackend()).startFakeBackend({ port: Number(process.env.FAKE_BACKEND_PORT ?? 0) });
// vite.config.ts reads the proxy target from here (process.env wins over .env files).
process.env.VITE_API_TARGET = backend.url;

const portArg = process.argv.indexOf('--port');
const server = await createServer({
  configFile: 'vite.config.ts',
  mode: 'production',
  server: portArg > 0 ? { port: Number(process.argv[portArg + 1]) } : {},
});
await server.listen();
server.printUrls();
console.log(`  ➜  fake backend: ${backend.url} (/zw-lgb2/** is proxied there; accounts as in the demo, e.g. admin / 123456)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.close();
    await backend.close();
    process.exit(0);
  });
}

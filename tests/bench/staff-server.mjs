// A production build served beside the fake backend over HTTP (fake-server/http-backend.ts), in a
// process of its own: answering the page's calls in the bench's own process would make them wait
// behind the browser automation's traffic (a reload's ~60 responses and events), which the real
// backend, on another machine, never does.
// Usage as a script: node tests/bench/staff-server.mjs <built folder> → prints {"url": …} and serves.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const script = fileURLToPath(import.meta.url);

/** Starts the server for `staticDir` in a child process; resolves with its address and a close. */
export function startStaffServer(staticDir) {
  const child = spawn(process.execPath, [script, staticDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  // A bench that fails half-way must not leave its server running.
  const stopChild = () => child.kill('SIGTERM');
  process.once('exit', stopChild);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the staff server for ${staticDir} stopped (exit ${code})`)));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.startsWith('{"url":')) return;
      lines.close();
      const { url } = JSON.parse(line);
      resolve({
        url,
        close: () =>
          new Promise((done) => {
            process.off('exit', stopChild);
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

if (process.argv[1] === script) {
  const { loadHttpBackend } = await import('../../fake-server/load-http-backend.mjs');
  const backend = await (await loadHttpBackend()).startFakeBackend({ staticDir: process.argv[2] });
  console.log(JSON.stringify({ url: backend.url }));
  process.on('SIGTERM', async () => {
    await backend.close();
    process.exit(0);
  });
}

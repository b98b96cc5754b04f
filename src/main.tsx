import { createRoot } from 'react-dom/client';
import { removeDemoWorker } from './lib/demo-worker-removal';
import { whenIdle } from './lib/idle';
import { getToken } from './session/token';

/** Resolves once the frame drawn after this call is on screen and the page has a moment to spare. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(() => whenIdle(resolve, { timeoutMs: 500, fallbackMs: 0 }), 0));
  });
}

/**
 * Demo builds only: the in-browser backend starts alongside the app, and every backend call waits
 * until it can answer. A signed-in page needs it at once, so it starts in parallel with the app's
 * chunks; a signed-out page starts it with its first call (the login form's captcha) once the form
 * is on screen, so a slow office PC draws the form before it downloads and runs the backend.
 */
async function connectDemoBackend(): Promise<void> {
  let backend: Promise<void> | null = null;
  const signedIn = Boolean(getToken());
  // The only door into the fake backend: a dynamic import a production build drops. Its entry is a
  // few kB, so it travels with the app's first chunks. A signed-in page also fetches the backend's
  // own code beside it at once (the entry would ask for it only once it has arrived itself).
  const entry = import('../fake-server/browser');
  if (signedIn) void import('../fake-server/browser-backend').catch(() => undefined);
  const { configureHttp } = await import('./api/http');
  // Calls wait for the backend below, so the header is known before any of them leaves.
  void entry.then((m) => configureHttp({ startWaitHeader: m.START_WAIT_HEADER }), () => undefined);
  const start = () => (backend ??= (signedIn ? entry : afterNextPaint().then(() => entry)).then((m) => m.startFakeServer()));
  configureHttp({ backendReady: start });
  if (signedIn) void start();
}

async function boot() {
  const app = import('./app/App');
  if (import.meta.env.VITE_DEMO === 'true') await connectDemoBackend();
  else void removeDemoWorker(navigator.serviceWorker, window.location.origin, () => window.location.reload());
  const { App } = await app;
  createRoot(document.getElementById('root')!).render(<App />);
}

void boot();

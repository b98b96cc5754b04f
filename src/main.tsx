import { createRoot } from 'react-dom/client';
import { whenIdle } from './lib/idle';

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
  // The only door into the fake backend: a dynamic import a production build drops. Its entry is a
  // few kB (the backend's own code downloads once it starts), so it travels with the app's first
  // chunks and a signed-in page starts the backend the moment the token is known.
  const entry = import('../fake-server/browser');
  const [{ configureHttp }, { getToken }] = await Promise.all([import('./api/http'), import('./session/session')]);
  const signedIn = Boolean(getToken());
  const start = () => (backend ??= (signedIn ? entry : afterNextPaint().then(() => entry)).then((m) => m.startFakeServer()));
  configureHttp({ backendReady: start });
  if (signedIn) void start();
}

async function boot() {
  const app = import('./app/App');
  if (import.meta.env.VITE_DEMO === 'true') await connectDemoBackend();
  const { App } = await app;
  createRoot(document.getElementById('root')!).render(<App />);
}

void boot();

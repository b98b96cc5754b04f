import { createRoot } from 'react-dom/client';

async function boot() {
  if (import.meta.env.VITE_DEMO === 'true') {
    // The only door into the fake backend: a dynamic import a production build drops.
    const { startFakeServer } = await import('../fake-server/browser');
    await startFakeServer();
  }
  const { App } = await import('./app/App');
  createRoot(document.getElementById('root')!).render(<App />);
}

void boot();

/**
 * The staff's console has no service worker, but a browser that once ran the demo from the same
 * origin keeps the demo's (it stays registered so the demo's reloads are served at once), and that
 * worker would hold the console's backend calls. The console removes it, and a page it still
 * controls loads once more without it.
 */
export const DEMO_WORKER_PATH = '/mockServiceWorker.js';

function isDemoWorker(registration: ServiceWorkerRegistration): boolean {
  return [registration.active, registration.waiting, registration.installing].some((worker) => {
    if (!worker) return false;
    try {
      return new URL(worker.scriptURL).pathname === DEMO_WORKER_PATH;
    } catch {
      return false;
    }
  });
}

export async function removeDemoWorker(container: ServiceWorkerContainer | undefined, reload: () => void): Promise<void> {
  if (!container) return;
  try {
    const demo = (await container.getRegistrations()).filter(isDemoWorker);
    if (demo.length === 0) return;
    await Promise.all(demo.map((registration) => registration.unregister()));
    if (container.controller) reload();
  } catch {
    // No access to the registrations (a blocked storage): nothing was left there either.
  }
}

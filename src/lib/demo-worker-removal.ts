/**
 * The staff's console registers no service worker. A worker registered for its whole origin is
 * therefore foreign to it, typically the demo's, which a browser that once ran the demo from the
 * same origin keeps (it stays registered so the demo's reloads are served at once) and which would
 * hold the console's backend calls. The console removes such a worker, and a page it still
 * controls loads once more without it. Workers of narrower scopes (another site under a path) stay.
 */
function coversWholeOrigin(registration: ServiceWorkerRegistration, origin: string): boolean {
  try {
    return new URL(registration.scope).href === new URL('/', origin).href;
  } catch {
    return false;
  }
}

export async function removeDemoWorker(container: ServiceWorkerContainer | undefined, origin: string, reload: () => void): Promise<void> {
  if (!container) return;
  try {
    const foreign = (await container.getRegistrations()).filter((registration) => coversWholeOrigin(registration, origin));
    if (foreign.length === 0) return;
    await Promise.all(foreign.map((registration) => registration.unregister()));
    if (container.controller) reload();
  } catch {
    // No access to the registrations (a blocked storage): nothing was left there either.
  }
}

/**
 * The demo's answers reach a page only while the demo's service worker controls it; a page it does
 * not control sends its backend calls to the static host, which answers them with index.html.
 * A registered worker may not control a page: the page loaded while the worker was still
 * installing, or was reloaded with Shift. msw's own answer to that is a reload of the page when
 * the fake backend starts, which, on a page with nothing to load, is the user's first action there
 * (同意授权 on the stand-in provider's page): the action would be thrown away with the page. The
 * demo's worker takes such a page over when asked instead (demo-service-worker.js).
 */

/** The message demo-service-worker.js answers with clients.claim(). */
export const TAKE_OVER_MESSAGE = 'zw-demo/take-over-page';

/**
 * The message demo-service-worker.js takes only as a reason to start. A worker the browser has
 * stopped (it does so with idle workers) starts when a message reaches it; sent as the page
 * starts, the worker is up by the time msw's start-up handshake asks for it, instead of starting
 * then, while the page's first backend calls wait.
 */
export const WAKE_MESSAGE = 'zw-demo/wake';

export function wakeWorker(): void {
  if (typeof navigator === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage(WAKE_MESSAGE);
}

/** How long the page waits to be taken over before going on without (msw then reloads it). */
const TAKE_OVER_WAIT_MS = 5000;

function isOurs(registration: ServiceWorkerRegistration, scriptUrl: string): boolean {
  return [registration.active, registration.waiting, registration.installing].some((worker) => worker?.scriptURL === scriptUrl);
}

/**
 * Resolves once the page is controlled, at once when no worker of ours is registered yet (msw
 * registers it, and its activation takes the page over), or after the wait; never rejects.
 */
export async function takeOverPage(workerUrl: string): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  try {
    const scriptUrl = new URL(workerUrl, location.href).href;
    const registrations = await container.getRegistrations();
    if (!registrations.some((registration) => isOurs(registration, scriptUrl)) || container.controller) return;
    const controlled = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        container.removeEventListener('controllerchange', done);
        resolve();
      };
      const timer = setTimeout(done, TAKE_OVER_WAIT_MS);
      container.addEventListener('controllerchange', done);
    });
    // `ready` gives the registration once its worker is active; an installing worker takes the
    // page over on activation by itself, and the message then only repeats it.
    void container.ready.then((registration) => registration.active?.postMessage(TAKE_OVER_MESSAGE));
    await controlled;
  } catch {
    // No registrations to read (a blocked storage): msw decides as it would have.
  }
}

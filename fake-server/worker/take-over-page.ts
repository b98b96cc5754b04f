/**
 * msw reloads a page that its registered service worker does not control: a page that loaded
 * while the worker was still installing (a login page left within a second of opening), or one
 * reloaded with Shift. That reload would come when the fake backend starts, which on a page with
 * nothing to load is the user's first action there (同意授权 on the stand-in provider's page):
 * the action would be thrown away with the page. The demo's worker takes such a page over when
 * asked, so msw finds it controlled and goes on; only a browser that refuses leaves the reload.
 */

/** The message demo-service-worker.js answers with clients.claim(). */
export const TAKE_OVER_MESSAGE = 'zw-demo/take-over-page';

/** How long the page waits to be taken over before leaving it to msw's reload. */
const TAKE_OVER_WAIT_MS = 3000;

function isOurs(registration: ServiceWorkerRegistration, scriptUrl: string): boolean {
  return [registration.active, registration.waiting, registration.installing].some((worker) => worker?.scriptURL === scriptUrl);
}

/** Resolves once the page is controlled, or after the wait; never rejects. */
export async function takeOverPage(workerUrl: string): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  try {
    const scriptUrl = new URL(workerUrl, location.href).href;
    const registrations = await container.getRegistrations();
    // A first visit has no registration: msw registers the worker, whose activation claims the page.
    if (!registrations.some((registration) => isOurs(registration, scriptUrl))) return;
    const controlled = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        container.removeEventListener('controllerchange', done);
        resolve();
      };
      const timer = setTimeout(done, TAKE_OVER_WAIT_MS);
      container.addEventListener('controllerchange', done);
    });
    // `ready` gives the registration once its worker is active; an installing worker claims the
    // page on activation by itself, and the message then only repeats it.
    void container.ready.then((registration) => registration.active?.postMessage(TAKE_OVER_MESSAGE));
    await controlled;
  } catch {
    // No registrations to read (a blocked storage): msw decides as it would have.
  }
}

/* global importScripts, activeClientIds, handleRequest */
/**
 * The demo's service worker: msw's worker, but only for backend calls. The app's own files
 * (scripts, styles, pages, fonts) never reach msw's fetch listener, which would otherwise read
 * cookies and try every handler for each of them before letting it pass.
 *
 * Served as /mockServiceWorker.js by the demo build; vite.config.ts fills in the API base path and
 * the file name of msw's worker script.
 */
const API_PREFIX = '__API_BASE__/';

// Browsers with the Service Worker Static Routing API skip the worker entirely for other paths.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const api = new URLPattern({ pathname: `${API_PREFIX}*` });
  event.waitUntil(
    event
      .addRoutes([
        { condition: { urlPattern: api }, source: 'fetch-event' },
        { condition: { not: { urlPattern: api } }, source: 'network' },
      ])
      // An older engine that rejects a condition still gets the fetch-listener filter below.
      .catch(() => undefined),
  );
});

/** How long a backend call of a page that is still starting its fake backend may wait for it. */
const CLIENT_WAIT_MS = 20000;

function whenActive(clientId) {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (activeClientIds.has(clientId) || Date.now() - started > CLIENT_WAIT_MS) resolve();
      else setTimeout(check, 25);
    };
    check();
  });
}

// Registered before msw's listener, so it runs first and can stop the event from reaching it.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(API_PREFIX)) {
    event.stopImmediatePropagation();
    return;
  }
  // A page starts its fake backend alongside the app: images and downloads it asks for before the
  // backend is up (msw has not activated this page yet) wait for it instead of reaching the host.
  // activeClientIds and handleRequest are msw's worker globals (pinned with msw's version).
  if (event.request.mode === 'navigate' || !event.clientId) return;
  if (typeof activeClientIds === 'undefined' || typeof handleRequest !== 'function' || activeClientIds.has(event.clientId)) return;
  event.stopImmediatePropagation();
  const interceptedAt = Date.now();
  event.respondWith(whenActive(event.clientId).then(() => handleRequest(event, crypto.randomUUID(), interceptedAt)));
});

// Registered before msw's listener, so it sees the pages' messages first.
self.addEventListener('message', (event) => {
  // A page wakes a stopped worker as it starts (take-over-page.ts): the message itself asks for nothing.
  if (event.data === 'zw-demo/wake') {
    event.stopImmediatePropagation();
    return;
  }
  // A page that loaded while this worker was not yet in charge asks to be taken over (see
  // take-over-page.ts): msw would otherwise reload it when its fake backend starts.
  if (event.data === 'zw-demo/take-over-page') event.waitUntil(self.clients.claim());
  // msw's worker unregisters itself when its last page closes, which a reload of the demo's only
  // tab is: the next page then loads without it and must register it anew, and until the new
  // registration takes the page over its calls reach the static host. The demo keeps its worker.
  if (event.data === 'CLIENT_CLOSED') {
    event.stopImmediatePropagation();
    const clientId = event.source && event.source.id;
    if (clientId && typeof activeClientIds !== 'undefined') activeClientIds.delete(clientId);
  }
});

importScripts('__MSW_WORKER__');

/**
 * The fake backend every Ladle story runs against: the demo's own msw handlers on Ladle's service
 * worker, on a freshly seeded database (never persisted, so one story's saves never leak into the
 * next page load), with 管理员 signed in. Ladle's msw add-on adds a story's `msw` handlers in front
 * of these (`worker.use`) and drops them again when the story unmounts (`resetHandlers` restores
 * these), so a story's own answers win and every other call is answered like in the demo.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { runtime } from '../fake-server/config';
import { handlers } from '../fake-server/handlers';
import { dispatchedHandlers } from '../fake-server/lib/dispatch';
import { resetDatabase } from '../fake-server/reset';
import { signInStoryUser } from './story-session';

/** Ladle's msw add-on reuses the worker it finds here instead of starting an empty one. */
type LadleWindow = Window & { __ladle_msw?: SetupWorker };

let started: Promise<void> | null = null;

export function startStoryBackend(): Promise<void> {
  started ??= (async () => {
    // Stories that show a wait bring their own delayed handlers; the rest answer at once.
    runtime.latencyMs = 0;
    await resetDatabase();
    // As in the demo: the endpoints behind one dispatcher that tries only those whose path fits.
    // msw's worker hands every request of the page to it, Ladle's own chunks included.
    const worker = setupWorker(...dispatchedHandlers(handlers));
    (window as LadleWindow).__ladle_msw = worker;
    await worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
    await signInStoryUser();
  })();
  return started;
}

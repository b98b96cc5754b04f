/**
 * Absences need a cause that has demonstrably happened: `answered` resolves once the fake server
 * has sent its answer to a matching request and the page has had its turn to handle it.
 */
import { act } from '@testing-library/react';
import type { SetupServer } from 'msw/node';

/** Starts listening now (before the request is made); await the result after the action. */
export function answered(server: SetupServer, matches: (url: URL) => boolean): Promise<void> {
  return new Promise<void>((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (!matches(new URL(request.url))) return;
      server.events.removeListener('response:mocked', listener);
      resolve();
    };
    server.events.on('response:mocked', listener);
  }).then(() =>
    // The answer's promise chain (body read, state update, render) runs before the next macrotask turns.
    act(async () => {
      await new Promise<void>((r) => setImmediate(r));
      await new Promise<void>((r) => setImmediate(r));
    }),
  );
}

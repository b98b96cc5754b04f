import type { QueryClient } from '@tanstack/react-query';

/**
 * A call a screen makes when it opens, described so that a signed-in page load can send it before
 * the query library has even loaded (its chunk is part of the console's large UI chunk), and hand
 * its answer to the console's query cache once that exists.
 */
export interface EarlyCall {
  /** Sends the call; the answer is what the screen's own query would hold. */
  send: () => Promise<unknown>;
  /**
   * Puts the call into `client`: the answer of an earlier `send` if given, else a call of its
   * own, unless the cache already holds or fetches that entry.
   */
  adopt: (client: QueryClient, sent?: SentCall) => void;
}

/** A call sent early: its answer on the way, and once it has come, the answer itself. */
export interface SentCall {
  answer: Promise<unknown>;
  /**
   * Set as soon as the call has answered (not on a failure). A cache adopting an answer that is
   * already in puts it in at once: through the promise it would land only after the screen's
   * first drawing, which would show the loading state and then draw again.
   */
  answered?: { data: unknown };
  /** Set once the call has failed. */
  failed?: true;
}

/**
 * Puts an answer that is already in into `client` under `queryKey`, at once (see `answered`);
 * false when there is none yet.
 */
export function adoptAnswered(client: QueryClient, queryKey: readonly unknown[], sent: SentCall | undefined): boolean {
  if (!sent?.answered) return false;
  const { data } = sent.answered;
  client.setQueryData(queryKey, () => data);
  return true;
}

export function sendEarly(call: EarlyCall): SentCall {
  const sent: SentCall = { answer: call.send() };
  sent.answer.then(
    (data) => {
      sent.answered = { data };
    },
    // Said by the screen, which asks again (started-cache.ts); nothing to say here.
    () => {
      sent.failed = true;
    },
  );
  return sent;
}

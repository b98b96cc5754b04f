import { notify } from '@/ui/notify';
import { warnFailure } from './warn-failure';

/** The part of a `Result` the user is told. */
export interface Answer {
  success: boolean;
  message: string;
}

/**
 * Sends one request and tells the user its answer: the server's message as a success (then
 * `onAccepted` runs) or as a warning; a failure the client did not show is shown here.
 */
export async function sendAndReport(send: () => Promise<Answer>, onAccepted?: () => void | Promise<void>): Promise<void> {
  try {
    const res = await send();
    if (res.success) {
      notify.success(res.message);
      const after = onAccepted?.();
      if (after) await after;
    } else {
      notify.warning(res.message);
    }
  } catch (err) {
    warnFailure(err);
  }
}

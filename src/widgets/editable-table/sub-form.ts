/** Sub-form popover rules of widgets.md §4: placement and the open retry. */
import { ET_TEXT, ET_TIMINGS } from './messages';

/** Below the click when more than 350 px remain under it, else above. */
export function subFormPlacement(clickY: number, viewportHeight: number): 'below' | 'above' {
  return viewportHeight - clickY > ET_TIMINGS.subFormBelowThreshold ? 'below' : 'above';
}

/**
 * Resolves with what `find` returns, trying again up to `retries` times
 * `delay` ms apart (the row may not be rendered yet); then rejects with 打开子表失败.
 */
export function openWithRetry<T>(find: () => T | null | undefined, retries: number = ET_TIMINGS.subFormRetries, delay: number = ET_TIMINGS.subFormRetryDelay): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let attempt = 0;
    const tryOnce = () => {
      const found = find();
      if (found !== null && found !== undefined) {
        resolve(found);
        return;
      }
      if (attempt >= retries) {
        reject(new Error(ET_TEXT.subFormFailed));
        return;
      }
      attempt += 1;
      setTimeout(tryOnce, delay);
    };
    tryOnce();
  });
}

/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs`. Browsers without idle
 * callbacks (Safari) run it after `fallbackMs`, or never when that is null (the caller then has
 * another trigger). Returns a function that cancels the task if it has not run yet.
 */
export function whenIdle(task: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number | null }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  if (fallbackMs === null) return () => undefined;
  const id = setTimeout(task, fallbackMs);
  return () => clearTimeout(id);
}

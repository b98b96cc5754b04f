/**
 * Loads the rich-text editor's code once the screen is idle, so a dialog with an editor opens
 * without waiting for it. The returned handler, for the screen's `onPointerOver`/`onFocus`, starts
 * the load at once when the pointer or focus reaches a button that opens the editor (新增/编辑).
 */
import { useCallback, useEffect, type SyntheticEvent } from 'react';
import { whenIdle } from '@/lib/idle';
import { preloadRichTextEditor } from './RichTextEditor';

/** Longest wait for an idle moment before loading anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Buttons whose dialog holds the editor. */
const OPENERS = new Set(['新增', '编辑']);

function preload(): void {
  // A failure is retried when the editor is shown; nothing to report here.
  preloadRichTextEditor().catch(() => undefined);
}

function isOpener(target: EventTarget): boolean {
  const button = target instanceof Element ? target.closest('button') : null;
  return button !== null && OPENERS.has((button.textContent ?? '').trim());
}

export function usePreloadRichTextEditor(enabled = true): (event: SyntheticEvent) => void {
  useEffect(() => {
    // Browsers without idle callbacks (Safari) still load on the pointer or focus reaching 新增/编辑.
    if (!enabled) return undefined;
    return whenIdle(preload, { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: null });
  }, [enabled]);
  return useCallback(
    (event: SyntheticEvent) => {
      if (enabled && isOpener(event.target)) preload();
    },
    [enabled],
  );
}

import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_STORAGE_FAILED_MESSAGE, watchDemoStorage } from '@/app/demo-storage-notice';
import { notifier } from '@/ui/notify';
import { DEMO_STORAGE_FAILED_ATTRIBUTE, DEMO_STORAGE_FAILED_EVENT } from '@/lib/demo-events';

const shown = () => notifier.getSnapshot().filter((n) => n.message === DEMO_STORAGE_FAILED_MESSAGE);

afterEach(() => {
  notifier.clear();
  document.documentElement.removeAttribute(DEMO_STORAGE_FAILED_ATTRIBUTE);
});

describe('demo storage notice', () => {
  it('shows a lasting warning when the demo database could not save a write', () => {
    const stop = watchDemoStorage();
    expect(shown()).toEqual([]);
    window.dispatchEvent(new CustomEvent(DEMO_STORAGE_FAILED_EVENT, { detail: { reason: 'QuotaExceededError' } }));
    window.dispatchEvent(new CustomEvent(DEMO_STORAGE_FAILED_EVENT, { detail: { reason: 'QuotaExceededError' } }));
    expect(shown()).toEqual([expect.objectContaining({ level: 'warning', duration: null })]);
    stop();
    notifier.clear();
    window.dispatchEvent(new CustomEvent(DEMO_STORAGE_FAILED_EVENT, { detail: { reason: 'QuotaExceededError' } }));
    expect(shown()).toEqual([]);
  });

  it('shows it for a failure that happened before the console listened', () => {
    document.documentElement.setAttribute(DEMO_STORAGE_FAILED_ATTRIBUTE, 'unavailable');
    const stop = watchDemoStorage();
    expect(shown()).toHaveLength(1);
    stop();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module for each test: the figure is kept per page (per module instance), and another
// test file in the same worker may already have measured jsdom's 0.
beforeEach(() => vi.resetModules());
afterEach(() => vi.restoreAllMocks());

describe('scrollbarSize', () => {
  it('measures the browser scrollbar once on a probe it removes again, and reuses the figure', async () => {
    const { scrollbarSize } = await import('@/widgets/list/scrollbar-size');
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(83);
    const before = document.body.childElementCount;
    expect(scrollbarSize()).toBe(17);
    expect(document.body.childElementCount).toBe(before);
    clientWidth.mockReturnValue(90);
    expect(scrollbarSize()).toBe(17);
    expect(clientWidth).toHaveBeenCalledTimes(1);
  });

  it('never reports a negative size (a probe the page did not lay out)', async () => {
    const { scrollbarSize } = await import('@/widgets/list/scrollbar-size');
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(0);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(15);
    expect(scrollbarSize()).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

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

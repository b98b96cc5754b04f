import { describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen } from '@testing-library/react';
import { preloadRichTextEditor, RichTextEditor, usePreloadRichTextEditor } from '@/widgets/rich-text';

// The editor chunk takes longer than the 1 s default to load on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

function ListScreen({ enabled }: { enabled: boolean }) {
  const preload = usePreloadRichTextEditor(enabled);
  return (
    <div onPointerOver={preload}>
      <button type="button">发布</button>
      <button type="button">新增</button>
    </div>
  );
}

// Module state (the loaded editor) is per file, so these cases run in order: before, then after the load.
describe('preloading the rich-text editor', { timeout: 60_000 }, () => {
  it('shows the skeleton while the editor code has not loaded yet', async () => {
    render(<RichTextEditor value="<p>正文</p>" />);
    expect(screen.getByRole('status', { name: '编辑器加载中…' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '富文本编辑器' })).toHaveTextContent('正文');
  });

  it('a screen that holds no editor does not ask for it when idle', () => {
    const idle = vi.fn<typeof window.requestIdleCallback>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const view = render(<ListScreen enabled={false} />);
    expect(idle).not.toHaveBeenCalled();
    view.unmount();
    vi.unstubAllGlobals();
  });

  it('loads the code when the screen is idle, and an editor shown afterwards renders at once, without a skeleton', async () => {
    let idleCallback: IdleRequestCallback | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => {
      idleCallback = cb;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const list = render(<ListScreen enabled />);
    expect(idleCallback).toBeDefined();
    act(() => idleCallback?.({ didTimeout: false, timeRemaining: () => 50 }));
    await act(() => preloadRichTextEditor());
    list.unmount();
    vi.unstubAllGlobals();

    render(<RichTextEditor value="<p>通知正文</p>" />);
    // Synchronously, in the same render: no loading state in between.
    expect(screen.queryByRole('status', { name: '编辑器加载中…' })).toBeNull();
    expect(screen.getByRole('textbox', { name: '富文本编辑器' })).toHaveTextContent('通知正文');
    expect(preloadRichTextEditor()).toBe(preloadRichTextEditor());
  });
});

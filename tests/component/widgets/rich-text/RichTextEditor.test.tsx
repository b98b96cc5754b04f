import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NotificationHost, notifier } from '@/ui/notify';
import { RichTextEditor, type RichTextEditorProps } from '@/widgets/rich-text';
import { sanitizeHtml } from '@/widgets/rich-text/sanitize';

// Lazy chunks (SheetJS, Tiptap) and msw take longer than the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const CMS = '*/zw-lgb2/cas/cmsRecord/upload';
const server = setupServer();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // ProseMirror measures the selection when it scrolls it into view; jsdom has no layout.
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
});
afterEach(() => {
  server.resetHandlers();
  act(() => notifier.clear());
});
afterAll(() => server.close());

const envelope = (over: object) => ({ success: true, message: '', code: 200, result: null, timestamp: 1, ...over });

async function setup(props: Partial<RichTextEditorProps> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const user = userEvent.setup();
  const view = render(
    <>
      <RichTextEditor value="" onChange={onChange} {...props} />
      <NotificationHost />
    </>,
  );
  // The first render waits for the lazily loaded editor chunk, slow on a busy machine.
  const editor = await screen.findByRole('textbox', { name: '富文本编辑器' }, { timeout: 15000 });
  return { user, onChange, editor, ...view };
}

const png = (name = 'pic.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('RichTextEditor', () => {
  it('loads lazily into a 350px box with its toolbar', async () => {
    const { editor } = await setup();
    expect(screen.getByRole('toolbar', { name: '编辑工具' })).toBeInTheDocument();
    const box = editor.closest('.MuiBox-root')!.parentElement!;
    expect(getComputedStyle(box).height).toBe('350px');
  });

  it('shows the value with scripts and event handlers stripped', async () => {
    const { editor } = await setup({ value: '<p>通知<img src="x" onerror="alert(1)"><script>alert(2)</script></p>' });
    expect(editor).toHaveTextContent('通知');
    expect(editor.innerHTML).not.toMatch(/onerror|script/);
  });

  it('emits sanitised HTML when the text is formatted', async () => {
    const { user, editor, onChange } = await setup({ value: '<p>公告</p>' });
    await user.click(editor);
    act(() => {
      const range = document.createRange();
      range.selectNodeContents(editor.querySelector('p')!);
      const sel = window.getSelection()!;
      sel.removeAllRanges();
      sel.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await user.click(screen.getByRole('button', { name: '加粗' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>公告</strong></p>'));
  });

  it('uploads a picture with biz=jeditor and jeditor=1 and embeds its static URL', async () => {
    const seen: string[][] = [];
    server.use(
      http.post(CMS, async ({ request }) => {
        const form = await request.formData();
        seen.push([new URL(request.url).searchParams.get('fileType') ?? '', String(form.get('biz')), String(form.get('jeditor'))]);
        return HttpResponse.json(envelope({ message: 'jeditor/pic_1.png', result: 'jeditor/pic_1.png' }));
      }),
    );
    const { user, onChange } = await setup();
    await user.upload(screen.getByLabelText('插入图片', { selector: 'input' }), png());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('src="/zw-lgb2/sys/common/static/jeditor/pic_1.png"')));
    expect(seen).toEqual([['img', 'jeditor', '1']]);
  });

  it('embeds the picture as base64 when the server answers local', async () => {
    server.use(http.post(CMS, () => HttpResponse.json(envelope({ message: 'local' }))));
    const { user, onChange } = await setup();
    await user.upload(screen.getByLabelText('插入图片', { selector: 'input' }), png());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/src="data:image\/png;base64,iVBORw==/)));
  });

  it('says which picture failed and why, and inserts nothing', async () => {
    server.use(http.post(CMS, () => HttpResponse.json(envelope({ success: false, code: 500, message: '上传失败！' }))));
    const { user, onChange } = await setup();
    await user.upload(screen.getByLabelText('插入图片', { selector: 'input' }), png('坏图.png'));
    expect(await screen.findByText('坏图.png 上传失败.')).toBeInTheDocument();
    expect(screen.getByText('上传失败！')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('replaces its document when the value changes from outside', async () => {
    const { rerender, editor } = await setup({ value: '<p>一</p>' });
    rerender(<RichTextEditor value="<p>二</p>" />);
    await waitFor(() => expect(editor).toHaveTextContent('二'));
  });

  it('is read-only with a disabled toolbar when disabled', async () => {
    const { editor } = await setup({ value: '<p>只读</p>', disabled: true });
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: '加粗' })).toBeDisabled();
    expect(screen.getByLabelText('插入图片', { selector: 'input' })).toBeDisabled();
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting, links and data-URI images, drops scripts, handlers and javascript: links', () => {
    const out = sanitizeHtml('<h2>T</h2><p><a href="javascript:alert(1)">x</a><a href="https://gov.cn" target="_blank">y</a><img src="data:image/png;base64,AA=="><iframe src="//evil"></iframe></p>');
    expect(out).toBe('<h2>T</h2><p><a>x</a><a href="https://gov.cn" target="_blank" rel="noopener noreferrer">y</a><img src="data:image/png;base64,AA=="></p>');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RichTextEditor } from '@/widgets/rich-text';
import { sanitizeHtml } from '@/widgets/rich-text/sanitize';
import { envelope, renderEditor as setup, selectText, withEditorServer } from './editor-harness';

const CMS = '*/zw-lgb2/cas/cmsRecord/upload';
const server = withEditorServer();

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
    selectText(editor);
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

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type RichTextEditorProps } from '@/widgets/rich-text';
import { envelope, renderEditor, selectText, withEditorServer } from './editor-harness';

const UPLOAD = '*/zw-lgb2/sys/common/upload';
const server = withEditorServer();

/** The editor holding 公告, focused. */
async function setup(props: Partial<RichTextEditorProps> = {}) {
  const { user, onChange, editor } = await renderEditor({ value: '<p>公告</p>', ...props });
  await user.click(editor);
  return { user, onChange, editor };
}

function lastHtml(onChange: ReturnType<typeof vi.fn>): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = String(onChange.mock.lastCall?.[0] ?? '');
  return box;
}

// Each case drives several menus of a lazily loaded editor; on a shared machine that exceeds 20 s.
describe('rich-text toolbar', { timeout: 60_000 }, () => {
  it('turns the paragraph into a heading 1–4 and back with the 标题 select', async () => {
    const { user, onChange, editor } = await setup();
    selectText(editor);
    const select = screen.getByRole('combobox', { name: '标题' });
    expect(select).toHaveValue('0');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['正文', '标题 1', '标题 2', '标题 3', '标题 4']);
    await user.selectOptions(select, '标题 3');
    // The editor keeps an empty paragraph after a closing heading so the cursor can leave it.
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h3>公告</h3><p></p>'));
    expect(select).toHaveValue('3');
    await user.selectOptions(select, '正文');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>公告</p><p></p>'));
  });

  it('aligns the paragraph and shows which alignment is on', async () => {
    const { user, onChange, editor } = await setup();
    selectText(editor);
    expect(screen.getByRole('button', { name: '左对齐' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '居中' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p style="text-align: center">公告</p>'));
    expect(screen.getByRole('button', { name: '居中' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '两端对齐' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p style="text-align: justify">公告</p>'));
    await user.click(screen.getByRole('button', { name: '右对齐' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p style="text-align: right">公告</p>'));
    await user.click(screen.getByRole('button', { name: '左对齐' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>公告</p>'));
  });

  it('colours the selected text from the palette and clears it', async () => {
    const { user, onChange, editor } = await setup();
    selectText(editor);
    await user.click(screen.getByRole('button', { name: '文字颜色' }));
    await user.click(await screen.findByRole('menuitem', { name: '红色' }));
    await waitFor(() => expect(lastHtml(onChange).querySelector('span')?.style.color).toBe('rgb(192, 0, 0)'));
    expect(lastHtml(onChange).querySelector('span')).toHaveTextContent('公告');
    selectText(editor);
    await user.click(screen.getByRole('button', { name: '文字颜色' }));
    await user.click(await screen.findByRole('menuitem', { name: '清除颜色' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>公告</p>'));
  });

  it('links the selection, refuses a javascript: address, edits and removes the link', async () => {
    const { user, onChange, editor } = await setup();
    selectText(editor);
    await user.click(screen.getByRole('button', { name: '链接' }));
    const url = await screen.findByRole('textbox', { name: '链接地址' });
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('仅支持 http(s)、mailto 链接或本站路径')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(url);
    await user.type(url, 'www.gov.cn{Enter}');
    await waitFor(() => expect(lastHtml(onChange).querySelector('a')).toHaveAttribute('href', 'https://www.gov.cn'));
    const link = lastHtml(onChange).querySelector('a')!;
    expect(link).toHaveTextContent('公告');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    selectText(editor, 'a');
    await user.click(screen.getByRole('button', { name: '链接' }));
    expect(await screen.findByRole('textbox', { name: '链接地址' })).toHaveValue('https://www.gov.cn');
    await user.click(screen.getByRole('button', { name: '移除链接' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>公告</p>'));
  });

  it('inserts a link with its own text where nothing is selected', async () => {
    const { user, onChange } = await setup({ value: '' });
    await user.click(screen.getByRole('button', { name: '链接' }));
    await user.type(await screen.findByRole('textbox', { name: '链接地址' }), '/zw-lgb2/sys/common/static/a.pdf');
    await user.type(screen.getByRole('textbox', { name: '链接文字' }), '办事指南');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(lastHtml(onChange).querySelector('a')).toHaveTextContent('办事指南'));
    expect(lastHtml(onChange).querySelector('a')).toHaveAttribute('href', '/zw-lgb2/sys/common/static/a.pdf');
  });

  it('inserts a 3×3 table with a header row, adds and deletes rows and columns, deletes the table', async () => {
    const { user, onChange, editor } = await setup();
    const table = () => lastHtml(onChange).querySelector('table');
    const size = () => [table()!.querySelectorAll('tr').length, table()!.querySelector('tr')!.children.length];
    const choose = async (item: string) => {
      selectText(editor, 'td p');
      await waitFor(() => expect(screen.getByRole('button', { name: '表格' })).toHaveAttribute('aria-pressed', 'true'));
      await user.click(screen.getByRole('button', { name: '表格' }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    };
    await user.click(screen.getByRole('button', { name: '表格' }));
    expect(await screen.findByRole('menuitem', { name: '删除表格' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: '插入表格（3×3）' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(table()).not.toBeNull());
    expect(size()).toEqual([3, 3]);
    expect(table()!.querySelectorAll('tr')[0]!.querySelectorAll('th')).toHaveLength(3);
    // jsdom's selection does not follow the editor's, so put the cursor in a cell as a click would.
    selectText(editor, 'td p');
    await waitFor(() => expect(screen.getByRole('button', { name: '表格' })).toHaveAttribute('aria-pressed', 'true'));

    await choose('在下方插入行');
    await waitFor(() => expect(size()).toEqual([4, 3]));
    await choose('在右侧插入列');
    await waitFor(() => expect(size()).toEqual([4, 4]));
    await choose('删除列');
    await waitFor(() => expect(size()).toEqual([4, 3]));
    await choose('删除行');
    await waitFor(() => expect(size()).toEqual([3, 3]));
    await choose('删除表格');
    await waitFor(() => expect(table()).toBeNull());
    expect(lastHtml(onChange)).toHaveTextContent('公告');
  });

  it('uploads an attachment as the content form does and links it by its file name', async () => {
    const seen: string[] = [];
    server.use(
      http.post(UPLOAD, async ({ request }) => {
        const form = await request.formData();
        seen.push(`${String(form.get('biz'))}:${String(form.get('isup'))}`);
        return HttpResponse.json(envelope({ message: 'content/办事指南_1.pdf' }));
      }),
    );
    const { user, onChange } = await setup();
    await user.upload(screen.getByLabelText('附件', { selector: 'input' }), new File(['%PDF-1.4 x'], '办事指南.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(lastHtml(onChange).querySelector('a')).toHaveTextContent('办事指南.pdf'));
    expect(lastHtml(onChange).querySelector('a')).toHaveAttribute('href', '/zw-lgb2/sys/common/static/content/办事指南_1.pdf');
    expect(seen).toEqual(['content:1']);
  });

  it('says which attachment failed and inserts nothing', async () => {
    server.use(http.post(UPLOAD, () => HttpResponse.json(envelope({ success: false, code: 500, message: '文件过大' }))));
    const { user, onChange } = await setup();
    await user.upload(screen.getByLabelText('附件', { selector: 'input' }), new File(['%PDF-1.4 x'], '大文件.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('大文件.pdf 上传失败.')).toBeInTheDocument();
    expect(screen.getByText('文件过大')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

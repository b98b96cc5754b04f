/** Each column type edited through the UI with user-event. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { clearDictMemoryCache } from '@/api/sys/dict';
import type { EditableColumn } from '@/widgets/editable-table';
import { cell, inCell, setup } from './harness';
import { realFile } from '../../../e2e/fixtures/file-bytes';
import { deferred } from '../../../unit/test-support/deferred';

const ok = (result: unknown, message = '') => HttpResponse.json({ success: true, code: 200, message, result, timestamp: 0 });
const server = setupServer(
  http.get('*/zw-lgb2/sys/dict/getDictItems/:code', () => ok([{ value: 'L', text: '一般消息' }, { value: 'H', text: '紧急消息' }])),
  http.get('*/zw-lgb2/sys/dict/loadDict/:code', ({ request }) => {
    const kw = new URL(request.url).searchParams.get('keyword') ?? '';
    return ok([{ value: 'D1', text: '办公室' }, { value: 'D2', text: '财务处' }].filter((d) => d.text.includes(kw)));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearDictMemoryCache();
});
afterAll(() => server.close());

const LEVEL = [
  { value: 'L', text: '一般消息' },
  { value: 'M', text: '重要消息' },
  { value: 'H', text: '紧急消息' },
];
const one = (column: EditableColumn, value: unknown = '') => setup({ columns: [column], dataSource: [{ id: 'r1', [column.key]: value }] });
const values = async (h: ReturnType<typeof one>['handle']) => (await h().getValues()).values[0];

describe('editable-table column types', () => {
  it('input: click to edit, typed text is the value; the placeholder is templated', async () => {
    const { user, handle } = one({ key: 'name', title: '名称', type: 'input', placeholder: '请输入${title}' });
    expect(cell(0, 'name')).toHaveTextContent('请输入名称');
    await user.click(cell(0, 'name'));
    await user.type(screen.getByRole('textbox', { name: '名称' }), '通知');
    expect(await values(handle)).toEqual({ id: 'r1', name: '通知' });
  });

  it('inputNumber: refuses anything but -?digits[.digits] and becomes a number on blur', async () => {
    const { user, handle } = one({ key: 'qty', title: '数量', type: 'inputNumber' }, null);
    await user.click(cell(0, 'qty'));
    const box = screen.getByRole('textbox', { name: '数量' });
    await user.type(box, '-1a2.5x');
    expect(box).toHaveValue('-12.5');
    await user.tab();
    expect((await values(handle)).qty).toBe(-12.5);
  });

  it('inputNumber: an incomplete number is cleared on blur', async () => {
    const { user, handle } = one({ key: 'qty', title: '数量', type: 'inputNumber' }, null);
    await user.click(cell(0, 'qty'));
    await user.type(screen.getByRole('textbox', { name: '数量' }), '3.');
    await user.tab();
    expect((await values(handle)).qty).toBeNull();
  });

  it('checkbox: always shown, stores the customValue pair', async () => {
    const { user, handle } = one({ key: 'on', title: '启用', type: 'checkbox', customValue: ['Y', 'N'] }, 'N');
    const box = inCell(0, 'on').getByRole('checkbox', { name: '启用' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect((await values(handle)).on).toBe('Y');
  });

  it('select: picks an option from the menu and shows its text', async () => {
    const { user, handle } = one({ key: 'lv', title: '级别', type: 'select', options: LEVEL });
    await user.click(cell(0, 'lv'));
    await user.click(await screen.findByRole('option', { name: '紧急消息' }));
    expect((await values(handle)).lv).toBe('H');
    expect(cell(0, 'lv')).toHaveTextContent('紧急消息');
  });

  it('select with dictCode: options come from getDictItems', async () => {
    const { user, handle } = one({ key: 'lv', title: '级别', type: 'select', dictCode: 'msg_level' }, 'H');
    await waitFor(() => expect(cell(0, 'lv')).toHaveTextContent('紧急消息'));
    await user.click(cell(0, 'lv'));
    await user.click(await screen.findByRole('option', { name: '一般消息' }));
    expect((await values(handle)).lv).toBe('L');
  });

  it('radio: always shown, one radio per option', async () => {
    const { user, handle } = one({ key: 'sex', title: '性别', type: 'radio', options: [{ value: '1', text: '男' }, { value: '2', text: '女' }] }, '1');
    await user.click(inCell(0, 'sex').getByRole('radio', { name: '女' }));
    expect((await values(handle)).sex).toBe('2');
  });

  it('list_multi: stores comma-joined values and shows one tag plus a count', async () => {
    const { user, handle } = one({ key: 'tags', title: '多选', type: 'list_multi', options: LEVEL });
    await user.click(cell(0, 'tags'));
    await user.click(await screen.findByRole('option', { name: '一般消息' }));
    await user.click(screen.getByRole('option', { name: '紧急消息' }));
    await user.keyboard('{Escape}');
    expect((await values(handle)).tags).toBe('L,H');
    await user.click(document.body);
    await waitFor(() => expect(cell(0, 'tags')).toHaveTextContent('一般消息+1'));
  });

  it('list_multi with multiSelect 0 in fieldExtendJson is a single select', async () => {
    const { user, handle } = one({ key: 'tags', title: '多选', type: 'list_multi', options: LEVEL, fieldExtendJson: '{"multiSelect":0}' });
    await user.click(cell(0, 'tags'));
    await user.click(await screen.findByRole('option', { name: '重要消息' }));
    expect((await values(handle)).tags).toBe('M');
  });

  it('sel_search: filters the options as you type', async () => {
    const { user, handle } = one({ key: 'lv', title: '搜索', type: 'sel_search', options: LEVEL });
    await user.click(cell(0, 'lv'));
    await user.type(screen.getByRole('combobox', { name: '搜索' }), '紧急');
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['紧急消息']);
    await user.click(within(list).getByRole('option'));
    expect((await values(handle)).lv).toBe('H');
  });

  it('sel_search_async: searches the table dictionary after 800 ms and keeps the picked text', async () => {
    // The search is answered once the test has seen 加载中…: on a busy machine typing two
    // characters can outlast the 800 ms pause, and the answer would come before the look.
    const looked = deferred();
    server.use(
      http.get('*/zw-lgb2/sys/dict/loadDict/:code', async ({ request }) => {
        await looked.promise;
        const kw = new URL(request.url).searchParams.get('keyword') ?? '';
        return ok([{ value: 'D1', text: '办公室' }, { value: 'D2', text: '财务处' }].filter((d) => d.text.includes(kw)));
      }),
    );
    const { user, handle } = one({ key: 'dep', title: '部门', type: 'sel_search_async', dict: 'sys_depart,depart_name,id' });
    await user.click(cell(0, 'dep'));
    const box = screen.getByRole('combobox', { name: '部门' });
    await user.click(box);
    expect(await screen.findByText('请输入搜索内容')).toBeInTheDocument();
    await user.type(box, '财务');
    expect(screen.getByText('加载中…')).toBeInTheDocument();
    looked.resolve();
    await user.click(await screen.findByRole('option', { name: '财务处' }, { timeout: 3000 }));
    expect((await values(handle)).dep).toBe('D2');
    await user.click(document.body);
    await waitFor(() => expect(cell(0, 'dep')).toHaveTextContent('财务处'));
  });

  it('date: typed text in YYYY-MM-DD, or a day picked in the calendar', async () => {
    const { user, handle } = one({ key: 'd', title: '日期', type: 'date' }, '2025-01-06');
    await user.click(cell(0, 'd'));
    await user.click(screen.getByRole('button', { name: '日期 YYYY-MM-DD' }));
    await user.click(await screen.findByRole('gridcell', { name: '20' }));
    expect((await values(handle)).d).toBe('2025-01-20');
    const box = screen.getByRole('textbox', { name: '日期' });
    await user.clear(box);
    await user.type(box, '2024-12-31');
    expect((await values(handle)).d).toBe('2024-12-31');
  });

  it('datetime: the clock sets the time of the day already chosen', async () => {
    const { user, handle } = one({ key: 'dt', title: '时间', type: 'datetime' }, '2025-01-06 09:00:00');
    await user.click(cell(0, 'dt'));
    await user.click(screen.getByRole('button', { name: '时间 YYYY-MM-DD HH:mm:ss' }));
    await user.click(await screen.findByRole('option', { name: '15 hours' }));
    expect((await values(handle)).dt).toBe('2025-01-06 15:00:00');
  });

  it('time: HH:mm:ss text', async () => {
    const { user, handle } = one({ key: 't', title: '时刻', type: 'time' });
    await user.click(cell(0, 't'));
    await user.type(screen.getByRole('textbox', { name: '时刻' }), '08:30:00');
    expect((await values(handle)).t).toBe('08:30:00');
  });

  it('textarea and input_pop: multi-line text, input_pop with a 300×210 text popup', async () => {
    const { user, handle } = setup({
      columns: [
        { key: 'a', title: '多行', type: 'textarea' },
        { key: 'b', title: '弹出', type: 'input_pop' },
      ],
      dataSource: [{ id: 'r1', a: '', b: '' }],
    });
    await user.click(cell(0, 'a'));
    await user.type(screen.getByRole('textbox', { name: '多行' }), '第一行{Shift>}{Enter}{/Shift}第二行');
    await user.click(cell(0, 'b'));
    await user.click(screen.getByRole('button', { name: '弹出…' }));
    const popup = await screen.findByRole('presentation');
    await user.type(within(popup).getByRole('textbox', { name: '弹出' }), '长文本');
    const v = await values(handle);
    expect(v.a).toBe('第一行\n第二行');
    expect(v.b).toBe('长文本');
  });

  it('sel_user keeps several comma-joined usernames, sel_depart only one id unless multi', async () => {
    const { user, handle } = setup({
      columns: [
        { key: 'u', title: '用户', type: 'sel_user' },
        { key: 'd', title: '部门', type: 'sel_depart' },
      ],
      dataSource: [{ id: 'r1', u: '', d: '' }],
    });
    await user.click(cell(0, 'u'));
    await user.type(screen.getByRole('textbox', { name: '用户' }), 'admin,jeecg');
    await user.click(cell(0, 'd'));
    await user.click(screen.getByRole('textbox', { name: '部门' }));
    await user.paste('A01,A02');
    const v = await values(handle);
    expect(v.u).toBe('admin,jeecg');
    expect(v.d).toBe('A01');
  });

  it('popup: a misconfigured popup column is disabled and says why', async () => {
    const { user } = one({ key: 'p', title: '弹窗', type: 'popup', popupCode: 'rep', orgFields: 'a,b', destFields: 'x' });
    await user.click(cell(0, 'p'));
    expect(screen.getByRole('textbox', { name: '弹窗' })).toBeDisabled();
    await user.hover(screen.getByRole('textbox', { name: '弹窗' }).closest('.MuiBox-root')!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('popup参数未正确配置,原始值和目标值数量不一致!');
  });

  it('slot: renders the named slot, which can set the value', async () => {
    const { user, handle } = setup({
      columns: [{ key: 's', title: '插槽', type: 'slot', slot: 'stars' }],
      dataSource: [{ id: 'r1', s: 1 }],
      slots: { stars: ({ value, setValue }) => <button onClick={() => setValue(Number(value) + 1)}>★{String(value)}</button> },
    });
    await user.click(screen.getByRole('button', { name: '★1' }));
    expect(screen.getByRole('button', { name: '★2' })).toBeInTheDocument();
    expect((await values(handle)).s).toBe(2);
  });

  it('hidden: not rendered, but new rows get its default and values keep it', async () => {
    const { handle } = setup({
      columns: [
        { key: 'name', title: '名称', type: 'input' },
        { key: 'tenant', title: '租户', type: 'hidden', defaultValue: 't1' },
      ],
      dataSource: [],
    });
    expect(screen.queryByRole('columnheader', { name: '租户' })).toBeNull();
    handle().addRows(1);
    expect((await handle().getValues()).insertedRows).toEqual([{ name: '', tenant: 't1' }]);
  });

  it('upload: a server failure is shown in the cell with its message', async () => {
    server.use(http.post('*/zw-lgb2/sys/common/upload', () => HttpResponse.json({ success: false, code: 500, message: '存储空间不足', result: null, timestamp: 0 })));
    const { user, handle, onMessage } = one({ key: 'f', title: '附件', type: 'upload' });
    await user.upload(inCell(0, 'f').getByLabelText('附件 上传'), realFile('报告.pdf', { type: 'application/pdf' }));
    expect(await inCell(0, 'f').findByRole('alert')).toHaveTextContent('上传失败：存储空间不足');
    expect(onMessage).toHaveBeenCalledWith('error', '报告.pdf 上传失败.');
    expect((await values(handle)).f).toMatchObject({ name: '报告.pdf', status: 'error', message: '存储空间不足' });
  });

  it('upload: a missing endpoint (404 answer of the fake server) is a failure too', async () => {
    server.use(http.post('*/zw-lgb2/sys/common/upload', () => HttpResponse.json({ success: false, message: '路径不存在，请检查路径是否正确', code: 404, result: null, timestamp: 0 })));
    const { user } = one({ key: 'f', title: '文件', type: 'file' });
    await user.upload(inCell(0, 'f').getByLabelText('文件 上传'), new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(await inCell(0, 'f').findByRole('alert')).toHaveTextContent('路径不存在，请检查路径是否正确');
  });

  it('upload: a done upload stores the uploaded value; file stores the path', async () => {
    const saved = ['temp/年度报告.docx', 'temp/b.txt'];
    server.use(http.post('*/zw-lgb2/sys/common/upload', async ({ request }) => {
      const form = await request.formData();
      expect(form.get('isup')).toBe('1');
      expect(form.get('file')).toBeTruthy();
      return HttpResponse.json({ success: true, code: 0, message: saved.shift(), result: null, timestamp: 0 });
    }));
    const { user, handle } = setup({
      columns: [
        { key: 'u', title: '附件', type: 'upload' },
        { key: 'f', title: '文件', type: 'file' },
      ],
      dataSource: [{ id: 'r1', u: '', f: '' }],
    });
    await user.upload(inCell(0, 'u').getByLabelText('附件 上传'), realFile('年度报告.docx'));
    await waitFor(async () => expect((await values(handle)).u).toMatchObject({ status: 'done' }));
    await user.upload(inCell(0, 'f').getByLabelText('文件 上传'), new File(['x'], 'b.txt'));
    await waitFor(async () => expect((await values(handle)).f).toBe('temp/b.txt'));
    expect((await values(handle)).u).toMatchObject({ name: '年度报告.docx', status: 'done', percent: 100, path: 'temp/年度报告.docx' });
    const link = inCell(0, 'u').getByRole('link', { name: '年度报告.docx' });
    expect(link).toHaveAttribute('href', '/zw-lgb2/sys/common/static/temp/年度报告.docx');
    expect(link).toHaveTextContent('年度报告.…');
    await user.click(inCell(0, 'f').getByRole('button', { name: '删除文件 temp/b.txt' }));
    expect((await values(handle)).f).toBe('');
  });

  it('image: refuses other types and files over 5 MB before uploading', async () => {
    const { onMessage } = one({ key: 'img', title: '图片', type: 'image' });
    const input = inCell(0, 'img').getByLabelText('图片 上传') as HTMLInputElement;
    // user.upload honours `accept`; fireEvent shows what happens when a browser lets another type through.
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(onMessage).toHaveBeenLastCalledWith('warning', '不支持该格式文件');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(onMessage).toHaveBeenLastCalledWith('warning', '请上传图片');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(onMessage).toHaveBeenLastCalledWith('warning', '文件大小不可超过5M');
  });
});

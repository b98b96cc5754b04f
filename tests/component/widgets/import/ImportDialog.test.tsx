import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NotificationHost } from '@/ui/notify';
import { ImportDialog, type ImportDialogProps } from '@/widgets/import';
import { positionWorkbook, XLSX_MIME } from '../../../e2e/fixtures/workbooks';
import { withServer } from '../../server-hooks';

// Lazy chunks (SheetJS, Tiptap) and msw take longer than the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const URL_IMPORT = '/sys/position/importExcel';
const server = setupServer();
withServer(server, 'error');

const envelope = (over: object) => ({ success: true, message: '', code: 200, result: null, timestamp: 1, ...over });

function answerImport(body: object) {
  const fields: string[][] = [];
  server.use(
    http.post(`*/zw-lgb2${URL_IMPORT}`, async ({ request }) => {
      fields.push(Array.from((await request.formData()).keys()));
      return HttpResponse.json(envelope(body));
    }),
  );
  return fields;
}

function setup(props: Partial<ImportDialogProps> = {}) {
  const onClose = vi.fn();
  const onImported = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <>
      <ImportDialog open url={URL_IMPORT} requiredColumns={['职务编码', '职务名称']} dateColumns={['创建时间']} onClose={onClose} onImported={onImported} {...props} />
      <NotificationHost />
    </>,
  );
  const dialog = () => screen.getByRole('dialog', { name: props.title ?? '导入EXCEL' });
  const pick = (files: File | File[]) => user.upload(screen.getByLabelText('选择导入文件'), files);
  const start = () => within(dialog()).getByRole('button', { name: '开始上传' });
  return { user, onClose, onImported, dialog, pick, start, ...view };
}

const workbook = (name: string, rows = 6, bad: Record<number, 'noName' | 'badDate'> = {}) =>
  new File([positionWorkbook(rows, bad) as BlobPart], name, { type: XLSX_MIME });

describe('ImportDialog', () => {
  it('is the 600px 导入EXCEL dialog and cannot start without a file', () => {
    const { dialog, start } = setup();
    expect(getComputedStyle(dialog()).width).toBe('600px');
    expect(start()).toBeDisabled();
  });

  it('previews the first rows and flags the row with a missing required cell before anything is sent', async () => {
    const fields = answerImport({ message: 'x' });
    const { pick, dialog } = setup();
    await pick(workbook('职务.xlsx', 6, { 2: 'noName' }));
    const card = await within(dialog()).findByRole('region', { name: '职务.xlsx' });
    expect(await within(card).findByText('共 6 行数据 · 1 行有问题')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: '数据问题' })).toHaveTextContent('第6行 「职务名称」不能为空');
    const table = within(card).getByRole('table');
    const flagged = within(table).getAllByRole('row').filter((r) => r.getAttribute('data-flagged') === 'true');
    expect(flagged.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['6有问题']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['行', '职务编码', '职务名称', '职级', '创建时间']);
    expect(fields).toEqual([]);
  });

  it('flags a date that does not exist', async () => {
    const { pick } = setup();
    await pick(workbook('d.xlsx', 4, { 0: 'badDate' }));
    expect(await screen.findByText('第4行 「创建时间」日期格式不正确：2023-02-30')).toBeInTheDocument();
  });

  it('refuses files that are not .xls/.xlsx', async () => {
    const { pick } = setup();
    await pick(new File(['a,b'], 'notes.csv', { type: 'text/csv' }));
    expect(await screen.findByText('只能导入 .xls、.xlsx 文件：notes.csv')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says 未知的文件 for a renamed text file and will not upload until it is removed', async () => {
    const { pick, user, start } = setup();
    await pick(new File(['职务编码,职务名称\nP1,甲'], 'fake.xlsx', { type: XLSX_MIME }));
    expect(await screen.findByText('未知的文件')).toBeInTheDocument();
    expect(screen.getByText('请移除无法读取的文件后再上传')).toHaveAttribute('role', 'alert');
    expect(start()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '移除 fake.xlsx' }));
    expect(screen.queryByText('未知的文件')).not.toBeInTheDocument();
  });

  it('posts each file as files[] and shows the server message on success', async () => {
    const fields = answerImport({ message: '共6行数据全部导入成功！', result: '共6行数据全部导入成功！' });
    const { pick, user, start, onImported } = setup();
    await pick(workbook('a.xlsx'));
    await screen.findByText('共 6 行数据');
    await user.click(start());
    const card = await screen.findByRole('region', { name: 'a.xlsx' });
    expect(await within(card).findByText('共6行数据全部导入成功！')).toBeInTheDocument();
    expect(fields).toEqual([['files[]']]);
    expect(onImported).toHaveBeenCalledWith({ summary: 'ok', files: [{ name: 'a.xlsx', outcome: { kind: 'ok', message: '共6行数据全部导入成功！' } }] });
  });

  it('shows 导入成功,但是有错误数据! with the error-log link for code 201 (ImportExcelUtil object)', async () => {
    answerImport({
      code: 201,
      message: '文件导入成功，但有错误。',
      result: { totalCount: 6, errorCount: 1, successCount: 5, msg: '总上传行数：6，已导入行数：5，错误行数：1', fileUrl: '/sys/common/static/logs/e.txt', fileName: 'e.txt' },
    });
    const { pick, user, start, onImported } = setup();
    await pick(workbook('a.xlsx'));
    await screen.findByText('共 6 行数据');
    await user.click(start());
    const link = await screen.findByRole('link', { name: '点击下载' });
    expect(link).toHaveAttribute('href', '/zw-lgb2/sys/common/static/logs/e.txt');
    const card = screen.getByRole('region', { name: 'a.xlsx' });
    expect(within(card).getByText('导入成功,但是有错误数据!')).toBeInTheDocument();
    expect(within(card).getByText('文件导入成功，但有错误。 总上传行数：6，已导入行数：5，错误行数：1')).toBeInTheDocument();
    expect(onImported.mock.calls[0][0].summary).toBe('partial');
  });

  it('links the error log when code 201 carries a bare path string', async () => {
    answerImport({ code: 201, message: '文件导入成功，但有错误。', result: '/sys/common/static/logs/s.txt' });
    const { pick, user, start } = setup();
    await pick(workbook('a.xlsx'));
    await screen.findByText('共 6 行数据');
    await user.click(start());
    expect(await screen.findByRole('link', { name: '点击下载' })).toHaveAttribute('href', '/zw-lgb2/sys/common/static/logs/s.txt');
  });

  it('shows the server message when the import fails', async () => {
    answerImport({ success: false, code: 500, message: '文件导入失败:Duplicate entry' });
    const { pick, user, start, onImported } = setup();
    await pick(workbook('a.xlsx'));
    await screen.findByText('共 6 行数据');
    await user.click(start());
    const card = await screen.findByRole('region', { name: 'a.xlsx' });
    expect(await within(card).findByText('导入失败')).toBeInTheDocument();
    expect(within(card).getByText('文件导入失败:Duplicate entry')).toBeInTheDocument();
    expect(onImported.mock.calls[0][0].summary).toBe('failed');
  });

  it('forgets its files when closed and reopened', async () => {
    const { pick, user, onClose, rerender } = setup();
    await pick(workbook('a.xlsx'));
    await screen.findByText('共 6 行数据');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<ImportDialog open={false} url={URL_IMPORT} onClose={onClose} />);
    rerender(<ImportDialog open url={URL_IMPORT} onClose={onClose} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

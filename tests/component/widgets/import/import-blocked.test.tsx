import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NotificationHost } from '@/ui/notify';
import { ImportDialog } from '@/widgets/import';
import { positionWorkbook, workbookBytes, XLSX_MIME } from '../../../e2e/fixtures/workbooks';
import { tryBadInput } from '../../../reliability/tally';
import { withServer } from '../../server-hooks';

configure({ asyncUtilTimeout: 10_000 });

const URL_IMPORT = '/sys/user/importExcel';
const server = setupServer();
withServer(server, 'error');

function answerImport(message: string) {
  const posted: string[] = [];
  server.use(
    http.post(`*/zw-lgb2${URL_IMPORT}`, () => {
      posted.push(URL_IMPORT);
      return HttpResponse.json({ success: true, message, code: 200, result: message, timestamp: 1 });
    }),
  );
  return posted;
}

function setup(required = ['登录账号', '真实名称']) {
  const onImported = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <ImportDialog open url={URL_IMPORT} requiredColumns={required} onClose={() => {}} onImported={onImported} />
      <NotificationHost />
    </>,
  );
  const dialog = () => screen.getByRole('dialog', { name: '导入EXCEL' });
  const pick = (file: File) => user.upload(screen.getByLabelText('选择导入文件'), file);
  const start = () => within(dialog()).getByRole('button', { name: '开始上传' });
  return { user, onImported, dialog, pick, start };
}

const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name, { type: XLSX_MIME });

describe('import preview with blocking problems', () => {
  it('keeps 开始上传 disabled and says why when the required headers are missing', async () => {
    await tryBadInput('import: wrong headers are blocked before upload', 'wrong', async () => {
      const posted = answerImport('共0行数据全部导入成功！');
      const { pick, start, dialog } = setup();
      await pick(file(workbookBytes({ headers: ['姓名', '账号'], rows: [['张三', 'zhangsan'], ['李四', 'lisi']] }), '用户.xlsx'));
      const card = await within(dialog()).findByRole('region', { name: '用户.xlsx' });
      expect(await within(card).findByText('表头缺少必填列「登录账号、真实名称」，无法导入，请按导出的格式修改表头')).toBeInTheDocument();
      expect(start()).toBeDisabled();
      expect(posted).toEqual([]);
    });
  });

  it('blocks a sheet without data rows and one where every row is bad', async () => {
    const { pick, start, dialog, user } = setup(['职务编码', '职务名称']);
    await pick(file(workbookBytes({ headers: ['职务编码', '职务名称'], rows: [] }), '空.xlsx'));
    expect(await within(dialog()).findByText('没有可导入的数据')).toBeInTheDocument();
    expect(start()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '移除 空.xlsx' }));
    await pick(file(positionWorkbook(2, { 0: 'noName', 1: 'noName' }), '全坏.xlsx'));
    expect(await within(dialog()).findByText('每一行都有问题，没有可导入的数据')).toBeInTheDocument();
    expect(start()).toBeDisabled();
  });

  it('still sends a sheet where only some rows are bad', async () => {
    answerImport('共3行数据全部导入成功！');
    const { pick, start, dialog } = setup(['职务编码', '职务名称']);
    await pick(file(positionWorkbook(4, { 1: 'noName' }), '部分.xlsx'));
    await within(dialog()).findByText('共 4 行数据 · 1 行有问题');
    expect(start()).toBeEnabled();
  });
});

describe('a 0-row import answer', () => {
  it('never shows 全部导入成功 and reports 没有可导入的数据 as a failure', async () => {
    await tryBadInput('import: a 0-row answer is not reported as success', 'wrong', async () => {
      answerImport('共0行数据全部导入成功！');
      const { pick, start, dialog, user, onImported } = setup(['职务编码', '职务名称']);
      await pick(file(positionWorkbook(2), '职务.xlsx'));
      await within(dialog()).findByText('共 2 行数据');
      await user.click(start());
      const card = within(dialog()).getByRole('region', { name: '职务.xlsx' });
      expect(await within(card).findByText('没有可导入的数据')).toBeInTheDocument();
      expect(within(card).getByText('导入失败')).toBeInTheDocument();
      expect(document.body.textContent).not.toContain('全部导入成功');
      expect(onImported.mock.calls[0][0].summary).toBe('failed');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NotificationHost } from '@/ui/notify';
import { ImportDialog } from '@/widgets/import';
import { tryBadInput } from '../../../reliability/tally';
import { workbookBytes, XLSX_MIME } from '../../../e2e/fixtures/workbooks';
import { withServer } from '../../server-hooks';

// Lazy chunks (SheetJS) and msw take longer than the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const URL_IMPORT = '/sys/user/importExcel';
const LOG_PATH = '/sys/common/static/logs/20260101/userImportExcelErrorLog1.txt';
const server = setupServer();
withServer(server, 'error');

/** The server's 201 with its error log, counting data rows from 1 as ImportExcelUtil does. */
function answerWithLog(log: string | null) {
  server.use(
    http.post(`*/zw-lgb2${URL_IMPORT}`, () =>
      HttpResponse.json({
        success: true,
        code: 201,
        message: '文件导入成功，但有错误。',
        timestamp: 1,
        result: { totalCount: 4, errorCount: 2, successCount: 2, msg: '总上传行数：4，已导入行数：2，错误行数：2', fileUrl: LOG_PATH, fileName: 'userImportExcelErrorLog1.txt' },
      }),
    ),
    http.get(`*/zw-lgb2${LOG_PATH}`, () => (log === null ? new HttpResponse(null, { status: 404 }) : new HttpResponse(log, { headers: { 'Content-Type': 'application/force-download' } }))),
  );
}

// Row 4: fine; row 5: blank (skipped by the server too); row 6: a taken username; row 7: no 登录账号; row 8: fine.
const rows = [['zhangsan', '张三'], [null, null], ['admin', '重名'], ['', '无账号'], ['lisi', '李四']];
const file = () => new File([workbookBytes({ headers: ['登录账号', '真实姓名', '机构编码'], rows }) as BlobPart], '用户.xlsx', { type: XLSX_MIME });

async function importFile() {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <ImportDialog open url={URL_IMPORT} requiredColumns={['登录账号', '真实姓名']} onClose={() => undefined} />
      <NotificationHost />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: '导入EXCEL' });
  await user.upload(screen.getByLabelText('选择导入文件'), file());
  const card = await within(dialog).findByRole('region', { name: '用户.xlsx' });
  await within(card).findByRole('table');
  // The preview flags row 7 before anything is sent.
  expect(within(card).getByRole('list', { name: '数据问题' })).toHaveTextContent('第7行 「登录账号」不能为空');
  await user.click(within(dialog).getByRole('button', { name: '开始上传' }));
  return card;
}

describe('ImportDialog error rows', () => {
  it("lists the refused rows under the preview's row numbers and names the cause of the server's 未知错误", async () => {
    answerWithLog('第 2 行：用户名已经存在，忽略导入。\n第 3 行：未知错误，忽略导入\n');
    const card = await importFile();
    const list = await within(card).findByRole('list', { name: '未导入的行' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['第6行 用户名已经存在，忽略导入。', '第7行 「登录账号」不能为空，忽略导入']);
    expect(within(card).getByRole('link', { name: '点击下载' })).toHaveAttribute('href', `/zw-lgb2${LOG_PATH}`);
  });

  it('keeps the download link alone when the error log cannot be read', async () => {
    await tryBadInput('import error log answers 404', 'wrong', async () => {
      answerWithLog(null);
      const card = await importFile();
      expect(await within(card).findByRole('link', { name: '点击下载' })).toBeInTheDocument();
      expect(within(card).queryByRole('list', { name: '未导入的行' })).toBeNull();
      expect(within(card).getByText('导入成功,但是有错误数据!')).toBeInTheDocument();
    });
  });
});

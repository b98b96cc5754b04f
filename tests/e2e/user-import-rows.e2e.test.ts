/**
 * 用户管理 → 导入 on the built demo: the refused rows are listed under the row numbers the preview
 * showed, an empty 登录账号 is named as the cause, and an imported user lands in the department of
 * its 机构编码 (the 部门 column of 用户管理 shows it).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoControl, loginAs, loginTo, openConsole } from './harness';
import { workbookBytes, XLSX_MIME } from './fixtures/workbooks';

const gridRow = (page: Page, username: string) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: username, exact: true }) });

describe('用户导入 (browser)', () => {
  it("lists refused rows by the preview's row numbers with a named cause, and files the user under its 机构编码", async () => {
    const { page, close } = await openConsole(loginTo('/isystem/user'));
    try {
      await demoControl(page, 'reset');
      await loginAs(page, 'admin', '123456', '/isystem/user');
      await page.getByText(/^1-10 共\d+ 条$/).waitFor();
      await page.getByRole('button', { name: '导入', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '导入EXCEL' });
      await dialog.waitFor();
      // Row 4 goes in; row 5 is blank; row 6 repeats admin; row 7 has no 登录账号.
      const rows = [['e2e_import_1', '导入甲', 'A01A02'], [null, null, null], ['admin', '重名', ''], ['', '无账号', '']];
      const bytes = workbookBytes({ headers: ['登录账号', '真实姓名', '机构编码'], rows, titles: ['用户信息', '导出人:管理员'] });
      await dialog.getByLabel('选择导入文件').setInputFiles({ name: '用户导入.xlsx', mimeType: XLSX_MIME, buffer: Buffer.from(bytes) });
      const card = dialog.getByRole('region', { name: '用户导入.xlsx' });
      await expect.poll(async () => (await card.getByRole('list', { name: '数据问题' }).textContent()) ?? '', { timeout: 15000 }).toContain('第7行 「登录账号」不能为空');

      await dialog.getByRole('button', { name: '开始上传' }).click();
      const refused = card.getByRole('list', { name: '未导入的行' });
      await refused.waitFor({ timeout: 15000 });
      expect(await refused.getByRole('listitem').allTextContents()).toEqual(['第6行 用户名已经存在，忽略导入。', '第7行 「登录账号」不能为空，忽略导入']);
      await dialog.getByRole('button', { name: '关闭' }).click();

      await page.getByRole('textbox', { name: '用户账号' }).fill('e2e_import_1');
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await page.getByText('1-1 共1 条', { exact: true }).waitFor();
      await expect.poll(async () => (await gridRow(page, 'e2e_import_1').textContent()) ?? '').toContain('政策法规处');
    } finally {
      await close();
    }
    // A reset, a sign-in, a worker parse and an upload with its log read: a busy machine needs more than 60 s.
  }, 150_000);
});

/**
 * Results tell the truth, on the built demo: a wrong-header import cannot be started, a text file
 * named .png is no avatar, an empty file is no attachment, full-width 排序 digits are kept, and
 * the user form refuses markup in 用户账号 and a 用户姓名 longer than its column.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withAdminOnList } from '../harness';
import { openNewUser } from '../user-dialog';
import { workbookBytes, XLSX_MIME } from '../fixtures/workbooks';
import { tryBadInput } from '../../reliability/tally';

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string;
    const res = await fetch(`/zw-lgb2${p}`, { headers: { 'X-Access-Token': token } });
    return (await res.json()) as T;
  }, path) as Promise<T>;
}

const openUserAdd = (page: Page) => openNewUser(page, { workNo: 'E2E777' });

describe('input truth (browser)', { timeout: 240_000 }, () => {
  it('用户管理 import with wrong headers: 开始上传 stays disabled and says why', async () => {
    await withAdminOnList('/isystem/user', async (page) => {
      await tryBadInput('e2e import: wrong headers in 用户管理', 'wrong', async () => {
        await page.getByRole('button', { name: '导入', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: '导入EXCEL' });
        const bytes = workbookBytes({ headers: ['姓名', '账号'], rows: [['张三', 'zhangsan'], ['李四', 'lisi']], titles: ['用户信息', '导出人:管理员'] });
        await dialog.getByLabel('选择导入文件').setInputFiles({ name: '用户.xlsx', mimeType: XLSX_MIME, buffer: Buffer.from(bytes) });
        await dialog.getByText(/表头缺少必填列「.+」，无法导入/).waitFor();
        expect(await dialog.getByRole('button', { name: '开始上传' }).isDisabled()).toBe(true);
        expect((await dialog.textContent()) ?? '').not.toContain('全部导入成功');
      });
    });
  });

  it('用户管理 avatar: a text file named .png is refused', async () => {
    await withAdminOnList('/isystem/user', async (page) => {
      await tryBadInput('e2e upload: fake .png avatar', 'wrong', async () => {
        const dialog = await openUserAdd(page);
        await dialog.getByLabel('上传', { exact: true }).setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
        await page.getByText('文件内容与扩展名不符，请选择真实的图片文件').first().waitFor();
        expect(await dialog.getByRole('list', { name: '已上传图片' }).getByRole('listitem').count()).toBe(0);
      });
    });
  });

  it('通知公告 attachment: a 0-byte file is refused', async () => {
    await withAdminOnList('/content/notice', async (page) => {
      await tryBadInput('e2e upload: 0-byte attachment', 'wrong', async () => {
        await page.getByRole('button', { name: '新增', exact: true }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByLabel('点击上传', { exact: true }).setInputFiles({ name: '空文件.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
        await page.getByText('不能上传空文件').first().waitFor();
        expect(await form.getByText('空文件.pdf').count()).toBe(0);
      });
    });
  });

  it('通知公告 排序 typed as full-width １０ is saved as 10', async () => {
    await withAdminOnList('/content/notice', async (page) => {
      await tryBadInput('e2e number: full-width 排序', 'loss', async () => {
        const title = '全角排序公告';
        await page.getByRole('button', { name: '新增', exact: true }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByRole('textbox', { name: /标题/ }).fill(title);
        const sort = form.getByRole('textbox', { name: /排序/ });
        await sort.fill('');
        await sort.pressSequentially('１０');
        expect(await sort.inputValue()).toBe('10');
        await form.getByRole('button', { name: '确定', exact: true }).click();
        await page.getByText('添加成功！').waitFor();
        const listed = await api<{ result: { records: Array<{ title: string; sortNo: number | null }> } }>(page, `/content/notice/list?title=${encodeURIComponent(title)}`);
        expect(listed.result.records.find((r) => r.title === title)?.sortNo).toBe(10);
      });
    });
  });

  it('用户管理 add refuses <img …> as 用户账号 and a 10,000-character 用户姓名', async () => {
    await withAdminOnList('/isystem/user', async (page) => {
      const dialog = await openUserAdd(page);
      await tryBadInput('e2e user: <img> username', 'wrong', async () => {
        await dialog.getByRole('textbox', { name: /用户账号/ }).fill('<img src=x onerror=alert(1)>');
        await dialog.getByRole('textbox', { name: /用户姓名/ }).fill('浏览器测试');
        await dialog.getByRole('button', { name: '提交', exact: true }).click();
        await dialog.getByText('只允许字母、数字、下划线').waitFor();
      });
      await tryBadInput('e2e user: 10,000-character 用户姓名', 'wrong', async () => {
        await dialog.getByRole('textbox', { name: /用户账号/ }).fill('e2e_longname');
        await dialog.getByRole('textbox', { name: /用户姓名/ }).fill('长'.repeat(10_000));
        await dialog.getByRole('button', { name: '提交', exact: true }).click();
        await dialog.getByText('最大长度100位字符').waitFor();
        expect(await page.getByRole('dialog', { name: '新增用户' }).isVisible()).toBe(true);
        const found = await api<{ result: { records: unknown[] } }>(page, '/sys/user/list?username=e2e_longname');
        expect(found.result.records).toHaveLength(0);
      });
    });
  });
});

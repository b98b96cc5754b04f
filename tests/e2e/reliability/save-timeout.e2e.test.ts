/**
 * A content add whose answer comes after the client timed out, although the item was stored (built
 * demo): the form says the first attempt may have landed, checks, and the item exists exactly once.
 * The fault is the demo server's slow answer: the service worker answers in the page.
 */
import { describe, expect, it } from 'vitest';
import { demoControl, withAdminOnList } from '../harness';
import { tryBadInput } from '../../reliability/tally';

const LINKS = '/links/friendshipLink';
const TITLE = '超时验证链接';
const CHECKING = '保存请求超时，第一次提交可能已经成功。正在核对…';
const SLOW = { timeout: 30_000 };

describe('timed-out content save (browser)', () => {
  it('友情链接 新增 answered after the timeout: the notice, the check, exactly one item', { timeout: 240_000 }, async () => {
    await withAdminOnList(
      LINKS,
      async (page) => {
        await tryBadInput('browser: content add timed out but landed', 'wrong', async () => {
          await page.getByRole('button', { name: '新增', exact: true }).click();
          const dialog = page.getByRole('dialog', { name: '新增' });
          await dialog.getByRole('textbox', { name: /标题/ }).fill(TITLE);
          await dialog.getByRole('textbox', { name: /链接地址/ }).fill('https://timeout.example.gov.cn/');
          // The client gives up after 9 s; the server stores the item and answers after 12 s. The check
          // (the list by title) answers late enough for the notice to be seen.
          await demoControl(page, 'faults', { slowAnswerPath: '/content/friendshipLink/add', slowAnswerMs: 12_000 });
          await demoControl(page, 'faults', { slowAnswerPath: '/content/friendshipLink/list', slowAnswerMs: 3_000 });
          const ok = dialog.getByRole('button', { name: '确定' });
          await ok.click();
          await dialog.getByText(CHECKING).waitFor({ timeout: 20_000 });
          expect(await ok.isDisabled()).toBe(true);
          // The check finds the item: the form closes as saved. Were it offered again, 确定 would be pressed.
          const saved = page.getByText('已保存成功').first();
          const offered = dialog.getByText('核对结果：第一次提交没有保存，可以再次点击确定保存。');
          await expect.poll(async () => (await saved.isVisible()) || (await offered.isVisible()), SLOW).toBe(true);
          if (await offered.isVisible()) {
            await ok.click();
            await page.getByText('添加成功！').first().waitFor();
          }
          await dialog.waitFor({ state: 'hidden' });
          await page.getByRole('textbox', { name: '标题' }).fill(TITLE);
          await page.getByRole('button', { name: '查询', exact: true }).click();
          await page.getByText('1-1 共1 条', { exact: true }).waitFor();
          expect(await page.getByRole('row').filter({ hasText: TITLE }).count()).toBe(1);
        });
      },
      { reset: true },
    );
  });
});

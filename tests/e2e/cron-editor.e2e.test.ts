/**
 * The cron demo in a real browser: build `0 30 9 LW * ? *` through the tabs (no typing in the expression),
 * see the first run in the preview, press OK and see the emitted value.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { format } from 'date-fns';
import { loginAs, loginTo, openConsole, type ConsoleSession } from './harness';
import { nextRuns } from '@/lib/cron/quartz';

let session: ConsoleSession | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

/** In the "specify" checkbox list of a tab: check `on`, then uncheck the default `off`. */
async function pickOnly(page: Page, group: string, on: string, off: string) {
  const dialog = page.getByRole('dialog', { name: 'Cron表达式' });
  const list = dialog.getByRole('group', { name: group });
  await list.getByRole('checkbox', { name: on, exact: true }).check();
  await list.getByRole('checkbox', { name: off, exact: true }).uncheck();
}

describe('cron editor demo', () => {
  it('builds the last-weekday 09:30 schedule through the tabs and emits it on OK', async () => {
    session = await openConsole(loginTo('/demo/cron'));
    const { page } = session;
    await loginAs(page, 'admin', '123456', '/demo/cron');

    await page.getByRole('textbox', { name: '定时任务的Cron表达式' }).waitFor();
    // the first editor on the page is the 定时任务 one (default 800px dialog)
    await page.getByRole('button', { name: '选择', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cron表达式' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const expression = dialog.getByRole('textbox', { name: '表达式' });
    expect(await expression.inputValue()).toBe('* * * * * ? *');

    await dialog.getByRole('tab', { name: '秒', exact: true }).click();
    await dialog.getByRole('radio', { name: '秒指定' }).check();
    // 指定 starts with nothing ticked, so the preview empties half a second later; the boxes must not move meanwhile.
    const zero = dialog.getByRole('group', { name: '指定秒' }).getByRole('checkbox', { name: '00', exact: true });
    const before = await zero.boundingBox();
    const preview = dialog.getByRole('region', { name: '近十次执行时间（不含年）' });
    await expect.poll(() => preview.getByText('无执行时间').isVisible()).toBe(true);
    expect(await zero.boundingBox()).toEqual(before);
    await zero.check();

    await dialog.getByRole('tab', { name: '分', exact: true }).click();
    await dialog.getByRole('radio', { name: '分指定' }).check();
    await pickOnly(page, '指定分', '30', '00');

    await dialog.getByRole('tab', { name: '时', exact: true }).click();
    await dialog.getByRole('radio', { name: '时指定' }).check();
    await pickOnly(page, '指定时', '09', '00');

    await dialog.getByRole('tab', { name: '日', exact: true }).click();
    await dialog.getByRole('radio', { name: '本月最后一个工作日' }).check();

    await expect.poll(() => expression.inputValue()).toBe('0 30 9 LW * ? *');
    await expect.poll(() => dialog.getByText('每月最后一个工作日 09:30:00 执行').isVisible()).toBe(true);

    // the browser and this process share the machine's time zone
    const [first] = nextRuns('0 30 9 LW * ? *', new Date(), 1);
    await expect.poll(() => preview.getByRole('listitem').first().textContent(), { timeout: 5000 }).toBe(format(first, 'yyyy-MM-dd HH:mm:ss'));

    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByLabel('定时任务 的值').textContent()).toBe('值：0 30 9 LW * ? *');
  });
});

/**
 * 信息审核 in the built demo, as admin: reject a waiting item with a reason
 * (it leaves 待审核 and shows 已驳回 under 已驳回), then approve another.
 * Needs the content seed (≥ 5 待审核 items per area). A second flow goes the
 * whole way: the editor submits a draft from 通知公告, cannot decide it herself,
 * admin rejects it, and the editor finds it 已驳回 with the reason in her list.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, demoControl, loginAs, loginTo, logout, openConsole } from './harness';

const AUDIT = '/audit/info';

/** N of the pager's "a-b 共N 条". */
async function total(page: Page): Promise<number> {
  const text = (await page.getByText(/共\d+ 条$/).first().textContent()) ?? '';
  return Number(/共(\d+) 条/.exec(text)?.[1] ?? Number.NaN);
}

/** The number under one of the header figures (待审核 / 今日通过 / 今日驳回). */
async function figure(page: Page, label: string): Promise<number> {
  const text = (await page.getByRole('group', { name: label }).textContent()) ?? '';
  return Number(/(\d+)$/.exec(text)?.[1] ?? Number.NaN);
}

const dataRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('gridcell') });

async function search(page: Page, title: string): Promise<void> {
  const box = page.getByRole('textbox', { name: '标题' });
  await box.fill(title);
  await page.getByRole('button', { name: '查询', exact: true }).click();
}

describe('information audit (信息审核)', () => {
  it('rejects a waiting item with a reason, finds it under 已驳回, and approves another', async () => {
    const { page, close } = await openConsole();
    try {
      await demoControl(page, 'reset');
      await page.reload();
      await loginAs(page, 'admin', '123456', AUDIT);
      await expect.poll(() => page.getByRole('tab', { name: '待审核' }).getAttribute('aria-selected')).toBe('true');
      await dataRows(page).first().waitFor();
      const pendingBefore = await total(page);
      expect(pendingBefore).toBeGreaterThan(1);

      // Narrow the queue to the first item's title, so its disappearance is visible whatever the seed holds.
      const first = dataRows(page).first();
      const title = ((await first.locator('[data-field="title"]').textContent()) ?? '').trim();
      expect(title).not.toBe('');
      await search(page, title);
      // The previous page stays on screen while the filtered one loads: wait until only matches are shown.
      await expect.poll(() => dataRows(page).filter({ hasNotText: title }).count()).toBe(0);
      await expect.poll(() => total(page)).toBeLessThan(pendingBefore);
      expect(await total(page)).toBeGreaterThan(0);
      const sameTitle = await total(page);

      await dataRows(page).first().getByRole('button', { name: '审核', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '信息审核' });
      await dialog.getByRole('heading', { name: title }).waitFor();
      await dialog.getByRole('button', { name: '驳回', exact: true }).click();
      await dialog.getByText('请填写驳回原因').waitFor();
      await dialog.getByRole('textbox', { name: '驳回原因' }).fill('配图与正文不符，请更换后重新提交');
      await dialog.getByRole('button', { name: '驳回', exact: true }).click();
      await page.getByText('驳回成功！').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => total(page)).toBe(sameTitle - 1);

      // Under 已驳回 (the title filter is kept): the item with its chip and, in the modal, the reason.
      await page.getByRole('tab', { name: '已驳回' }).click();
      await expect.poll(() => total(page)).toBeGreaterThan(0);
      const rejected = dataRows(page).filter({ hasText: title }).first();
      await expect.poll(() => rejected.textContent()).toContain('已驳回');
      await rejected.getByRole('button', { name: '查看', exact: true }).click();
      await dialog.getByText(/配图与正文不符/).first().waitFor();
      expect(await dialog.getByRole('button', { name: '审核通过' }).count()).toBe(0);
      await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
      await dialog.waitFor({ state: 'hidden' });

      // Approve another waiting item.
      await page.getByRole('tab', { name: '待审核' }).click();
      await page.getByRole('button', { name: '重置', exact: true }).click();
      await expect.poll(() => total(page)).toBe(pendingBefore - 1);
      await expect.poll(() => figure(page, '待审核')).toBe(pendingBefore - 1);
      const passedBefore = await figure(page, '今日通过');
      await dataRows(page).first().getByRole('button', { name: '审核', exact: true }).click();
      await dialog.getByRole('button', { name: '审核通过', exact: true }).click();
      await page.getByText('审核通过！').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => total(page)).toBe(pendingBefore - 2);
      await expect.poll(() => figure(page, '今日通过')).toBe(passedBefore + 1);
      expect(await figure(page, '待审核')).toBe(pendingBefore - 2);
    } finally {
      await close();
    }
  });

  it('an editor submits a draft, cannot decide it, admin rejects it, and the editor sees why', async () => {
    const { page, close } = await openConsole(loginTo('/content/notice'));
    try {
      await demoControl(page, 'reset');
      // The reset forgot the captcha the login page already asked for.
      await page.reload();
      await loginAs(page, 'editor', '123456', '/content/notice');
      const draft = dataRows(page).filter({ has: page.getByRole('button', { name: '提交审核', exact: true }) }).first();
      await draft.waitFor();
      const title = ((await draft.locator('[data-field="title"]').textContent()) ?? '').trim();
      expect(title).not.toBe('');
      await draft.getByRole('button', { name: '提交审核', exact: true }).click();
      await page.getByRole('dialog', { name: '确认提交审核?' }).getByRole('button', { name: '确定' }).click();
      await page.getByText('提交成功，等待审核').waitFor();
      const row = dataRows(page).filter({ hasText: title }).first();
      await expect.poll(() => row.textContent()).toContain('待审核');

      // The editor sees the queue (menu granted) but holds neither 审核通过 nor 驳回.
      await page.goto(BASE_URL + AUDIT);
      await search(page, title);
      await expect.poll(() => dataRows(page).filter({ hasNotText: title }).count()).toBe(0);
      await dataRows(page).first().getByRole('button', { name: '审核', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '信息审核' });
      await dialog.getByRole('heading', { name: title }).waitFor();
      // The trail already holds the submission.
      await dialog.getByText('李文静').first().waitFor();
      expect(await dialog.getByRole('button', { name: '审核通过' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: '驳回', exact: true }).count()).toBe(0);
      await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();

      await logout(page);
      await loginAs(page, 'admin', '123456', AUDIT);
      await search(page, title);
      await expect.poll(() => dataRows(page).filter({ hasNotText: title }).count()).toBe(0);
      await dataRows(page).first().getByRole('button', { name: '审核', exact: true }).click();
      await dialog.getByRole('heading', { name: title }).waitFor();
      await dialog.getByRole('textbox', { name: '驳回原因' }).fill('标题需注明发文单位');
      await dialog.getByRole('button', { name: '驳回', exact: true }).click();
      await page.getByText('驳回成功！').waitFor();

      await logout(page);
      await loginAs(page, 'editor', '123456', '/content/notice');
      const rejected = dataRows(page).filter({ hasText: title }).first();
      await expect.poll(() => rejected.textContent()).toContain('已驳回');
      await rejected.getByLabel(/^驳回原因：标题需注明发文单位/).waitFor();
      // Rejected items can be corrected and sent again.
      expect(await rejected.getByRole('button', { name: '提交审核', exact: true }).count()).toBe(1);
    } finally {
      await close();
    }
  });

  it('shows a seeded item\'s 来源 and its attachments as working download links', async () => {
    const { page, close } = await openConsole();
    try {
      await demoControl(page, 'reset');
      await page.reload();
      await loginAs(page, 'admin', '123456', AUDIT);
      await dataRows(page).first().waitFor();
      // The newest notice of the seed: waiting, with a source and two attachments.
      const title = '年度机关作风建设工作的通知';
      await search(page, title);
      await expect.poll(() => dataRows(page).filter({ hasNotText: title }).count()).toBe(0);
      await dataRows(page).first().getByRole('button', { name: '审核', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '信息审核' });
      await dialog.getByRole('heading', { name: new RegExp(title) }).waitFor();

      const source = dialog.locator('dt', { hasText: /^来源$/ }).locator('xpath=following-sibling::dd[1]');
      await expect.poll(async () => ((await source.textContent()) ?? '').trim()).toMatch(/^(本局|省|人民网|新华网|市州局)/);

      const links = dialog.getByRole('list', { name: '附件' }).getByRole('link');
      await expect.poll(() => links.allTextContents()).toEqual(['机关作风建设办理指南_1.txt', '机关作风建设申请表_1.txt']);
      const href = (await links.first().getAttribute('href')) ?? '';
      expect(href).toContain('/sys/common/static/content/seed/files/');
      // The link downloads the file the fake backend holds for it.
      const status = await page.evaluate(async (url) => (await fetch(url)).status, href);
      expect(status).toBe(200);
    } finally {
      await close();
    }
  });
});

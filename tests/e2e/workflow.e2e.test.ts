/**
 * Workflow in the built demo: admin starts a 采购审批 with its first step
 * assigned to jeecg (picked in the user picker), logs out; jeecg finds the
 * task under 流转记录 → 我的待办, approves it, sees the instance move on to
 * the next step (财务审核, also jeecg's), approves that too, and the trail and
 * the instance list show it 已完成.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, demoControl, loginAs, openConsole, readCaptcha, logout } from './harness';

const START = '/workflow/processInstantiation';
const CIRCULATION = '/workflow/circulation';

/** jeecg belongs to two tenants and two departments: the login asks which, take the first of each. */
async function loginAsJeecg(page: Page): Promise<void> {
  await page.getByLabel('用户名', { exact: true }).fill('jeecg');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByLabel('验证码', { exact: true }).fill(await readCaptcha(page));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const chooser = page.getByRole('dialog');
  await chooser.waitFor();
  for (const name of ['租户', '部门']) {
    const select = chooser.getByRole('combobox', { name });
    if ((await select.count()) === 0) continue;
    await select.click();
    await page.getByRole('option').first().click();
  }
  await chooser.getByRole('button', { name: '确认' }).click();
  await page.waitForURL(/\/dashboard\/analysis/);
  await page.getByRole('navigation', { name: '主菜单' }).waitFor();
}

const circulationTab = (page: Page, name: string) => page.getByRole('tablist', { name: '流转分类' }).getByRole('tab', { name });
const dataRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('gridcell') });

async function filterByTitle(page: Page, label: string, title: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(title);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect.poll(() => dataRows(page).filter({ hasNotText: title }).count()).toBe(0);
}

describe('workflow (browser)', () => {
  it('starts a process as admin and approves it as the assignee jeecg until it is 已完成', async () => {
    const { page, close } = await openConsole();
    const title = `E2E采购-${Date.now()}`;
    try {
      await demoControl(page, 'reset');
      // The reset also forgets the captcha the login page already shows: load a fresh one.
      await page.reload();
      await page.getByLabel('用户名', { exact: true }).waitFor();
      await loginAs(page, 'admin', '123456', START);
      await page.getByText(/^1-10 共20 条$/).waitFor();
      await page.getByRole('button', { name: '发起流程' }).click();
      const dialog = page.getByRole('dialog', { name: '发起流程' });
      await dialog.getByRole('combobox', { name: '流程' }).click();
      await page.getByRole('option', { name: '采购审批' }).click();
      await dialog.getByText('采购申请单 v1').waitFor();
      await dialog.getByRole('textbox', { name: '标题' }).fill(title);
      await dialog.getByRole('textbox', { name: '采购物品' }).fill('笔记本电脑');
      await dialog.getByRole('textbox', { name: '数量' }).fill('2');
      await dialog.getByRole('textbox', { name: '预算金额（元）' }).fill('12000');
      await dialog.getByRole('button', { name: '选择用户' }).click();
      const picker = page.getByRole('dialog', { name: '根据部门选择用户' });
      await picker.getByPlaceholder('请输入账号').fill('jeecg');
      await picker.getByRole('button', { name: '查询', exact: true }).click();
      await picker.getByRole('cell', { name: '陈晓明' }).click();
      await picker.getByRole('button', { name: '确认' }).click();
      await expect.poll(() => dialog.getByRole('textbox', { name: '经办人审核办理人' }).inputValue()).toBe('陈晓明');
      await dialog.getByRole('button', { name: '发起', exact: true }).click();
      await page.getByText('流程已发起').waitFor();
      await page.getByText(/^1-10 共21 条$/).waitFor();
      await logout(page);

      await loginAsJeecg(page);
      await page.goto(BASE_URL + CIRCULATION);
      await expect.poll(() => circulationTab(page, '我的待办').getAttribute('aria-selected')).toBe('true');
      await filterByTitle(page, '标题', title);
      const task = dataRows(page).first();
      await expect.poll(() => task.textContent()).toContain('经办人审核');
      await task.getByRole('button', { name: '办理' }).click();
      const handle = page.getByRole('dialog', { name: `办理：${title}` });
      await handle.getByRole('button', { name: '通过', exact: true }).click();
      await page.getByText('办理成功').first().waitFor();
      await handle.waitFor({ state: 'hidden' });

      // The instance moved on: the next step (财务审核) is jeecg's too.
      await expect.poll(() => dataRows(page).first().textContent()).toContain('财务审核');
      await dataRows(page).first().getByRole('button', { name: '办理' }).click();
      await handle.getByRole('button', { name: '通过', exact: true }).click();
      await handle.waitFor({ state: 'hidden' });
      await expect.poll(() => dataRows(page).count()).toBe(0);

      await circulationTab(page, '流转记录').click();
      await filterByTitle(page, '流程实例', title);
      await expect.poll(() => dataRows(page).count()).toBe(3);
      const actions = await dataRows(page).locator('[data-field="actionName"]').allTextContents();
      expect(actions.map((a) => a.trim()).sort()).toEqual(['发起', '通过', '通过'].sort());

      await page.goto(BASE_URL + START);
      await filterByTitle(page, '标题', title);
      await expect.poll(() => dataRows(page).first().textContent()).toContain('已完成');
    } finally {
      await close();
    }
    // Two sign-ins, a start and two approvals through the built demo: longer than one screen's test.
  }, 120_000);
});

/** 用户管理's 新增用户 dialog as an administrator fills it in the browser. */
import type { Locator, Page } from 'playwright-core';

/**
 * Presses 新增 and fills the dialog: the account and name only when given (a test may want to type
 * its own), the password twice as the form asks, and the work number.
 */
export async function openNewUser(page: Page, values: { username?: string; realname?: string; workNo: string }): Promise<Locator> {
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  if (values.username !== undefined) await dialog.getByRole('textbox', { name: /用户账号/ }).fill(values.username);
  await dialog.getByLabel(/登录密码/).fill('Abc@12345');
  await dialog.getByLabel(/确认密码/).fill('Abc@12345');
  if (values.realname !== undefined) await dialog.getByRole('textbox', { name: /用户姓名/ }).fill(values.realname);
  await dialog.getByRole('textbox', { name: /工号/ }).fill(values.workNo);
  return dialog;
}

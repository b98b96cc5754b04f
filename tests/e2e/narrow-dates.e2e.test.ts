/**
 * One date input, also on a phone: at 390 px the query form's date range, 高级查询's date value and
 * the 系统通告 form's date-times are MUI X pickers (no browser date fields) and each stays inside
 * its card or dialog instead of running off its right edge.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, loginAs, openConsole } from './harness';

interface Overflow {
  label: string;
  right: number;
  containerRight: number;
}

/** Picker fields (MUI X renders each as a labelled group) whose right edge passes their card's or dialog's. */
async function pickersOutsideTheirCard(page: Page, scope: string): Promise<{ pickers: number; outside: Overflow[] }> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) throw new Error(`no ${sel}`);
    const groups = Array.from(root.querySelectorAll<HTMLElement>('.MuiPickersInputBase-root, .MuiPickersSectionList-root'))
      .map((el) => el.closest<HTMLElement>('.MuiFormControl-root, .MuiPickersTextField-root') ?? el)
      .filter((el, i, all) => all.indexOf(el) === i && el.checkVisibility());
    const outside = groups.flatMap((el) => {
      const box = el.getBoundingClientRect();
      const container = el.closest<HTMLElement>('.MuiDialog-paper, .MuiPopover-paper, .MuiPaper-root') ?? document.body;
      const c = container.getBoundingClientRect();
      const label = el.querySelector('label')?.textContent ?? el.getAttribute('aria-label') ?? '';
      return box.right > c.right + 1 || box.left < c.left - 1 || box.right > window.innerWidth ? [{ label, right: Math.round(box.right), containerRight: Math.round(c.right) }] : [];
    });
    return { pickers: groups.length, outside };
  }, scope);
}

const nativeDateInputs = (page: Page) => page.locator('input[type="date"], input[type="datetime-local"], input[type="time"], input[type="month"]').count();

describe('date inputs at 390 px', () => {
  it('query range, 高级查询 and 系统通告 form: pickers only, each inside its card', async () => {
    const { page, close } = await openConsole();
    try {
      await loginAs(page);
      await page.setViewportSize({ width: 390, height: 844 });

      await page.goto(BASE_URL + '/isystem/role');
      const from = page.getByRole('group', { name: '创建时间（起）' });
      await from.waitFor();
      expect(await nativeDateInputs(page)).toBe(0);
      const query = await pickersOutsideTheirCard(page, 'main [role="tabpanel"]:not([hidden])');
      expect(query.pickers).toBeGreaterThanOrEqual(2);
      expect(query.outside).toEqual([]);

      // 高级查询: a date condition gets a date picker, inside the dialog.
      await page.getByRole('button', { name: '高级查询', exact: true }).click();
      const advanced = page.getByRole('dialog', { name: '高级查询构造器' });
      const condition = advanced.getByRole('group', { name: '条件 1' });
      await condition.getByRole('combobox', { name: /查询字段/ }).click();
      await page.getByRole('option', { name: '创建时间', exact: true }).click();
      await advanced.locator('.MuiPickersSectionList-root').first().waitFor();
      expect(await nativeDateInputs(page)).toBe(0);
      const inDialog = await pickersOutsideTheirCard(page, '[role="dialog"]');
      expect(inDialog.pickers).toBeGreaterThanOrEqual(1);
      expect(inDialog.outside).toEqual([]);

      await page.keyboard.press('Escape');
      await advanced.waitFor({ state: 'detached' });

      await page.goto(BASE_URL + '/isystem/annountCement');
      await page.getByRole('button', { name: '新增' }).first().click();
      const form = page.getByRole('dialog');
      await form.waitFor();
      await form.getByRole('group').first().waitFor();
      expect(await nativeDateInputs(page)).toBe(0);
      const dialog = await pickersOutsideTheirCard(page, '[role="dialog"]');
      expect(dialog.pickers).toBeGreaterThanOrEqual(2);
      expect(dialog.outside).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});

/**
 * Steps on the console's list screens (query form, grid, 新增 / 编辑 dialog, 删除 confirm) that many
 * area tests take the same way, so a change to the list layout is made once.
 */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEventSession } from './screen-harness';

/** The first grid row whose text includes `text`. */
export const rowWith = (text: string): HTMLElement => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;

/** Opens the toolbar's 新增 dialog. */
export async function openNewDialog(user: UserEventSession): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: '新增' }));
  return screen.findByRole('dialog', { name: '新增' });
}

/** Opens 新增 and presses 确定 on the empty form: every message listed must show in the dialog. */
export async function submitEmptyNewDialog(user: UserEventSession, requiredMessages: readonly string[]): Promise<HTMLElement> {
  const dialog = await openNewDialog(user);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  for (const m of requiredMessages) expect(await within(dialog).findByText(m)).toBeInTheDocument();
  return dialog;
}

/** Types a value the backend already holds into `field`, sees the duplicate check refuse it on leaving the field, then types a free one. */
export async function typeTakenThenFree(user: UserEventSession, dialog: HTMLElement, field: HTMLElement, taken: string, free: string): Promise<void> {
  await user.type(field, taken);
  await user.tab();
  expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, free);
}

/** Presses 确定 in the open 确定删除吗? confirm. */
export async function confirmDelete(user: UserEventSession): Promise<void> {
  await user.click(within(await screen.findByRole('dialog', { name: '确定删除吗?' })).getByRole('button', { name: '确定' }));
}

/** Presses the row's 删除 and confirms. */
export async function deleteRow(user: UserEventSession, row: HTMLElement): Promise<void> {
  await user.click(within(row).getByRole('button', { name: '删除' }));
  await confirmDelete(user);
}

/**
 * The 流程实例化 start dialog as a person drives it: the seeded list of twenty instances first, then
 * 发起流程, a process chosen from its select, and 处室审核's assignee picked in the user picker.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Waits for the seeded list, presses 发起流程 and answers its dialog. */
export async function openStartDialog(user: User): Promise<HTMLElement> {
  expect(await screen.findByText('1-10 共20 条')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '发起流程' }));
  return screen.findByRole('dialog', { name: '发起流程' });
}

/** Picks `option` in the dialog's select labelled `label`. */
export async function choose(user: User, dialog: HTMLElement, label: RegExp, option: string): Promise<void> {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Chooses 发文审批 and waits for its bound form, 发文审批单 v1. */
export async function chooseDocumentApproval(user: User, dialog: HTMLElement): Promise<void> {
  await choose(user, dialog, /流程/, '发文审批');
  await screen.findByText('发文审批单 v1');
}

/** 处室审核's assignee: jeecg (陈晓明), found by account in the department user picker. */
export async function pickOfficeReviewer(user: User, dialog: HTMLElement): Promise<void> {
  const pickerRow = within(dialog).getByRole('textbox', { name: '处室审核办理人' }).closest('div.MuiFormControl-root') as HTMLElement;
  await user.click(within(pickerRow).getByRole('button', { name: '选择用户' }));
  const picker = await screen.findByRole('dialog', { name: '根据部门选择用户' });
  await user.type(within(picker).getByPlaceholderText('请输入账号'), 'jeecg');
  await user.click(within(picker).getByRole('button', { name: '查询' }));
  await user.click(await within(picker).findByText('陈晓明'));
  await user.click(within(picker).getByRole('button', { name: '确认' }));
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '处室审核办理人' })).toHaveValue('陈晓明'));
}

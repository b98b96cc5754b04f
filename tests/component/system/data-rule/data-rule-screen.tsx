/** The 数据规则 screen and its menu picker, shared by the page and save-timeout tests. */
import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import PermissionDataRuleListPage from '@/features/system/data-rule/PermissionDataRuleListPage';
import { expanderOf, findTreeItem } from '../../widgets/pickers/helpers';
import { renderScreen, type UserEventSession } from '../../screen-harness';

export function renderDataRulePage(): UserEventSession {
  return renderScreen('/isystem/dataRule', <PermissionDataRuleListPage title="数据规则" component="system/PermissionDataRuleList" />);
}

const label = (item: HTMLElement) => item.querySelector<HTMLElement>(':scope > .MuiTreeItem-content .MuiTreeItem-label')!;

/** Picks `page` under `group` in the 菜单 field, checking on the way that a group cannot be picked. */
export async function pickPage(user: UserEventSession, group: string, page: string): Promise<void> {
  const field = await screen.findByRole('combobox', { name: '菜单' });
  await waitFor(() => expect(field).toBeEnabled());
  await user.click(field);
  const before = (field as HTMLInputElement).value;
  const branch = await findTreeItem(group);
  // A group is not a page: picking it leaves the field as it was.
  await user.click(label(branch));
  expect(field).toHaveValue(before);
  if (!screen.queryByRole('tree')) await user.click(field);
  await user.click(expanderOf(await findTreeItem(group)));
  await user.click(label(await findTreeItem(page)));
  await waitFor(() => expect(field).toHaveValue(page));
}

/** 排序 typed with full-width digits is saved as the number, and text that is no number is refused. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import ContentAreaScreen from '@/features/content/ContentAreaScreen';
import { contentTable } from '@fake/db/content';
import { tryBadInput } from '../../reliability/tally';
import { contentServer, resetWithContent } from './content-server';
import { renderScreen, withFakeBackend } from '../screen-harness';
import { openNewDialog } from '../list-screen';

withFakeBackend({ server: contentServer, reset: resetWithContent, signIn: 'admin' });

async function openAdd() {
  const user = renderScreen('/content/x', <ContentAreaScreen title="友情链接" component="content/FriendshipLinkList" />);
  await screen.findByText(/^1-10 共\d+ 条$/);
  const dialog = await openNewDialog(user);
  const fill = async (name: RegExp, text: string) => {
    const field = within(dialog).getByRole('textbox', { name });
    await user.clear(field);
    await user.click(field);
    await user.paste(text);
  };
  return { user, dialog, fill };
}

describe('排序 with full-width digits', () => {
  it('turns １０ into 10 and saves 10', async () => {
    await tryBadInput('content: full-width 排序 １０', 'loss', async () => {
      const { user, dialog, fill } = await openAdd();
      await fill(/标题/, '全角排序链接');
      await fill(/链接地址/, 'https://example.gov.cn/');
      await fill(/排序/, '１０');
      expect(within(dialog).getByRole('textbox', { name: /排序/ })).toHaveValue('10');
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await screen.findByText('添加成功！')).toBeInTheDocument();
      await waitFor(() => expect(contentTable.findFirst((q) => q.where({ title: '全角排序链接' }))?.sortNo).toBe(10));
    });
  }, 90_000);

  it('refuses 排序 text that is still no number, and keeps the dialog open', async () => {
    await tryBadInput('content: 排序 that is not a number', 'wrong', async () => {
      const { user, dialog, fill } = await openAdd();
      await fill(/标题/, '错误排序链接');
      await fill(/链接地址/, 'https://example.gov.cn/');
      await fill(/排序/, '十');
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText('请输入非负整数')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: '新增' })).toBeInTheDocument();
      expect(contentTable.findFirst((q) => q.where({ title: '错误排序链接' }))).toBeFalsy();
    });
  }, 90_000);
});

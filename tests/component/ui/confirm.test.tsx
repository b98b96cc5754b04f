/**
 * The confirm dialog's code loads on the first confirm: the dialog opens once it is in, and a
 * failed load is reported instead of leaving the user's click without an answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_CODE_FAILED, ConfirmProvider, confirmDialogCode, useConfirm } from '@/ui/dialogs/confirm';
import { NotificationHost } from '@/ui/notify/NotificationHost';

function LogoutButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button type="button" onClick={() => void confirm({ title: '真的要注销登录吗？' }).then((ok) => setAnswer(ok ? '已确定' : '已取消'))}>
        退出登录
      </button>
      <output aria-label="回答">{answer}</output>
    </>
  );
}

function renderWithConfirm() {
  return render(
    <ConfirmProvider>
      <LogoutButton />
      <NotificationHost />
    </ConfirmProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('confirm()', () => {
  it('opens the dialog and answers with the button pressed', async () => {
    const user = userEvent.setup();
    renderWithConfirm();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog', { name: '真的要注销登录吗？' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByLabelText('回答')).toHaveTextContent('已确定'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the page could not load its code, answers no, and opens the dialog on the next try', async () => {
    const user = userEvent.setup();
    const load = vi.spyOn(confirmDialogCode, 'preload').mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/ConfirmDialog.js'));
    renderWithConfirm();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByText(CONFIRM_CODE_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('回答')).toHaveTextContent('已取消'));
    expect(screen.queryByRole('dialog', { name: '真的要注销登录吗？' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('dialog', { name: '真的要注销登录吗？' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/**
 * 个人设置 → 基本设置 keeps what the user typed: after a dead session the same user's 恢复草稿 brings
 * it back into the page, and a later fresh read of the account does not overwrite it.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@/session/drafts';
import BaseSettingPage from '@/features/account/settings/BaseSettingPage';
import { loseSession, renderInDraftScope, restoreOffered, withMemoryDrafts } from './draft-harness';
import { accountServer, signIn } from '../account/account-server';
import { withFakeBackend } from '../screen-harness';

const ROUTE = '/account/settings/base';
const drafts = withMemoryDrafts();

function renderPage(path: string, withPage: boolean) {
  return renderInDraftScope(path, { route: ROUTE, title: '账户设置' }, withPage ? <BaseSettingPage /> : null);
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input,textarea' }) as HTMLInputElement;

withFakeBackend({ server: accountServer, signIn: null });

describe('基本设置 drafts', { timeout: 60_000 }, () => {
  it('come back into the page for the same user after a dead session', async () => {
    await signIn('editor');
    const user = userEvent.setup({ delay: null });
    const view = renderPage(ROUTE, true);
    await waitFor(() => expect(field('邮箱').value).toBe('editor@example.com'));
    await user.clear(field('邮箱'));
    await user.type(field('邮箱'), 'wenjing.li@example.com');
    await act(() => flushDrafts());
    const [draft] = await drafts().all();
    expect(draft).toMatchObject({ user: 'editor', route: ROUTE, values: { email: 'wenjing.li@example.com' } });
    await loseSession(view);

    await signIn('editor');
    const again = renderPage('/dashboard/analysis', false);
    await restoreOffered(user);
    again.unmount();
    // The offer sent the user to the draft's page, which takes the draft when it opens.
    renderPage(ROUTE, true);
    await waitFor(() => expect(field('邮箱').value).toBe('wenjing.li@example.com'));
    // Once the account's fresh read has filled the other fields, the restored one still holds.
    await waitFor(() => expect(field('真实姓名').value).toBe('李文静'));
    await waitFor(() => expect(screen.queryByText(/正在加载/)).toBeNull());
    expect(field('邮箱').value).toBe('wenjing.li@example.com');
  });
});

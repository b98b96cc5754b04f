/**
 * 用户管理 新增 keeps what was typed as a draft, but never the password fields: the stored draft is
 * read back from the store, and the restored form has both password fields empty.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SysUser } from '@/api/sys/user';
import { setUserInfo } from '@/session';
import { clearSession } from '@/session/session';
import { DraftScopeContext, draftRestore, flushDrafts, memoryDraftBackend, setDraftBackend, unsavedChanges, type DraftBackend } from '@/session/drafts';
import { UserFormDialog } from '@/features/system/user/UserFormDialog';
import { StoryProviders } from '../../../ladle/story-providers';
import { resetUsers, userServer } from '../system/user/user-server';
import { withFakeBackend } from '../screen-harness';

const ROUTE = '/isystem/user';
const SECRET = 'Abc@98765';
let backend: DraftBackend & { all: ReturnType<typeof vi.fn> };

const session = withFakeBackend({ server: userServer, reset: resetUsers, signIn: 'admin' });
beforeEach(() => {
  const memory = memoryDraftBackend();
  backend = { ...memory, all: vi.fn(memory.all) };
  setDraftBackend(backend);
});
afterEach(() => {
  draftRestore.clear();
  unsavedChanges.clear();
});

function renderForm() {
  return render(
    <StoryProviders path={ROUTE}>
      <DraftScopeContext.Provider value={{ route: ROUTE, title: '用户管理' }}>
        <UserFormDialog mode="add" onClose={() => undefined} onSaved={() => undefined} />
      </DraftScopeContext.Provider>
    </StoryProviders>,
  );
}

describe('用户管理 drafts', () => {
  it('keep the account and name but never the password fields; the restored form has them empty', { timeout: 90_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderForm();
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    await user.type(within(dialog).getByRole('textbox', { name: /用户账号/ }), 'draftuser');
    await user.type(within(dialog).getByLabelText(/登录密码/), SECRET);
    await user.type(within(dialog).getByLabelText(/确认密码/), SECRET);
    await user.type(within(dialog).getByRole('textbox', { name: /用户姓名/ }), '草稿同事');
    await act(() => flushDrafts());
    const stored = await backend.all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ route: ROUTE, form: 'add', values: { username: 'draftuser', realname: '草稿同事' } });
    const text = JSON.stringify(stored);
    expect(text).not.toContain(SECRET);
    expect(Object.keys(stored[0].values as object)).not.toContain('password');
    expect(Object.keys(stored[0].values as object)).not.toContain('confirmpassword');

    // The session dies and the same user comes back to the form: filled, passwords empty.
    act(() => clearSession());
    view.unmount();
    setUserInfo({ ...session().user, roleCode: 'admin' } as SysUser);
    const pending = stored[0];
    act(() => draftRestore.request(pending));
    renderForm();
    const again = await screen.findByRole('dialog', { name: '新增用户' });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: /用户账号/ })).toHaveValue('draftuser'));
    expect(within(again).getByRole('textbox', { name: /用户姓名/ })).toHaveValue('草稿同事');
    expect(within(again).getByLabelText(/登录密码/)).toHaveValue('');
    expect(within(again).getByLabelText(/确认密码/)).toHaveValue('');
  });
});

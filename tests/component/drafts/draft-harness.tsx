/**
 * The steps every draft test takes: drafts kept in memory, a screen rendered inside its tab's draft
 * scope beside the restore offer, a session that dies (drafts flushed, session cleared, page gone),
 * and 恢复草稿 pressed after the next sign-in.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SysUser } from '@/api/sys/user';
import { DraftRestoreOffer } from '@/app/drafts';
import { notifier } from '@/ui/notify';
import { clearSession, setUserInfo } from '@/session/session';
import { DraftScopeContext, draftRestore, flushDrafts, memoryDraftBackend, setDraftBackend, unsavedChanges, type DraftBackend } from '@/session/drafts';
import { StoryProviders } from '../../../ladle/story-providers';

export type SpiedDraftBackend = DraftBackend & { all: ReturnType<typeof vi.fn> };

/** Registers the memory draft store for each test of the file; read it through the returned getter. */
export function withMemoryDrafts(): () => SpiedDraftBackend {
  let backend: SpiedDraftBackend;
  beforeEach(() => {
    const memory = memoryDraftBackend();
    backend = { ...memory, all: vi.fn(memory.all) };
    setDraftBackend(backend);
  });
  afterEach(() => {
    act(() => notifier.clear());
    draftRestore.clear();
    unsavedChanges.clear();
  });
  return () => backend;
}

/** The screen inside its tab's draft scope, with the sign-in's restore offer beside it. */
export function renderInDraftScope(path: string, scope: { route: string; title: string }, screenElement: ReactNode): RenderResult {
  return render(
    <StoryProviders path={path}>
      <DraftScopeContext.Provider value={scope}>{screenElement}</DraftScopeContext.Provider>
      <DraftRestoreOffer />
    </StoryProviders>,
  );
}

/** The session dies under the open form: drafts are flushed, the session cleared, the page gone. */
export async function loseSession(view: RenderResult): Promise<void> {
  await act(() => flushDrafts());
  act(() => clearSession());
  view.unmount();
}

/** After the next sign-in: the offer shows, and 恢复草稿 is pressed. */
export async function restoreOffered(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const offer = await screen.findByRole('dialog', { name: '检测到未保存的草稿' });
  await user.click(within(offer).getByRole('button', { name: /^恢复草稿/ }));
}

/** Another user signed in: the store was read, and nothing was offered. */
export async function offeredNothing(backend: SpiedDraftBackend): Promise<void> {
  await waitFor(() => expect(backend.all).toHaveBeenCalled());
  await act(async () => {
    await backend.all.mock.results[0]?.value;
  });
  expect(screen.queryByRole('dialog', { name: '检测到未保存的草稿' })).not.toBeInTheDocument();
}

/** `username` is the signed-in user from here on. */
export function signIn(username: string): void {
  act(() => setUserInfo({ id: username, username, realname: username } as SysUser));
}

/** A 新增 form of a list screen, and what typing into it must leave in its draft. */
export interface AddFormDrafts {
  /** The screen's tab title, e.g. 菜单管理. */
  title: string;
  route: string;
  /** The list's button that opens 新增. */
  addButton: string;
  /** The list screen: its add button, its dialog, and the reopening after 恢复草稿. */
  list: ReactNode;
  /** The text boxes typed into, in order, with their text. */
  typed: readonly [{ label: RegExp; text: string }, ...{ label: RegExp; text: string }[]];
  /** The values the draft must hold afterwards, by field name. */
  values: Record<string, string>;
}

/**
 * The promise every record form keeps: a dead session loses nothing typed into 新增, the same user
 * gets it back through 恢复草稿 into 新增, filled, and another user is offered nothing.
 */
export function describeAddFormDrafts(form: AddFormDrafts): void {
  const drafts = withMemoryDrafts();
  const renderConsole = (path: string) => renderInDraftScope(path, { route: form.route, title: form.title }, form.list);

  async function typeThenLoseSession() {
    signIn('admin');
    const user = userEvent.setup({ delay: null });
    const view = renderConsole(form.route);
    await user.click(screen.getByRole('button', { name: form.addButton }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    for (const { label, text } of form.typed) await user.type(within(dialog).getByRole('textbox', { name: label }), text);
    await loseSession(view);
  }

  describe(`${form.title} drafts`, () => {
    it('keep what was typed per user and route', async () => {
      await typeThenLoseSession();
      const [draft] = await drafts().all();
      expect(draft).toMatchObject({ user: 'admin', route: form.route, form: 'add', values: form.values });
    });

    it('come back into 新增 for the same user, filled', async () => {
      await typeThenLoseSession();
      signIn('admin');
      const user = userEvent.setup({ delay: null });
      renderConsole('/dashboard/analysis');
      await restoreOffered(user);
      const dialog = await screen.findByRole('dialog', { name: '新增' });
      const [first, ...rest] = form.typed;
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: first.label })).toHaveValue(first.text));
      for (const { label, text } of rest) expect(within(dialog).getByRole('textbox', { name: label })).toHaveValue(text);
    });

    it('are offered to nobody else', async () => {
      await typeThenLoseSession();
      signIn('editor');
      drafts().all.mockClear();
      renderConsole('/dashboard/analysis');
      await offeredNothing(drafts());
    });
  });
}

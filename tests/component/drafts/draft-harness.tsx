/**
 * The steps every draft test takes: drafts kept in memory, a screen rendered inside its tab's draft
 * scope beside the restore offer, a session that dies (drafts flushed, session cleared, page gone),
 * and 恢复草稿 pressed after the next sign-in.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { act, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { DraftRestoreOffer } from '@/app/drafts';
import { notifier } from '@/ui/notify';
import { clearSession } from '@/session/session';
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

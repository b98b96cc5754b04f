/**
 * 信息审核 keeps a half-typed 驳回原因: after a dead session the same user's 恢复草稿 reopens the
 * item's modal with the reason, and 驳回 then sends it.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@/session/drafts';
import InfoAuditListPage from '@/features/audit/InfoAuditListPage';
import { signInAs } from '../sign-in';
import { AUDIT_FIXTURES, auditServer, resetWithAuditQueue } from '../audit/audit-server';
import { loseSession, renderInDraftScope, restoreOffered, withMemoryDrafts } from './draft-harness';
import { withFakeBackend } from '../screen-harness';

const ROUTE = '/audit/info';
const drafts = withMemoryDrafts();

withFakeBackend({ server: auditServer, reset: resetWithAuditQueue, signIn: 'admin' });

const renderQueue = (path: string) => renderInDraftScope(path, { route: ROUTE, title: '信息审核' }, <InfoAuditListPage title="信息审核" component="audit/InfoAuditList" />);

describe('驳回原因 drafts', { timeout: 60_000 }, () => {
  it('reopen the item with the typed reason, and 驳回 sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderQueue(ROUTE);
    const pending = AUDIT_FIXTURES.find((i) => i.auditStatus === '1')!;
    const row = (await screen.findByText(pending.title)).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '审核' }));
    const dialog = await screen.findByRole('dialog', { name: '信息审核' });
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '图片来源不明');
    await act(() => flushDrafts());
    expect((await drafts().all())[0]).toMatchObject({ user: 'admin', route: ROUTE, form: `audit:${pending.id}`, values: { reason: '图片来源不明' } });
    await loseSession(view);

    await signInAs('admin');
    renderQueue('/dashboard/analysis');
    await restoreOffered(user);
    const again = await screen.findByRole('dialog', { name: '信息审核' });
    expect(within(again).getByRole('heading', { name: pending.title })).toBeInTheDocument();
    await waitFor(() => expect(within(again).getByRole('textbox', { name: '驳回原因' })).toHaveValue('图片来源不明'));
    await user.click(within(again).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '信息审核' })).not.toBeInTheDocument());
    await waitFor(async () => expect(await drafts().all()).toHaveLength(0));
  });
});

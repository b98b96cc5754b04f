/**
 * Drafts of an EDIT form: what was typed into 编辑 of a record is offered back after the same user
 * signs in again and reopens the edit of that very record, filled; another user is offered nothing.
 */
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Result } from '@/api/envelope';
import { flushDrafts } from '@/session/drafts';
import { RecordFormDialog, type RecordDialogMode, type RecordField } from '@/widgets/form';
import { useDraftReopen } from '@/widgets/list/use-draft-reopen';
import { loseSession, offeredNothing, renderInDraftScope, restoreOffered, signIn, withMemoryDrafts } from './draft-harness';

const ROUTE = '/isystem/position';
const FIELDS: RecordField[] = [
  { name: 'code', label: '编码', required: '请输入编码!' },
  { name: 'name', label: '名称', required: '请输入名称!' },
];
type Row = { id: string; code: string; name: string };
const ROWS: Row[] = [
  { id: 'p1', code: 'P01', name: '一号职务' },
  { id: 'p2', code: 'P02', name: '二号职务' },
];
const ok = (message: string): Result<null> => ({ success: true, message, code: 200, result: null, timestamp: 1 });

const edits: Array<{ values: unknown; id: string }> = [];

function PositionList() {
  const [dialog, setDialog] = useState<{ mode: RecordDialogMode; record: Row | null } | null>(null);
  useDraftReopen<Row>({ onAdd: () => setDialog({ mode: 'add', record: null }), onEdit: (record) => setDialog({ mode: 'edit', record }), rows: ROWS, loading: false, rowKey: 'id' });
  const save = {
    add: async () => ok('添加成功！'),
    edit: async (values: unknown, record: Row) => {
      edits.push({ values, id: record.id });
      return ok('编辑成功!');
    },
  };
  return (
    <>
      {ROWS.map((r) => (
        <button key={r.id} type="button" onClick={() => setDialog({ mode: 'edit', record: r })}>
          编辑 {r.code}
        </button>
      ))}
      <RecordFormDialog<Row> mode={dialog?.mode ?? null} record={dialog?.record} fields={FIELDS} save={save} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </>
  );
}

function renderConsole(path: string) {
  return renderInDraftScope(path, { route: ROUTE, title: '职务管理' }, <PositionList />);
}

/** admin edits P02's name, then the session dies: drafts flushed, session cleared, page gone. */
async function editThenLoseSession() {
  signIn('admin');
  const user = userEvent.setup({ delay: null });
  const view = renderConsole(ROUTE);
  await user.click(screen.getByRole('button', { name: '编辑 P02' }));
  const dialog = await screen.findByRole('dialog', { name: '编辑' });
  const name = within(dialog).getByRole('textbox', { name: /名称/ });
  await user.clear(name);
  await user.type(name, '改过的二号');
  await loseSession(view);
}

const drafts = withMemoryDrafts();
beforeEach(() => {
  edits.length = 0;
});

describe('edit form drafts', () => {
  it('are stored per user, route and record', async () => {
    await editThenLoseSession();
    const [draft] = await drafts().all();
    expect(draft).toMatchObject({ user: 'admin', route: ROUTE, form: 'edit:p2', values: { code: 'P02', name: '改过的二号' } });
  });

  it('after the same user signs in again, 恢复草稿 reopens 编辑 of the same record, filled; saving edits that record', async () => {
    await editThenLoseSession();
    signIn('admin');
    const user = userEvent.setup({ delay: null });
    renderConsole('/dashboard/analysis');
    await restoreOffered(user);
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /名称/ })).toHaveValue('改过的二号'));
    expect(within(dialog).getByRole('textbox', { name: /编码/ })).toHaveValue('P02');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({ values: { code: 'P02', name: '改过的二号' }, id: 'p2' });
    await act(() => flushDrafts());
    expect(await drafts().all()).toEqual([]);
  });

  it('another user signing in is offered nothing', async () => {
    await editThenLoseSession();
    signIn('editor');
    drafts().all.mockClear();
    renderConsole('/dashboard/analysis');
    await offeredNothing(drafts());
    expect(await drafts().all()).toHaveLength(1);
  });
});

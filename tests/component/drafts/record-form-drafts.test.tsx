/**
 * Drafts of a record form in the component: typed values are kept per user, offered back after the
 * same user signs in again (恢复草稿 reopens the form filled, 丢弃 forgets it), never to another
 * user, never with a password; a tab refresh or close over unsaved edits asks first.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'wouter';
import type { Result } from '@/api/envelope';
import { DraftRestoreOffer, useDiscardGuard } from '@/app/drafts';
import { TabBar, type TabsState } from '@/app/tabs';
import { DraftScopeContext, flushDrafts, useUnsavedChanges } from '@/session/drafts';
import { RecordFormDialog, type RecordDialogMode, type RecordField } from '@/widgets/form';
import { useDraftReopen } from '@/widgets/list/use-draft-reopen';
import { StoryProviders } from '../../../ladle/story-providers';
import { renderScreen } from '../screen-harness';
import { loseSession, offeredNothing, signIn, withMemoryDrafts } from './draft-harness';
import { openNewDialog } from '../list-screen';

const ROUTE = '/isystem/position';
const FIELDS: RecordField[] = [
  { name: 'code', label: '编码', required: '请输入编码!' },
  { name: 'name', label: '名称', required: '请输入名称!' },
  { name: 'password', label: '密码' },
];
const ok = (message: string): Result<null> => ({ success: true, message, code: 200, result: null, timestamp: 1 });

function Where() {
  const [path] = useLocation();
  return <output aria-label="当前路径">{path}</output>;
}

/** A list screen's essentials: its 新增 button, its dialog, and the reopening after 恢复草稿. */
function PositionScreen() {
  return (
    <DraftScopeContext.Provider value={{ route: ROUTE, title: '职务管理' }}>
      <PositionList />
    </DraftScopeContext.Provider>
  );
}

function PositionList() {
  const [mode, setMode] = useState<RecordDialogMode | null>(null);
  useDraftReopen<{ id: string }>({ onAdd: () => setMode('add'), rows: [], loading: false, rowKey: 'id' });
  const save = { add: async () => ok('添加成功！'), edit: async () => ok('编辑成功!') };
  return (
    <>
      <button type="button" onClick={() => setMode('add')}>
        新增
      </button>
      <RecordFormDialog<{ id: string }> mode={mode} fields={FIELDS} save={save} onClose={() => setMode(null)} onSaved={() => setMode(null)} />
    </>
  );
}

function renderConsole(path = '/dashboard/analysis') {
  return render(
    <StoryProviders path={path}>
      <Where />
      <PositionScreen />
      <DraftRestoreOffer />
    </StoryProviders>,
  );
}

/** admin types into 新增, then the session dies: drafts flushed, session cleared, page gone. */
async function typeThenLoseSession() {
  signIn('admin');
  const user = userEvent.setup({ delay: null });
  const view = render(
    <StoryProviders path={ROUTE}>
      <PositionScreen />
    </StoryProviders>,
  );
  const dialog = await openNewDialog(user);
  await user.type(within(dialog).getByRole('textbox', { name: /编码/ }), 'P09');
  await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '草稿职务');
  await user.type(within(dialog).getByRole('textbox', { name: /密码/ }), 'Secret1!');
  await loseSession(view);
}

const drafts = withMemoryDrafts();

describe('record form drafts', () => {
  it('keeps what was typed, per user and form, without the password', async () => {
    await typeThenLoseSession();
    const [draft] = await drafts().all();
    expect(draft).toMatchObject({ id: `admin:${ROUTE}#add`, user: 'admin', route: ROUTE, form: 'add', title: '职务管理 - 新增', values: { code: 'P09', name: '草稿职务' } });
    expect(JSON.stringify(draft)).not.toContain('Secret1!');
  });

  it('after the same user signs in again, 恢复草稿 goes to the form’s page and reopens it filled', async () => {
    await typeThenLoseSession();
    signIn('admin');
    const user = userEvent.setup({ delay: null });
    renderConsole();
    const offer = await screen.findByRole('dialog', { name: '检测到未保存的草稿' });
    expect(within(offer).getByText('职务管理 - 新增')).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: '恢复草稿 职务管理 - 新增' }));
    expect(screen.getByLabelText('当前路径')).toHaveTextContent(ROUTE);
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /编码/ })).toHaveValue('P09'));
    expect(within(dialog).getByRole('textbox', { name: /名称/ })).toHaveValue('草稿职务');
    expect(within(dialog).getByRole('textbox', { name: /密码/ })).toHaveValue('');
    // Saved, the draft is gone.
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).not.toBeInTheDocument());
    await act(() => flushDrafts());
    expect(await drafts().all()).toEqual([]);
  });

  it('丢弃 forgets the draft: the next sign-in offers nothing', async () => {
    await typeThenLoseSession();
    signIn('admin');
    const user = userEvent.setup({ delay: null });
    const view = renderConsole();
    const offer = await screen.findByRole('dialog', { name: '检测到未保存的草稿' });
    await user.click(within(offer).getByRole('button', { name: '丢弃 职务管理 - 新增' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '检测到未保存的草稿' })).not.toBeInTheDocument());
    await act(() => flushDrafts());
    expect(await drafts().all()).toEqual([]);
    view.unmount();
  });

  it('another user signing in is offered none of them', async () => {
    await typeThenLoseSession();
    signIn('editor');
    drafts().all.mockClear();
    renderConsole();
    await offeredNothing(drafts());
    expect(await drafts().all()).toHaveLength(1);
  });

  it('cancelling the form forgets its draft', async () => {
    signIn('admin');
    const user = renderScreen(ROUTE, <PositionScreen />);
    const dialog = await openNewDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /编码/ }), 'P10');
    await act(() => flushDrafts());
    expect(await drafts().all()).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await act(() => flushDrafts());
    expect(await drafts().all()).toEqual([]);
  });
});

function DirtyEditor() {
  const [text, setText] = useState('');
  const [discarded, setDiscarded] = useState(false);
  useUnsavedChanges(text !== '', () => setDiscarded(true));
  return (
    <>
      <input aria-label="正文" value={text} onChange={(e) => setText(e.target.value)} />
      {discarded ? <span>已丢弃</span> : null}
    </>
  );
}

function TabsHarness({ onChange }: { onChange: (next: TabsState) => void }) {
  const confirmDiscard = useDiscardGuard();
  const state: TabsState = {
    tabs: [
      { key: '/dashboard/analysis', url: '/dashboard/analysis', title: '首页', refreshKey: 0 },
      { key: ROUTE, url: ROUTE, title: '职务管理', refreshKey: 0 },
    ],
    activeKey: ROUTE,
  };
  return (
    <>
      <TabBar tabs={state.tabs} activeKey={state.activeKey} onSelect={() => undefined} onChange={onChange} confirmDiscard={confirmDiscard} />
      <DraftScopeContext.Provider value={{ route: ROUTE, title: '职务管理' }}>
        <DirtyEditor />
      </DraftScopeContext.Provider>
    </>
  );
}

describe('tab bar over unsaved edits', () => {
  it('刷新 of a clean tab goes ahead; with unsaved edits it asks first, 取消 keeps them, 确定 refreshes and drops them', async () => {
    const onChange = vi.fn();
    const user = renderScreen(ROUTE, <TabsHarness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '刷新当前页' }));
    expect(onChange).toHaveBeenCalledTimes(1);

    await user.type(screen.getByRole('textbox', { name: '正文' }), '未保存');
    await user.click(screen.getByRole('button', { name: '刷新当前页' }));
    let ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('当前页面有未保存的修改，确定要刷新吗？');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: '正文' })).toHaveValue('未保存');

    await user.click(screen.getByRole('button', { name: '刷新当前页' }));
    ask = await screen.findByRole('dialog');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange.mock.calls[1]?.[0].tabs[1]).toMatchObject({ key: ROUTE, refreshKey: 1 });
    expect(screen.getByText('已丢弃')).toBeInTheDocument();
  });

  it('closing a tab with unsaved edits asks first', async () => {
    const onChange = vi.fn();
    const user = renderScreen(ROUTE, <TabsHarness onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: '正文' }), '未保存');
    await user.click(screen.getByRole('button', { name: '关闭 职务管理' }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('当前页面有未保存的修改，确定要关闭吗？');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });
});

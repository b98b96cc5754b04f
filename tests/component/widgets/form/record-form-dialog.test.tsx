/**
 * The record form dialog and its save hook: title by mode, required / local / server checks,
 * add vs edit endpoint, the server's message either way, close + reload only on success,
 * read-only 详情, conditional and custom fields.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Result } from '@/api/envelope';
import { notifier } from '@/ui/notify';
import { RecordFormDialog, useRecordSave, type RecordDialogMode, type RecordField, type RecordSave, type RecordValues } from '@/widgets/form';
import { StoryProviders } from '../../../../ladle/story-providers';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => act(() => notifier.clear()));

type Row = { id: string; code: string; name: string; kind: string; note: string; enabled: string };
const RECORD: Row = { id: 'r1', code: 'C01', name: '一号', kind: 'A', note: '', enabled: '1' };

const reply = (success: boolean, message: string): Result<null> => ({ success, message, code: success ? 200 : 500, result: null, timestamp: 1 });

const FIELDS: RecordField[] = [
  { name: 'code', label: '编码', required: '请输入编码!', fixedOnEdit: true, check: async (v) => (v === 'TAKEN' ? '该值不可用，系统中已存在！' : undefined) },
  { name: 'name', label: '名称', required: '请输入名称!', validate: (v) => (v.length > 5 ? '名称最多5个字!' : undefined) },
  { name: 'kind', label: '类型', kind: 'radio', options: [{ value: 'A', text: '甲' }, { value: 'B', text: '乙' }], defaultValue: 'A' },
  // Only type 乙 needs a note, and only then is it shown.
  { name: 'note', label: '说明', required: '请输入说明!', hidden: (all) => all.kind !== 'B' },
  {
    name: 'enabled',
    label: '启用',
    defaultValue: '1',
    render: ({ value, locked, onChange }) => (
      <button type="button" disabled={locked} onClick={() => onChange(value === '1' ? '0' : '1')}>
        {value === '1' ? '已启用' : '已停用'}
      </button>
    ),
  },
];

function setup(mode: RecordDialogMode, save: RecordSave<RecordValues, Row>, record: Row | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <RecordFormDialog<Row>
        mode={open ? mode : null}
        record={record}
        fields={FIELDS}
        save={save}
        onClose={onClose}
        onSaved={() => {
          onSaved();
          setOpen(false);
        }}
      />
    );
  }
  const user = userEvent.setup({ delay: null });
  render(
    <StoryProviders>
      <Harness />
    </StoryProviders>,
  );
  return { user, onSaved, onClose };
}

const saver = (add: Result<null> = reply(true, '添加成功！'), edit: Result<null> = reply(true, '编辑成功!')) => ({
  add: vi.fn(async () => add),
  edit: vi.fn(async () => edit),
});

describe('RecordFormDialog', () => {
  it('adds: 新增 title, required and server checks, then the add endpoint with the values and 添加成功！', async () => {
    const save = saver();
    const { user, onSaved } = setup('add', save);
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请输入编码!')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入名称!')).toBeInTheDocument();
    expect(save.add).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /编码/ }), 'TAKEN');
    await user.tab();
    expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /编码/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /编码/ }), 'C09');
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '太长的一个名字');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('名称最多5个字!')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /名称/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '九号');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(save.add).toHaveBeenCalledWith({ code: 'C09', name: '九号', kind: 'A', note: '', enabled: '1' });
    expect(save.edit).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('requires a conditional field only while it is shown, and a custom field changes the values', async () => {
    const save = saver();
    const { user } = setup('add', save);
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    expect(within(dialog).queryByRole('textbox', { name: /说明/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /编码/ }), 'C10');
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '十号');
    await user.click(within(dialog).getByRole('radio', { name: '乙' }));
    await user.click(within(dialog).getByRole('button', { name: '已启用' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请输入说明!')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /说明/ }), '乙类');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await screen.findByText('添加成功！');
    expect(save.add).toHaveBeenCalledWith({ code: 'C10', name: '十号', kind: 'B', note: '乙类', enabled: '0' });
  });

  it('edits: 编辑 title, the record in the form, the code fixed and not re-checked, the edit endpoint with the record', async () => {
    const save = saver();
    const { user, onSaved } = setup('edit', save, { ...RECORD, code: 'TAKEN' });
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    const code = within(dialog).getByRole('textbox', { name: /编码/ });
    expect(code).toHaveValue('TAKEN');
    expect(code).toHaveAttribute('readonly');
    await user.clear(within(dialog).getByRole('textbox', { name: /名称/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '改名');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(save.edit).toHaveBeenCalledWith({ code: 'TAKEN', name: '改名', kind: 'A', note: '', enabled: '1' }, { ...RECORD, code: 'TAKEN' });
    expect(save.add).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows 详情 read-only: no 确定, inputs read-only, choices and custom fields disabled, 关闭 closes', async () => {
    const save = saver();
    const { user, onClose } = setup('detail', save, RECORD);
    const dialog = await screen.findByRole('dialog', { name: '详情' });
    expect(within(dialog).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /名称/ })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('radio', { name: '乙' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '已启用' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(save.add).not.toHaveBeenCalled();
    expect(save.edit).not.toHaveBeenCalled();
  });

  it('keeps the dialog and what was typed when the server refuses, with the server message', async () => {
    const save = saver(reply(false, '数据库中已存在该记录'));
    const { user, onSaved } = setup('add', save);
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.type(within(dialog).getByRole('textbox', { name: /编码/ }), 'C11');
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '十一号');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('数据库中已存在该记录')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '新增' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /编码/ })).toHaveValue('C11');
    expect(within(dialog).getByRole('textbox', { name: /名称/ })).toHaveValue('十一号');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('useRecordSave', () => {
  it('saves nothing in 详情 mode', async () => {
    const save = saver();
    const { result } = renderHook(() => useRecordSave({ mode: 'detail', record: RECORD, save, onSaved: vi.fn() }), {
      wrapper: ({ children }) => <StoryProviders>{children}</StoryProviders>,
    });
    expect(result.current.disabled).toBe(true);
    let answer = true;
    await act(async () => {
      answer = await result.current.submit({});
    });
    expect(answer).toBe(false);
    expect(save.add).not.toHaveBeenCalled();
    expect(save.edit).not.toHaveBeenCalled();
  });

  it('reports a thrown request as a warning and leaves onSaved uncalled', async () => {
    const onSaved = vi.fn();
    const save = { add: vi.fn(async () => Promise.reject(new Error('网络异常'))), edit: vi.fn() };
    const { result } = renderHook(() => useRecordSave<RecordValues, Row>({ mode: 'add', save, onSaved }), {
      wrapper: ({ children }) => <StoryProviders>{children}</StoryProviders>,
    });
    let answer = true;
    await act(async () => {
      answer = await result.current.submit({ code: 'X' });
    });
    expect(answer).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    expect(result.current.saving).toBe(false);
  });

  it('uses edit only for 编辑 with a record, and says 操作成功 when the server gives no message', async () => {
    const onSaved = vi.fn();
    const save = saver(reply(true, ''), reply(true, ''));
    const { result } = renderHook(() => useRecordSave<RecordValues, Row>({ mode: 'edit', record: RECORD, save, onSaved }), {
      wrapper: ({ children }) => <StoryProviders>{children}</StoryProviders>,
    });
    await act(async () => {
      await result.current.submit({ name: 'x' });
    });
    expect(save.edit).toHaveBeenCalledWith({ name: 'x' }, RECORD);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
  });
});

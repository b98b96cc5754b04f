/**
 * RecordFormDialog / useRecordSave: a related read that failed or is loading blocks 确定 (with 重试);
 * a form whose own values could not be read cannot save a blank form; a timed-out save is checked
 * before it may be sent again, and a double click never sends twice.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/errors';
import type { Result } from '@/api/envelope';
import { notifier } from '@/ui/notify';
import { RecordFormDialog, useRelatedData, type RecordField, type RecordSave, type RecordValues } from '@/widgets/form';
import { StoryProviders } from '../../../../ladle/story-providers';
import { tryBadInput } from '../../../reliability/tally';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => act(() => notifier.clear()));

type Row = { id: string; code: string; name: string };
const RECORD: Row = { id: 'r1', code: 'C01', name: '一号' };
const FIELDS: RecordField[] = [
  { name: 'code', label: '编码', required: '请输入编码!' },
  { name: 'name', label: '名称', required: '请输入名称!' },
];
const ok = (message: string): Result<null> => ({ success: true, message, code: 200, result: null, timestamp: 1 });

interface HarnessProps {
  save: RecordSave<RecordValues, Row>;
  load?: () => Promise<string[]>;
  toValues?: (r: Row | null) => Promise<RecordValues>;
  mode?: 'add' | 'edit';
  onSaved?: () => void;
}

function Harness({ save, load, toValues, mode = 'edit', onSaved = () => undefined }: HarnessProps) {
  const [open] = useState(true);
  const tags = useRelatedData({ label: '标签', queryKey: ['test-tags'], load: load ?? (async () => []), enabled: Boolean(load) });
  return <RecordFormDialog<Row> mode={open ? mode : null} record={RECORD} fields={FIELDS} save={save} toValues={toValues} related={[tags]} onClose={() => undefined} onSaved={onSaved} />;
}

function renderForm(props: HarnessProps) {
  const user = userEvent.setup({ delay: null });
  render(
    <StoryProviders>
      <Harness {...props} />
    </StoryProviders>,
  );
  return { user, dialog: () => screen.getByRole('dialog') };
}

describe('RecordFormDialog: failed related reads', () => {
  it('a failing related read blocks 确定 with the reason and 重试; once loaded it saves', async () => {
    let fail = true;
    const edit = vi.fn(async () => ok('编辑成功!'));
    const { user, dialog } = renderForm({
      save: { add: vi.fn(), edit },
      load: async () => {
        if (fail) throw new ApiError('network', '网络异常，请检查网络');
        return ['a'];
      },
    });
    await tryBadInput('record form, related read failed', 'loss', async () => {
      const alert = (await within(dialog()).findByText(/标签加载失败：网络异常，请检查网络/)).closest('[role="alert"]') as HTMLElement;
      expect(within(dialog()).getByRole('button', { name: '确定' })).toBeDisabled();
      expect(within(dialog()).getByText('标签未能加载，暂不能保存')).toBeInTheDocument();
      fail = false;
      await user.click(within(alert).getByRole('button', { name: '重试' }));
      await waitFor(() => expect(within(dialog()).getByRole('button', { name: '确定' })).toBeEnabled());
      await user.click(within(dialog()).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    });
  });

  it('values that could not be read: no blank form is saved; 重试 reads them', async () => {
    let fail = true;
    const edit = vi.fn(async () => ok('编辑成功!'));
    const { user, dialog } = renderForm({
      save: { add: vi.fn(), edit },
      toValues: async (r) => {
        if (fail) throw new ApiError('server', '服务器错误');
        return { code: r?.code ?? '', name: r?.name ?? '' };
      },
    });
    await tryBadInput('record form, values read failed', 'loss', async () => {
      const alert = (await within(dialog()).findByText(/表单数据加载失败：服务器错误/)).closest('[role="alert"]') as HTMLElement;
      expect(within(dialog()).getByRole('button', { name: '确定' })).toBeDisabled();
      fail = false;
      await user.click(within(alert).getByRole('button', { name: '重试' }));
      await waitFor(() => expect(within(dialog()).getByRole('textbox', { name: /名称/ })).toHaveValue('一号'));
      expect(within(dialog()).getByRole('button', { name: '确定' })).toBeEnabled();
      expect(edit).not.toHaveBeenCalled();
    });
  });
});

describe('useRecordSave: a timed-out save', () => {
  const timeout = () => Promise.reject(new ApiError('timeout', '网络超时'));

  it('landed: says so while checking, then 已保存成功; a double click sent one request', async () => {
    const add = vi.fn(timeout);
    let release: (v: boolean) => void = () => undefined;
    const findSaved = vi.fn(() => new Promise<boolean>((resolve) => (release = resolve)));
    const onSavedSpy = vi.fn();
    const { user, dialog } = renderForm({ mode: 'add', save: { add, edit: vi.fn(), findSaved }, onSaved: onSavedSpy });
    await tryBadInput('record form, add timed out but landed', 'wrong', async () => {
      await user.type(within(dialog()).getByRole('textbox', { name: /编码/ }), 'C02');
      await user.type(within(dialog()).getByRole('textbox', { name: /名称/ }), '二号');
      await user.dblClick(within(dialog()).getByRole('button', { name: '确定' }));
      expect(await within(dialog()).findByText('保存请求超时，第一次提交可能已经成功。正在核对…')).toBeInTheDocument();
      // Disabled while checking: a further click cannot send (the button takes no pointer events).
      expect(within(dialog()).getByRole('button', { name: '确定' })).toBeDisabled();
      release(true);
      expect(await within(dialog()).findByText('已保存成功')).toBeInTheDocument();
      expect(add).toHaveBeenCalledTimes(1);
      expect(findSaved).toHaveBeenCalledWith({ code: 'C02', name: '二号' }, 'add', RECORD);
      expect(onSavedSpy).toHaveBeenCalledTimes(1);
    });
  });

  it('not landed: the check says so and 确定 sends it again once', async () => {
    const add = vi.fn().mockImplementationOnce(timeout).mockResolvedValue(ok('添加成功！'));
    const onSavedSpy = vi.fn();
    const { user, dialog } = renderForm({ mode: 'add', save: { add, edit: vi.fn(), findSaved: async () => false }, onSaved: onSavedSpy });
    await tryBadInput('record form, add timed out and was lost', 'wrong', async () => {
      await user.type(within(dialog()).getByRole('textbox', { name: /编码/ }), 'C03');
      await user.type(within(dialog()).getByRole('textbox', { name: /名称/ }), '三号');
      await user.click(within(dialog()).getByRole('button', { name: '确定' }));
      expect(await within(dialog()).findByText('核对结果：第一次提交没有保存，可以再次点击确定保存。')).toBeInTheDocument();
      expect(onSavedSpy).not.toHaveBeenCalled();
      await user.click(within(dialog()).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(onSavedSpy).toHaveBeenCalledTimes(1));
      expect(add).toHaveBeenCalledTimes(2);
    });
  });
});

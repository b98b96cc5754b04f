/**
 * 表单设计: fields added, edited and reordered in the list editor, the checks
 * that keep a broken field list from being saved, and 发布版本 against the
 * fake backend (a numbered version appears under 表单版本).
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Result } from '@/api/envelope';
import type { WfForm } from '@/api/workflow';
import { FormDesignerDialog } from '@/features/workflow/FormDesignerDialog';
import FormManagerPage from '@/features/workflow/FormManagerPage';
import { wfFormVersionTable } from '@fake/handlers/workflow-tables';
import { StoryProviders } from '../../../ladle/story-providers';
import { resetWithWorkflow, workflowServer } from './workflow-server';
import { renderScreen, withFakeBackend } from '../screen-harness';

withFakeBackend({ server: workflowServer, reset: resetWithWorkflow, signIn: 'admin' });

const ok = <T,>(result: T): Result<T> => ({ success: true, code: 200, message: '', result, timestamp: 0 });

function renderDesigner(services = { saveForm: vi.fn(async (f: Partial<WfForm>) => ok({ ...f, id: 'f1', latestVersion: 0, state: 'draft' } as WfForm)), publishForm: vi.fn() }) {
  const onSaved = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <StoryProviders>
      <FormDesignerDialog open form={null} onClose={() => {}} onSaved={onSaved} services={services as never} />
    </StoryProviders>,
  );
  return { user, services, onSaved, dialog: screen.getByRole('dialog') };
}

// Long interactions (dialogs, selects, a user search) on a shared 2-core machine.
describe('表单设计', { timeout: 60_000 }, () => {
  it('adds fields, reorders them with 上移 / 下移 and saves them in the shown order', async () => {
    const { user, services, onSaved, dialog } = renderDesigner();
    await user.type(within(dialog).getByRole('textbox', { name: /表单名称/ }), '出差申请');
    await user.type(within(dialog).getByRole('textbox', { name: /表单编码/ }), 'trip');
    await user.click(within(dialog).getByRole('button', { name: '添加字段' }));
    await user.click(within(dialog).getByRole('button', { name: '添加字段' }));
    await user.type(within(dialog).getByRole('textbox', { name: '字段1名称' }), '目的地');
    await user.type(within(dialog).getByRole('textbox', { name: '字段2名称' }), '天数');
    await user.click(within(within(dialog).getByRole('listitem', { name: '字段2' })).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: '数字' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '字段2必填' }));
    await user.click(within(dialog).getByRole('button', { name: '上移字段2' }));
    expect(within(dialog).getByRole('textbox', { name: '字段1名称' })).toHaveValue('天数');
    expect(within(dialog).getByRole('button', { name: '上移字段1' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(services.saveForm.mock.calls[0][0]).toMatchObject({
      name: '出差申请',
      code: 'trip',
      fields: [
        { label: '天数', key: 'field2', type: 'number', required: true },
        { label: '目的地', key: 'field1', type: 'text', required: false },
      ],
    });
  });

  it('refuses to save an empty form, a blank label, a bad or repeated key and a select without options', async () => {
    const { user, services, dialog } = renderDesigner();
    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    for (const m of ['请输入表单名称', '请输入表单编码', '表单至少需要一个字段']) expect(within(dialog).getByText(m)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '添加字段' }));
    await user.click(within(dialog).getByRole('button', { name: '添加字段' }));
    const key2 = within(dialog).getByRole('textbox', { name: '字段2标识' });
    await user.clear(key2);
    await user.type(key2, 'field1');
    await user.click(within(within(dialog).getByRole('listitem', { name: '字段1' })).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: '下拉选择' }));
    await user.click(within(dialog).getByRole('button', { name: '发布版本' }));
    expect(within(dialog).getAllByText('请输入字段名称')).toHaveLength(2);
    expect(within(dialog).getByText('字段标识重复')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少填写一个选项')).toBeInTheDocument();
    const key1 = within(dialog).getByRole('textbox', { name: '字段1标识' });
    await user.clear(key1);
    await user.type(key1, '1x');
    await user.click(within(dialog).getByRole('button', { name: '发布版本' }));
    expect(within(dialog).getByText('标识须以字母开头，只含字母、数字、下划线')).toBeInTheDocument();
    expect(services.saveForm).not.toHaveBeenCalled();
  });

  it('publishes the next numbered version of a seeded form from 表单管理', async () => {
    const user = renderScreen('/workflow/formManager', <FormManagerPage title="表单管理" component="workflow/FormManager" />);
    const row = (await screen.findByText('网站栏目变更单')).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('有未发布修改');
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑表单' });
    expect(within(dialog).getByText('当前已发布版本：v1，发布后生成 v2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '发布版本' }));
    expect(await screen.findByText('已发布版本 v2')).toBeInTheDocument();
    await waitFor(() => expect((screen.getByText('网站栏目变更单').closest('[role="row"]') as HTMLElement).textContent).toContain('已发布'));
    expect(wfFormVersionTable.all().filter((v) => v.formCode === 'site_change').map((v) => v.version)).toEqual([1, 2]);
  });
});

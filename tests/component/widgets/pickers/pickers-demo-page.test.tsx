/** The /demo/pickers screen: every picker on one form, required checks, stored values shown. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PickersDemoPage from '@/features/demo/pickers-demo-page';
import { setupPickerServer } from '../../../unit/widgets/pickers/picker-server';
import { checkboxOf, findTreeItem, renderApp } from './helpers';

setupPickerServer();

describe('pickers demo page', () => {
  it('shows every picker', () => {
    renderApp(<PickersDemoPage title="选择器示例" />);
    for (const name of ['所属部门', '协办部门', '负责人', '审核人', '账号', '栏目', '分类', '所在地区']) {
      expect(screen.getByLabelText(name, { selector: 'input' })).toHaveAttribute('readonly');
    }
    for (const name of ['角色', '职务', '所在地区（下拉）']) expect(screen.getByLabelText(name, { selector: '[role="group"]' })).toBeInTheDocument();
  });

  it('flags the required pickers on submit and shows the stored id once a department is picked', async () => {
    const u = userEvent.setup({ delay: null });
    renderApp(<PickersDemoPage title="选择器示例" />);
    // Label queries: role queries over this large form are slow in jsdom.
    const depart = () => screen.getByLabelText('所属部门', { selector: 'input' });
    await u.click(screen.getByText('提交'));
    expect(screen.getByText('请选择所属部门')).toBeInTheDocument();
    expect(screen.getByText('请选择负责人')).toBeInTheDocument();
    await u.click(depart());
    const dialog = await screen.findByRole('dialog', { name: '选择层级' });
    await u.click(checkboxOf(await findTreeItem('人事处', dialog)));
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(depart()).toHaveValue('人事处'));
    expect(screen.queryByText('请选择所属部门')).not.toBeInTheDocument();
    expect(JSON.parse(screen.getByLabelText('表单值').textContent!).depart).toMatch(/^\d{19}$/);
  });
});

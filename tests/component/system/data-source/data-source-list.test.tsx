/**
 * 多数据源管理 against the fake backend: no password in the list, the decrypted password only
 * in the edit dialog, the duplicate code check, type → driver/URL fill-in, delete.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import DataSourceListPage from '@/features/system/data-source/DataSourceListPage';
import { dataSourceTable } from '@fake/handlers/sys-data-source';
import { miscServer, resetWithMiscAdmin } from '../../message/misc-admin-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';
import { deleteRow, rowWith, submitEmptyNewDialog, typeTakenThenFree } from '../../list-screen';

withFakeBackend({ server: miscServer, reset: resetWithMiscAdmin, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/dataSource', <DataSourceListPage title="多数据源管理" component="system/SysDataSourceList" />);
}


describe('多数据源管理', () => {
  it('lists the data sources with their type text and never a password', async () => {
    setup();
    expect(await screen.findByText('1-4 共4 条')).toBeInTheDocument();
    expect(rowWith('门户主库')).toHaveTextContent('MySQL8');
    expect(screen.queryByRole('columnheader', { name: /密码/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Portal@2026');
    expect(document.body).not.toHaveTextContent('enc:');
  });

  it('adds a data source: required messages, duplicate code, driver filled from the type, encrypted storage', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    const dialog = await submitEmptyNewDialog(user, ['请输入数据源编码!', '请输入数据源名称!', '请选择数据库类型!', '请输入密码!']);
    const code = within(dialog).getByRole('textbox', { name: /数据源编码/ });
    await typeTakenThenFree(user, dialog, code, 'zw_portal', 'zw_kb');
    await user.type(within(dialog).getByRole('textbox', { name: /数据源名称/ }), '金仓库');
    await user.click(within(dialog).getByRole('combobox', { name: /数据库类型/ }));
    await user.click(await screen.findByRole('option', { name: '人大金仓' }));
    expect(within(dialog).getByRole('textbox', { name: /驱动类/ })).toHaveValue('com.kingbase8.Driver');
    expect(within(dialog).getByRole('textbox', { name: /数据源地址/ })).toHaveValue('jdbc:kingbase8://127.0.0.1:54321/jeecg-boot');
    await user.type(within(dialog).getByRole('textbox', { name: /用户名/ }), 'system');
    await user.type(within(dialog).getByLabelText(/密码/), 'Kb#2026');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(await screen.findByText('1-5 共5 条')).toBeInTheDocument();
    const stored = dataSourceTable.findFirst((q) => q.where({ code: 'zw_kb' }));
    expect(stored?.dbPassword).not.toBe('Kb#2026');
    expect(stored?.dbPassword).toBeTruthy();
  });

  it('edits with the decrypted password from queryById and the code read-only', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    await user.click(within(rowWith('档案库')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    await waitFor(() => expect(within(dialog).getByLabelText(/密码/)).toHaveValue('Arch#ro88'));
    expect(within(dialog).getByRole('textbox', { name: /数据源编码/ })).toHaveAttribute('readonly');
    const name = within(dialog).getByRole('textbox', { name: /数据源名称/ });
    await user.clear(name);
    await user.type(name, '历史档案库');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    await waitFor(() => expect(rowWith('历史档案库')).toBeDefined());
  });

  it('deletes a data source after the confirm', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    await deleteRow(user, rowWith('信创达梦库'));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
  });
});

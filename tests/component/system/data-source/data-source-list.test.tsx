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

withFakeBackend({ server: miscServer, reset: resetWithMiscAdmin, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/dataSource', <DataSourceListPage title="多数据源管理" component="system/SysDataSourceList" />);
}

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;

describe('多数据源管理', () => {
  it('lists the data sources with their type text and never a password', async () => {
    setup();
    expect(await screen.findByText('1-4 共4 条')).toBeInTheDocument();
    expect(rowOf('门户主库')).toHaveTextContent('MySQL8');
    expect(screen.queryByRole('columnheader', { name: /密码/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Portal@2026');
    expect(document.body).not.toHaveTextContent('enc:');
  });

  it('adds a data source: required messages, duplicate code, driver filled from the type, encrypted storage', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const m of ['请输入数据源编码!', '请输入数据源名称!', '请选择数据库类型!', '请输入密码!']) expect(within(dialog).getByText(m)).toBeInTheDocument();
    const code = within(dialog).getByRole('textbox', { name: /数据源编码/ });
    await user.type(code, 'zw_portal');
    await user.tab();
    expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'zw_kb');
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
    await user.click(within(rowOf('档案库')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    await waitFor(() => expect(within(dialog).getByLabelText(/密码/)).toHaveValue('Arch#ro88'));
    expect(within(dialog).getByRole('textbox', { name: /数据源编码/ })).toHaveAttribute('readonly');
    const name = within(dialog).getByRole('textbox', { name: /数据源名称/ });
    await user.clear(name);
    await user.type(name, '历史档案库');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('历史档案库')).toBeDefined());
  });

  it('deletes a data source after the confirm', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    await user.click(within(rowOf('信创达梦库')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确定删除吗?' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
  });
});

/**
 * 租户管理 against the fake backend: list, add with the operator's id (该编号已存在!), edit,
 * and deletes that refuse tenants users still reference.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import TenantListPage from '@/features/system/tenant/TenantListPage';
import { validateTenant } from '@/features/system/tenant/TenantFormDialog';
import { db } from '@fake/db/tables';
import { tenantServer } from './tenant-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';
import { deleteRow, submitEmptyNewDialog } from '../../list-screen';

withFakeBackend({ server: tenantServer, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/tenant', <TenantListPage title="租户管理" component="system/TenantList" />);
}

const rows = () => screen.getAllByRole('row').slice(1);
const rowOf = (name: string) => rows().find((r) => r.textContent?.includes(name))!;

describe('租户管理', () => {
  it('lists the seeded tenants with their status text and filters by name', async () => {
    const user = setup();
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
    expect(rowOf('冻结租户')).toHaveTextContent('冻结');
    expect(rowOf('省局')).toHaveTextContent('正常');
    await user.type(screen.getByRole('textbox', { name: '租户名称' }), '市');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-1 共1 条')).toBeInTheDocument();
  });

  it('adds a tenant: required messages, 该编号已存在! for a taken id, then 添加成功！', async () => {
    const user = setup();
    await screen.findByText('1-3 共3 条');
    const dialog = await submitEmptyNewDialog(user, ['请输入租户编号!', '请输入租户名称!']);
    const id = within(dialog).getByRole('textbox', { name: /租户编号/ });
    await user.type(id, 'abc');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('租户编号只能是正整数!')).toBeInTheDocument();
    await user.clear(id);
    await user.type(id, '2');
    await user.type(within(dialog).getByRole('textbox', { name: /租户名称/ }), '县局');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该编号已存在!')).toBeInTheDocument();
    await user.clear(id);
    await user.type(id, '8');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(await screen.findByText('1-4 共4 条')).toBeInTheDocument();
    expect(db.sysTenant.findFirst((q) => q.where({ id: 8 }))).toMatchObject({ name: '县局', status: 1, createBy: 'admin' });
  });

  it('edits a tenant with the id read-only, and freezes it', async () => {
    const user = setup();
    await screen.findByText('1-3 共3 条');
    await user.click(within(rowOf('市局')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    expect(within(dialog).getByRole('textbox', { name: /租户编号/ })).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('radio', { name: '冻结' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('市局')).toHaveTextContent('冻结'));
  });

  it('refuses to delete a tenant users still reference, and deletes a free one', async () => {
    await db.sysTenant.create({ id: 9, name: '空租户', createBy: 'admin', createTime: '2026-01-01 00:00:00', beginDate: null, endDate: null, status: 1 });
    const user = setup();
    await screen.findByText('1-4 共4 条');
    await deleteRow(user, rowOf('省局'));
    expect(await screen.findByText('该租户已被引用，无法删除！')).toBeInTheDocument();
    await deleteRow(user, rowOf('空租户'));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
  });

  it('batch-deletes only the unreferenced tenants: 部分删除成功！（被引用的租户无法删除）', async () => {
    await db.sysTenant.create({ id: 9, name: '空租户', createBy: 'admin', createTime: '2026-01-01 00:00:00', beginDate: null, endDate: null, status: 1 });
    const user = setup();
    await screen.findByText('1-4 共4 条');
    for (const name of ['省局', '空租户']) await user.click(within(rowOf(name)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认删除' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('部分删除成功！（被引用的租户无法删除）')).toBeInTheDocument();
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
    expect(db.sysTenant.findFirst((q) => q.where({ id: 1 }))).toBeDefined();
  });

  it('rejects an end time before the start time', () => {
    expect(validateTenant({ id: '5', name: 'x', beginDate: '2026-05-01 00:00:00', endDate: '2026-04-01 00:00:00', status: '1' }).endDate).toBe('结束时间不能早于开始时间!');
    expect(validateTenant({ id: '5', name: 'x', beginDate: '2026-04-01 00:00:00', endDate: '2026-05-01 00:00:00', status: '1' })).toEqual({});
  });
});

import type { Story } from '@ladle/react';
import type { TenantRow } from '@/features/system/tenant/tenant-config';
import { TenantFormDialog } from '@/features/system/tenant/TenantFormDialog';
import { addEditHandlers, dictHandlers, inDialogHarness } from './fixtures/system-dialogs';
import { shows } from './story-shows';

export default { title: 'System / Tenant dialog' };

const handlers = (failure: string | null = null) => [
  ...dictHandlers({ tenant_status: [['1', '正常'], ['0', '冻结']] }),
  ...addEditHandlers('/sys/tenant', '添加成功！', '编辑成功!', failure),
];

const tenant: TenantRow = { id: 3, name: '华东分公司', beginDate: '2026-01-01 00:00:00', endDate: '2026-12-31 23:59:59', status: 1, status_dictText: '正常' };

const Tenant = inDialogHarness(TenantFormDialog);

/** 新增: blank, status 正常. */
export const Empty: Story = () => <Tenant mode="add" />;
Empty.msw = handlers();
shows(Empty, { text: ['租户编号', '租户名称', '开始时间', '正常'], roles: [{ role: 'dialog', name: '新增' }], absent: ['请输入租户名称!', '2026-01-01'] });

/** 编辑: the id is fixed once saved. */
export const Filled: Story = () => <Tenant mode="edit" record={tenant} />;
Filled.msw = handlers();
shows(Filled, { text: ['2026-01-01 00:00:00', '2026-12-31 23:59:59'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请输入租户名称!'] });

/** The rules at once: id not a positive integer, name missing, end before begin. */
export const Invalid: Story = () => <Tenant mode="edit" record={{ ...tenant, id: 0, name: '', endDate: '2025-06-01 00:00:00' }} invalid />;
Invalid.msw = handlers();
shows(Invalid, { text: ['租户编号只能是正整数!', '请输入租户名称!', '结束时间不能早于开始时间!'], roles: [{ role: 'dialog', name: '编辑' }] });

/** 确定 answers the server's refusal: the message shows and the form keeps what was typed. */
export const ServerFailure: Story = () => <Tenant mode="edit" record={tenant} />;
ServerFailure.msw = handlers('数据库中已存在该记录');
shows(ServerFailure, { text: ['2026-01-01 00:00:00', '2026-12-31 23:59:59'], roles: [{ role: 'dialog', name: '编辑' }, { role: 'button', name: '确定' }] });

/** 详情: read-only, 关闭 only. */
export const Detail: Story = () => <Tenant mode="detail" record={tenant} />;
Detail.msw = handlers();
shows(Detail, { text: ['2026-01-01 00:00:00', '2026-12-31 23:59:59'], roles: [{ role: 'dialog', name: '详情' }, { role: 'button', name: '选择日期，已选择2026-01-01', disabled: true }], absent: ['确定'] });

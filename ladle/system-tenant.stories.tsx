import type { Story } from '@ladle/react';
import type { TenantRow } from '@/features/system/tenant/tenant-config';
import { TenantFormDialog, type TenantDialogMode } from '@/features/system/tenant/TenantFormDialog';
import { DialogHarness, dictHandlers, writeHandler } from './fixtures/system-dialogs';

export default { title: 'System / Tenant dialog' };

const handlers = (failure: string | null = null) => [
  ...dictHandlers({ tenant_status: [['1', '正常'], ['0', '冻结']] }),
  writeHandler('post', '/sys/tenant/add', '添加成功！', failure),
  writeHandler('put', '/sys/tenant/edit', '编辑成功!', failure),
];

const tenant: TenantRow = { id: 3, name: '华东分公司', beginDate: '2026-01-01 00:00:00', endDate: '2026-12-31 23:59:59', status: 1, status_dictText: '正常' };

function Tenant({ mode, record = null, invalid }: { mode: TenantDialogMode; record?: TenantRow | null; invalid?: boolean }) {
  return (
    <DialogHarness>
      {(open, close) => <TenantFormDialog mode={open ? mode : null} record={record} validateOnOpen={invalid} onClose={close} onSaved={close} />}
    </DialogHarness>
  );
}

/** 新增: blank, status 正常. */
export const Empty: Story = () => <Tenant mode="add" />;
Empty.msw = handlers();

/** 编辑: the id is fixed once saved. */
export const Filled: Story = () => <Tenant mode="edit" record={tenant} />;
Filled.msw = handlers();

/** The rules at once: id not a positive integer, name missing, end before begin. */
export const Invalid: Story = () => <Tenant mode="edit" record={{ ...tenant, id: 0, name: '', endDate: '2025-06-01 00:00:00' }} invalid />;
Invalid.msw = handlers();

/** 确定 answers the server's refusal: the message shows and the form keeps what was typed. */
export const ServerFailure: Story = () => <Tenant mode="edit" record={tenant} />;
ServerFailure.msw = handlers('数据库中已存在该记录');

/** 详情: read-only, 关闭 only. */
export const Detail: Story = () => <Tenant mode="detail" record={tenant} />;
Detail.msw = handlers();

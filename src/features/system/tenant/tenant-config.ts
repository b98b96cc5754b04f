/** 租户管理 (`system/TenantList`) as configuration of the list helper (contract §4.17). */
import type { SysTenantRow } from '@/api/sys/tenant';
import { listUrlsOf, type ListScreenSpec } from '@/widgets/list';
import { TENANT_API } from '@/api/sys/tenant';

export type TenantRow = SysTenantRow;

export const TENANT_URLS = listUrlsOf(TENANT_API);

export const TENANT_STATUS_DICT = 'tenant_status';

export const TENANT_TEXT = {
  id: '租户编号',
  name: '租户名称',
  beginDate: '开始时间',
  endDate: '结束时间',
  status: '状态',
  idRequired: '请输入租户编号!',
  idInteger: '租户编号只能是正整数!',
  nameRequired: '请输入租户名称!',
  endBeforeBegin: '结束时间不能早于开始时间!',
  cancel: '取消',
  ok: '确定',
  close: '关闭',
} as const;

export const TENANT_SCREEN: ListScreenSpec<TenantRow> = {
  url: TENANT_URLS,
  columns: [
    { field: 'name', title: '租户名称', sortable: true, flex: 1 },
    { field: 'id', title: '租户编号', sortable: true },
    { field: 'beginDate', title: '开始时间', sortable: true, width: 180 },
    { field: 'endDate', title: '结束时间', sortable: true, width: 180 },
    { field: 'status_dictText', title: '状态', sortable: true },
  ],
  queryFields: [
    { name: 'name', label: '租户名称', mode: 'like' },
    { name: 'status', label: '状态', type: 'select', dictCode: TENANT_STATUS_DICT },
  ],
  permissionPrefix: 'tenant',
};

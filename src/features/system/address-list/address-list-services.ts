/** 通讯录 calls: the department tree, the address-book page by org code, and position names for 职务. */
import { getAction } from '@/api/http';
import type { Page, Result } from '@/api/envelope';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import type { SysPosition } from '@/api/sys/position';
import type { AddressListRow } from '@/api/sys/user';

export interface AddressListServices {
  tree: () => Promise<Result<SysDepartTreeModel[]>>;
  list: (params: { orgCode: string; realname?: string; workNo?: string; pageNo: number; pageSize: number }) => Promise<Result<Page<AddressListRow>>>;
  positions: () => Promise<Result<Page<SysPosition>>>;
}

export const addressListServices: AddressListServices = {
  tree: () => getAction('/sys/sysDepart/queryTreeList'),
  list: (params) => getAction('/sys/user/queryByOrgCodeForAddressList', params),
  positions: () => getAction('/sys/position/list', { pageNo: 1, pageSize: 500 }),
};

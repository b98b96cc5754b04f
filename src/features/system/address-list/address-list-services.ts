/** 通讯录 calls: the department tree, the address-book page by org code, and position names for 职务. */
import { getAction } from '@/api/http';
import type { AddressListRow, Page, Result, SysDepartTreeModel, SysPosition } from '@/api/types';

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

/** 通讯录 calls: the department tree, the address-book page by org code, and position names for 职务. */
import { getAction } from '@/api/http';
import type { Page, Result } from '@/api/envelope';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import type { SysPosition } from '@/api/sys/position';
import type { AddressListRow } from '@/api/sys/user';
import { DEPART_API } from '@/api/sys/depart';
import { POSITION_API } from '@/api/sys/position';
import { USER_API } from '@/api/sys/user';

export interface AddressListServices {
  tree: () => Promise<Result<SysDepartTreeModel[]>>;
  list: (params: { orgCode: string; realname?: string; workNo?: string; pageNo: number; pageSize: number }) => Promise<Result<Page<AddressListRow>>>;
  positions: () => Promise<Result<Page<SysPosition>>>;
}

export const addressListServices: AddressListServices = {
  tree: () => getAction(DEPART_API.queryTreeList),
  list: (params) => getAction(USER_API.queryByOrgCodeForAddressList, params),
  positions: () => getAction(POSITION_API.list, { pageNo: 1, pageSize: 500 }),
};

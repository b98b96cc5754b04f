/** The user recycle bin (UserRecycleBinModal.vue) as configuration of the recycle-bin widget. */
import type { SysUser } from '@/api/sys/user';
import type { RecycleBinConfig, RecycleBinText } from '@/widgets/recycle-bin';
import { USER_TEXT as T } from './user-config';
import type { UserServices } from './user-services';

const ids = (rows: SysUser[]) => rows.map((r) => r.id).join(',');

/** The dialog's wording (取回用户 …); the page passes the menu's button names instead. */
export const USER_BIN_DIALOG_TEXT: RecycleBinText = {
  label: T.binTitle,
  restore: T.restore,
  deleteForGood: T.deleteForGood,
  restoreSelected: T.restoreSelected,
  deleteSelected: T.deleteSelected,
  empty: T.binEmpty,
  selectOne: T.selectOne,
};

/** 用户回收站 page: the button names of its menu rows (recycle:restore 还原, recycle:delete 彻底删除). */
export const USER_BIN_PAGE_TEXT: RecycleBinText = {
  ...USER_BIN_DIALOG_TEXT,
  restore: '还原',
  deleteForGood: '彻底删除',
  searchPlaceholder: '输入账号或姓名查询',
};

export function userRecycleBin(services: UserServices, text: RecycleBinText = USER_BIN_DIALOG_TEXT): RecycleBinConfig<SysUser> {
  return {
    queryKey: ['user-recycle-bin'],
    load: services.recycleBin,
    rowLabel: (r) => r.username,
    columns: [
      { field: 'username', title: T.username },
      { field: 'realname', title: T.realname },
      // The backend puts the department names into orgCode here.
      { field: 'orgCode', title: '部门' },
    ],
    restore: (rows) => services.restore(ids(rows)),
    deleteForGood: (rows) => services.deleteForGood(ids(rows)),
    confirmRestore: (rows, batch) => ({ title: T.confirmAction, content: batch ? T.confirmRestoreBatch : T.confirmRestore(rows[0].username) }),
    confirmDelete: (rows, batch) => ({ title: T.confirmAction, content: batch ? T.confirmDeleteBatch : T.confirmDeleteForGood(rows[0].username) }),
    text,
  };
}

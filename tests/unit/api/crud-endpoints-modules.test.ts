import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_API } from '@/api/sys/announcement';
import { CHECK_RULE_API } from '@/api/sys/check-rule';
import { DATA_SOURCE_API } from '@/api/sys/data-source';
import { DICT_API, DICT_ITEM_API } from '@/api/sys/dict';
import { FILL_RULE_API } from '@/api/sys/fill-rule';
import { MESSAGE_API, MESSAGE_TEMPLATE_API } from '@/api/sys/message';
import { PERMISSION_API } from '@/api/sys/permission';
import { POSITION_API } from '@/api/sys/position';
import { QUARTZ_API } from '@/api/sys/quartz';
import { ROLE_API } from '@/api/sys/role';
import { TENANT_API } from '@/api/sys/tenant';
import { USER_API } from '@/api/sys/user';

// The URL objects as they were spelled out by hand before crudEndpoints built their CRUD keys: a
// typo in a base path, or a key the spread adds or hides, shows here as a difference.
const MODULES: readonly { name: string; actual: Readonly<Record<string, string>>; before: Readonly<Record<string, string>> }[] = [
  {
    name: 'CHECK_RULE_API',
    actual: CHECK_RULE_API,
    before: {
      add: '/sys/checkRule/add',
      delete: '/sys/checkRule/delete',
      deleteBatch: '/sys/checkRule/deleteBatch',
      edit: '/sys/checkRule/edit',
      exportXls: '/sys/checkRule/exportXls',
      importExcel: '/sys/checkRule/importExcel',
      list: '/sys/checkRule/list',
    },
  },
  {
    name: 'DATA_SOURCE_API',
    actual: DATA_SOURCE_API,
    before: {
      add: '/sys/dataSource/add',
      delete: '/sys/dataSource/delete',
      deleteBatch: '/sys/dataSource/deleteBatch',
      edit: '/sys/dataSource/edit',
      list: '/sys/dataSource/list',
      queryById: '/sys/dataSource/queryById',
    },
  },
  {
    name: 'DICT_API',
    actual: DICT_API,
    before: {
      add: '/sys/dict/add',
      delete: '/sys/dict/delete',
      deleteBatch: '/sys/dict/deleteBatch',
      deleteList: '/sys/dict/deleteList',
      edit: '/sys/dict/edit',
      exportXls: '/sys/dict/exportXls',
      importExcel: '/sys/dict/importExcel',
      list: '/sys/dict/list',
      loadTreeData: '/sys/dict/loadTreeData',
    },
  },
  {
    name: 'DICT_ITEM_API',
    actual: DICT_ITEM_API,
    before: {
      add: '/sys/dictItem/add',
      delete: '/sys/dictItem/delete',
      deleteBatch: '/sys/dictItem/deleteBatch',
      dictItemCheck: '/sys/dictItem/dictItemCheck',
      edit: '/sys/dictItem/edit',
      list: '/sys/dictItem/list',
    },
  },
  {
    name: 'FILL_RULE_API',
    actual: FILL_RULE_API,
    before: {
      add: '/sys/fillRule/add',
      delete: '/sys/fillRule/delete',
      deleteBatch: '/sys/fillRule/deleteBatch',
      edit: '/sys/fillRule/edit',
      list: '/sys/fillRule/list',
      testFillRule: '/sys/fillRule/testFillRule',
    },
  },
  {
    name: 'MESSAGE_API',
    actual: MESSAGE_API,
    before: {
      list: '/sys/message/sysMessage/list',
      add: '/sys/message/sysMessage/add',
      edit: '/sys/message/sysMessage/edit',
      delete: '/sys/message/sysMessage/delete',
      deleteBatch: '/sys/message/sysMessage/deleteBatch',
    },
  },
  {
    name: 'MESSAGE_TEMPLATE_API',
    actual: MESSAGE_TEMPLATE_API,
    before: {
      list: '/sys/message/sysMessageTemplate/list',
      add: '/sys/message/sysMessageTemplate/add',
      edit: '/sys/message/sysMessageTemplate/edit',
      delete: '/sys/message/sysMessageTemplate/delete',
      deleteBatch: '/sys/message/sysMessageTemplate/deleteBatch',
      exportXls: '/sys/message/sysMessageTemplate/exportXls',
      importExcel: '/sys/message/sysMessageTemplate/importExcel',
      sendMsg: '/sys/message/sysMessageTemplate/sendMsg',
    },
  },
  {
    name: 'PERMISSION_API',
    actual: PERMISSION_API,
    before: {
      add: '/sys/permission/add',
      addPermissionRule: '/sys/permission/addPermissionRule',
      delete: '/sys/permission/delete',
      deleteBatch: '/sys/permission/deleteBatch',
      deletePermissionRule: '/sys/permission/deletePermissionRule',
      edit: '/sys/permission/edit',
      editPermissionRule: '/sys/permission/editPermissionRule',
      getPermRuleListByPermId: '/sys/permission/getPermRuleListByPermId',
      list: '/sys/permission/list',
      queryRolePermission: '/sys/permission/queryRolePermission',
      saveRolePermission: '/sys/permission/saveRolePermission',
    },
  },
  {
    name: 'POSITION_API',
    actual: POSITION_API,
    before: {
      add: '/sys/position/add',
      delete: '/sys/position/delete',
      deleteBatch: '/sys/position/deleteBatch',
      edit: '/sys/position/edit',
      exportXls: '/sys/position/exportXls',
      importExcel: '/sys/position/importExcel',
      list: '/sys/position/list',
    },
  },
  {
    name: 'QUARTZ_API',
    actual: QUARTZ_API,
    before: {
      add: '/sys/quartzJob/add',
      delete: '/sys/quartzJob/delete',
      deleteBatch: '/sys/quartzJob/deleteBatch',
      edit: '/sys/quartzJob/edit',
      execute: '/sys/quartzJob/execute',
      list: '/sys/quartzJob/list',
      pause: '/sys/quartzJob/pause',
      resume: '/sys/quartzJob/resume',
    },
  },
  {
    name: 'ANNOUNCEMENT_API',
    actual: ANNOUNCEMENT_API,
    before: {
      add: '/sys/annountCement/add',
      delete: '/sys/annountCement/delete',
      deleteBatch: '/sys/annountCement/deleteBatch',
      doReleaseData: '/sys/annountCement/doReleaseData',
      doReovkeData: '/sys/annountCement/doReovkeData',
      edit: '/sys/annountCement/edit',
      exportXls: '/sys/annountCement/exportXls',
      importExcel: '/sys/annountCement/importExcel',
      list: '/sys/annountCement/list',
      listByUser: '/sys/annountCement/listByUser',
    },
  },
  {
    name: 'ROLE_API',
    actual: ROLE_API,
    before: {
      add: '/sys/role/add',
      checkRoleCode: '/sys/role/checkRoleCode',
      datarule: '/sys/role/datarule',
      delete: '/sys/role/delete',
      deleteBatch: '/sys/role/deleteBatch',
      edit: '/sys/role/edit',
      exportXls: '/sys/role/exportXls',
      importExcel: '/sys/role/importExcel',
      list: '/sys/role/list',
      queryTreeList: '/sys/role/queryTreeList',
      queryall: '/sys/role/queryall',
    },
  },
  {
    name: 'TENANT_API',
    actual: TENANT_API,
    before: {
      add: '/sys/tenant/add',
      delete: '/sys/tenant/delete',
      deleteBatch: '/sys/tenant/deleteBatch',
      edit: '/sys/tenant/edit',
      list: '/sys/tenant/list',
      queryList: '/sys/tenant/queryList',
    },
  },
  {
    name: 'USER_API',
    actual: USER_API,
    before: {
      add: '/sys/user/add',
      addSysUserRole: '/sys/user/addSysUserRole',
      changePassword: '/sys/user/changePassword',
      delete: '/sys/user/delete',
      deleteBatch: '/sys/user/deleteBatch',
      deleteRecycleBin: '/sys/user/deleteRecycleBin',
      deleteUserInDepart: '/sys/user/deleteUserInDepart',
      deleteUserInDepartBatch: '/sys/user/deleteUserInDepartBatch',
      deleteUserRole: '/sys/user/deleteUserRole',
      deleteUserRoleBatch: '/sys/user/deleteUserRoleBatch',
      departUserList: '/sys/user/departUserList',
      edit: '/sys/user/edit',
      editSysDepartWithUser: '/sys/user/editSysDepartWithUser',
      exportXls: '/sys/user/exportXls',
      frozenBatch: '/sys/user/frozenBatch',
      getMultiUser: '/sys/user/getMultiUser',
      importExcel: '/sys/user/importExcel',
      list: '/sys/user/list',
      passwordChange: '/sys/user/passwordChange',
      phoneVerification: '/sys/user/phoneVerification',
      putRecycleBin: '/sys/user/putRecycleBin',
      queryById: '/sys/user/queryById',
      queryByOrgCodeForAddressList: '/sys/user/queryByOrgCodeForAddressList',
      queryUserComponentData: '/sys/user/queryUserComponentData',
      recycleBin: '/sys/user/recycleBin',
      register: '/sys/user/register',
      userRoleList: '/sys/user/userRoleList',
    },
  },
];

describe('URL objects built with crudEndpoints', () => {
  it.each(MODULES)('$name keeps every path it had when spelled out by hand', ({ actual, before }) => {
    expect(actual).toEqual(before);
  });
});

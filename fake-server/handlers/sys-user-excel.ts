/**
 * SysUserController's exportXls and importExcel (contract §4.6): the `@Excel` columns, dictionary
 * texts out and values in, and each imported row saved as `saveUser` saves it.
 */
import type { HttpHandler } from 'msw';
import { db } from '../db/tables';
import { requireSession, type Session } from '../lib/auth';
import { dictItems } from '../lib/dict';
import { queryRows } from '../lib/list-query';
import { api } from '../lib/route';
import { toUserInfos } from '../lib/users';
import { excelResponse, writeWorkbook, type SheetColumn } from '../lib/xls';
import { type ExcelImportSpec, importExcelRoute, type SheetRow } from './excel-import';
import { USER_FIELDS } from './pickers-user';
import { entityFrom, idList, insertUser, live } from './sys-user-records';

/** The `@Excel` columns of SysUser, in declaration order. */
export const USER_EXCEL_COLUMNS: readonly SheetColumn[] = [
  { header: '登录账号', key: 'username' },
  { header: '真实姓名', key: 'realname' },
  { header: '头像', key: 'avatar' },
  { header: '生日', key: 'birthday' },
  { header: '性别', key: 'sex' },
  { header: '电子邮件', key: 'email' },
  { header: '电话', key: 'phone' },
  { header: '机构编码', key: 'orgCode' },
  { header: '状态', key: 'status' },
  { header: '删除状态', key: 'delFlag' },
  { header: '工号', key: 'workNo' },
  { header: '职务', key: 'post' },
  { header: '座机号', key: 'telephone' },
  { header: '身份（1普通成员 2上级）', key: 'userIdentity' },
  { header: '负责部门', key: 'departIds' },
];

const dictText = (code: string) => new Map(dictItems(code).map((i) => [i.value, i.text]));
const dictValue = (code: string, text: string) => dictItems(code).find((i) => i.text === text)?.value ?? text;

const IMPORT_DUPLICATES: ReadonlyArray<[string, string]> = [
  ['uniq_sys_user_work_no', '工号'],
  ['uniq_sys_user_username', '用户名'],
  ['uniq_sys_user_phone', '手机号'],
  ['uniq_sys_user_email', '电子邮件'],
];

const userImport = (user: Session['user']): ExcelImportSpec => ({
  columns: USER_EXCEL_COLUMNS,
  insert: async (row) => {
    // AutoPoi's dicCode replace: a sex or status text becomes its value.
    const values: SheetRow = {
      ...row,
      ...(row.sex ? { sex: dictValue('sex', row.sex) } : {}),
      ...(row.status ? { status: dictValue('user_status', row.status) } : {}),
    };
    // 机构编码 is the user's department by its code: saved as orgCode (the current department)
    // and, when such a department exists, as a membership, so the user is listed under it.
    const depart = values.orgCode ? db.sysDepart.findFirst((q) => q.where({ orgCode: values.orgCode })) : undefined;
    // A blank password becomes 123456, as the controller sets it.
    await insertUser(
      { ...entityFrom(values), orgCode: values.orgCode ?? null, password: values.password || '123456' },
      user.username,
      [],
      depart ? [depart.id] : [],
    );
  },
  duplicates: IMPORT_DUPLICATES,
  logName: 'userImportExcelErrorLog',
});

export const userExcelHandlers: HttpHandler[] = [
  api.get('/sys/user/exportXls', async ({ request, query }) => {
    const { user } = await requireSession(request);
    let rows = queryRows(toUserInfos(live()), query, USER_FIELDS);
    const selections = query.get('selections');
    if (selections) {
      const ids = new Set(idList(selections));
      rows = rows.filter((r) => ids.has(r.id));
    }
    const sex = dictText('sex');
    const status = dictText('user_status');
    const bytes = await writeWorkbook({
      title: '用户列表',
      secondTitle: `导出人:${user.realname}`,
      sheetName: '导出信息',
      columns: USER_EXCEL_COLUMNS,
      rows: rows.map((r) => ({ ...r, sex: sex.get(String(r.sex)) ?? '', status: status.get(String(r.status)) ?? '' })),
    });
    return excelResponse(bytes, '用户列表');
  }),

  importExcelRoute('/sys/user/importExcel', userImport),
];

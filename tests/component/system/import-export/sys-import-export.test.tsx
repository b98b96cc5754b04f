/**
 * 导入 / 导出 of 角色管理, 数据字典, 部门管理, 系统通告 and 编码校验规则 against the fake backend: the toolbar buttons by
 * permission code, an import with a taken code answering 201 (the warning with the error-log link,
 * the good rows listed after the reload), and an export that carries the applied filters.
 */
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResult } from '@/api/sys/auth';
import type { PermissionResult } from '@/api/sys/permission';
import type { SysUser } from '@/api/sys/user';
import { notifier } from '@/ui/notify';
import { saveButtonAuth, saveLogin, setUserInfo } from '@/session';
import AnnouncementListPage from '@/features/system/announcement/AnnouncementListPage';
import CheckRuleListPage from '@/features/system/check-rule/CheckRuleListPage';
import DepartListPage from '@/features/system/depart/DepartListPage';
import DictListPage from '@/features/system/dict/DictListPage';
import RoleListPage from '@/features/system/role/RoleListPage';
import { db } from '@fake/db/tables';
import { XLSX_MIME } from '@fake/lib/xls';
import { checkRuleTable } from '@fake/seed/rules';
import { resetFakeDb, server } from '@fake/node';
import { StoryProviders } from '../../../../ladle/story-providers';
import { call, login } from '../../../unit/fake-server/fake-client';
import { importWorkbook } from '../../../contract/import-workbook';

// SheetJS and the import dialog load lazily; msw and the grid are slow on a shared machine.
configure({ asyncUtilTimeout: 10_000 });
const SLOW = { timeout: 60_000 };

const requests: URL[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));
});
afterAll(() => server.close());

let downloads: string[];
beforeEach(async () => {
  await resetFakeDb();
  requests.length = 0;
  downloads = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  notifier.clear();
});

/** Logs in as admin with the button codes the menu grants, minus `withhold`. */
async function signIn(withhold: string[] = []) {
  const res = (await login('admin')).body.result as LoginResult;
  saveLogin(res);
  const perms = (await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token: res.token })).body.result;
  saveButtonAuth(
    perms.auth.filter((a) => !withhold.includes(a.action)),
    perms.allAuth,
  );
  setUserInfo({ ...res.userInfo, roleCode: 'admin' } as SysUser);
}

function show(path: string, page: ReactElement) {
  const user = userEvent.setup({ delay: null, applyAccept: false });
  render(<StoryProviders path={path}>{page}</StoryProviders>);
  return user;
}

async function workbook(headers: string[], rows: string[][]) {
  const bytes = await importWorkbook(headers, rows);
  return new File([bytes as BlobPart], 'import.xlsx', { type: XLSX_MIME });
}

/** Opens 导入, uploads the file and expects ImportExcelUtil's partial answer. */
async function importPartially(user: ReturnType<typeof userEvent.setup>, file: File, rows: number) {
  await user.click(screen.getByRole('button', { name: '导入' }));
  const dialog = await screen.findByRole('dialog', { name: '导入EXCEL' });
  await user.upload(within(dialog).getByLabelText('选择导入文件'), file);
  await within(dialog).findByText(`共 ${rows} 行数据`);
  await user.click(within(dialog).getByRole('button', { name: '开始上传' }));
  expect(await within(dialog).findByText('导入成功,但是有错误数据!')).toBeInTheDocument();
  const link = within(dialog).getByRole('link', { name: '点击下载' });
  expect(link.getAttribute('href')).toMatch(/\/sys\/common\/static\/logs\/\d{8}\/\w+ImportExcelErrorLog\d+\.txt$/);
  expect(within(dialog).getByText(`文件导入成功，但有错误。 总上传行数：${rows}，已导入行数：${rows - 1}，错误行数：1`)).toBeInTheDocument();
  return dialog;
}

const lastRequest = (path: string) => [...requests].reverse().find((u) => u.pathname.endsWith(path));

/** Queries by `field` = `typed` and presses 导出: the download is `file`, and the export request carries the query as a like filter in `param`. */
async function exportsWithQuery(path: string, page: ReactElement, q: { field: string; typed: string; file: string; exportPath: string; param: string }) {
  await signIn();
  const user = show(path, page);
  await screen.findByText(/^1-\d+ 共\d+ 条$/);
  await user.type(screen.getByRole('textbox', { name: q.field }), q.typed);
  await user.click(screen.getByRole('button', { name: '查询' }));
  await user.click(screen.getByRole('button', { name: '导出' }));
  await waitFor(() => expect(downloads).toEqual([q.file]));
  expect(lastRequest(q.exportPath)?.searchParams.get(q.param)).toBe(`*${q.typed}*`);
}

/** Signed in without the listed button codes, the list keeps 新增 but shows neither 导入 nor 导出. */
async function hidesImportExport(path: string, page: ReactElement, withhold: string[]) {
  await signIn(withhold);
  show(path, page);
  await screen.findByText(/^1-\d+ 共\d+ 条$/);
  expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
}

describe('角色管理 导入/导出', () => {
  const page = <RoleListPage title="角色管理" component="system/RoleUserList" />;

  it('imports a sheet with a taken role code: the 201 warning, and the new role after the reload', SLOW, async () => {
    await signIn();
    const user = show('/isystem/role', page);
    await screen.findByText(/^1-\d+ 共\d+ 条$/);
    const file = await workbook(['角色名称', '角色编码'], [['导入角色', 'imp_role'], ['重复', 'admin']]);
    const dialog = await importPartially(user, file, 2);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(db.sysRole.findFirst((q) => q.where({ roleCode: 'imp_role' }))?.roleName).toBe('导入角色');
    expect(await screen.findByText('imp_role')).toBeInTheDocument();
  });

  it('exports with the applied query as 角色信息.xls', () =>
    exportsWithQuery('/isystem/role', page, { field: '名称', typed: '管理', file: '角色信息.xls', exportPath: '/sys/role/exportXls', param: 'roleName' }));

  it('hides 导入 and 导出 without role:import / role:export', () => hidesImportExport('/isystem/role', page, ['role:import', 'role:export']));
});

describe('数据字典 导入/导出', () => {
  const page = <DictListPage title="数据字典" component="system/DictList" />;

  it('imports a sheet with a taken dictionary code: the 201 warning and the imported dictionary', SLOW, async () => {
    await signIn();
    const user = show('/isystem/dict', page);
    await screen.findByText(/^1-\d+ 共\d+ 条$/);
    const file = await workbook(['字典名称', '字典编码', '描述'], [['导入字典', 'imp_dict', ''], ['性别', 'sex', '']]);
    await importPartially(user, file, 2);
    expect(db.sysDict.findFirst((q) => q.where({ dictCode: 'imp_dict' }))?.dictName).toBe('导入字典');
  });

  it('exports with the applied query as 字典信息.xls', () =>
    exportsWithQuery('/isystem/dict', page, { field: '字典名称', typed: '性别', file: '字典信息.xls', exportPath: '/sys/dict/exportXls', param: 'dictName' }));
});

describe('部门管理 导入', () => {
  const page = <DepartListPage title="部门管理" component="system/DepartList" />;

  it('imports departments under their parent code and says which row was a taken code', SLOW, async () => {
    await signIn();
    const user = show('/isystem/depart', page);
    const root = db.sysDepart.all().find((d) => d.orgCode.length === 3 && d.delFlag === '0')!;
    await screen.findAllByText(root.departName);
    const file = await workbook(['机构/部门名称', '机构编码'], [['导入部门', `${root.orgCode}Z99`], ['重复', root.orgCode]]);
    await importPartially(user, file, 2);
    expect(db.sysDepart.findFirst((q) => q.where({ orgCode: `${root.orgCode}Z99` }))?.parentId).toBe(root.id);
  });

  it('shows 导入 only with depart:import', async () => {
    await signIn(['depart:import']);
    show('/isystem/depart', page);
    expect(await screen.findByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
  });
});

describe('系统通告 导入/导出', () => {
  const page = <AnnouncementListPage title="系统通告" component="system/SysAnnouncementList" />;

  it('imports announcements, a title too long for the column answering 201, and lists the new one', SLOW, async () => {
    await signIn();
    const user = show('/isystem/annountCement', page);
    await screen.findByText(/^1-\d+ 共\d+ 条$/);
    const file = await workbook(['标题', '优先级', '消息类型'], [['导入的通告', '高', '系统消息'], ['长'.repeat(101), '低', '通知公告']]);
    const dialog = await importPartially(user, file, 2);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(db.sysAnnouncement.findFirst((q) => q.where({ titile: '导入的通告' }))).toMatchObject({ priority: 'H', msgCategory: '2', sendStatus: '0', delFlag: '0' });
    expect(await screen.findByText('导入的通告')).toBeInTheDocument();
  });

  it('exports with the applied query as 系统通告.xls', () =>
    exportsWithQuery('/isystem/annountCement', page, { field: '标题', typed: '升级', file: '系统通告.xls', exportPath: '/sys/annountCement/exportXls', param: 'titile' }));

  it('hides 导入 and 导出 without announcement:import / announcement:export', () => hidesImportExport('/isystem/annountCement', page, ['announcement:import', 'announcement:export']));
});

describe('编码校验规则 导入/导出', () => {
  const page = <CheckRuleListPage title="编码校验规则" component="system/SysCheckRuleList" />;
  const rules = '[{"digits":"*","pattern":"^\\\\d{4}$","message":"须为4位数字"}]';

  it('imports a sheet with a taken rule code: the 201 warning, and the new rule after the reload', SLOW, async () => {
    await signIn();
    const user = show('/isystem/checkRule', page);
    await screen.findByText(/^1-\d+ 共\d+ 条$/);
    const file = await workbook(['规则名称', '规则Code', '规则JSON'], [['导入规则', 'imp_rule', rules], ['重复', 'common', rules]]);
    const dialog = await importPartially(user, file, 2);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(checkRuleTable.findFirst((q) => q.where({ ruleCode: 'imp_rule' }))).toMatchObject({ ruleName: '导入规则', ruleJson: rules });
    expect(await screen.findByText('imp_rule')).toBeInTheDocument();
  });

  it('exports with the applied query as 编码校验规则.xls', () =>
    exportsWithQuery('/isystem/checkRule', page, { field: '规则名称', typed: '编码', file: '编码校验规则.xls', exportPath: '/sys/checkRule/exportXls', param: 'ruleName' }));

  it('hides 导入 and 导出 without check_rule:import / check_rule:export', () => hidesImportExport('/isystem/checkRule', page, ['check_rule:import', 'check_rule:export']));
});

/**
 * SysPermissionController's administration side (contract §4.2, §5.4-5.5, §6.3):
 * the full menu tree, add/edit/delete with PermissionDataUtil's normalisation,
 * the role authorisation tree and the data rules per menu. The signed-in
 * user's menu (getUserPermissionByToken) stays in handlers/permission.ts and
 * reads the same sys_permission / sys_role_permission rows, so a change here
 * shows at the next menu load.
 */
import type { HttpHandler } from 'msw';
import type { SysPermission } from '@/api/sys/permission';
import { db } from '../db/tables';
import { defineTable, plain } from '../db/table';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { newId, hexId } from '../lib/ids';
import { c0, error, okData, okMsg, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { editRoute } from '../lib/edit-route';
import type { SeedContext } from '../seed/context';
import type { PermissionTreeModel, SysPermissionDataRule } from '@/api/sys/permission';

export const dataRuleTable = defineTable<SysPermissionDataRule>('sys_permission_data_rule');

/**
 * `queryDataRule` of a role's or a department's grant of a menu: the menu's data rules and, as
 * `drChecked`, the ids the grant ticked (stored with a trailing comma).
 */
export function grantedDataRules(permissionId: string, grantedIds: string | null | undefined) {
  const datarule = dataRuleTable.all().filter((r) => r.permissionId === permissionId).map((r) => plain(r));
  if (datarule.length === 0) return error('未找到权限配置信息');
  const out: { datarule: typeof datarule; drChecked?: string } = { datarule };
  const checked = grantedIds ?? '';
  if (checked) out.drChecked = checked.endsWith(',') ? checked.slice(0, -1) : checked;
  return okData(out);
}

/** `SysPermissionTree`: the entity plus key/title/children and both `leaf` and `isLeaf` (§5.x). */
export type PermissionTreeNode = SysPermission & { key: string; title: string; isLeaf: boolean; children: PermissionTreeNode[] | null };

const empty = (v: string | null | undefined) => v === null || v === undefined || v === '';
const idList = (text: string | null) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** Live rows (del_flag 0) by sort_no, as `list()` orders them. */
export function livePermissions(): SysPermission[] {
  return db.sysPermission
    .all()
    .filter((p) => p.delFlag === 0)
    .map((p) => plain(p))
    .sort((a, b) => a.sortNo - b.sortNo);
}

/** Builds a tree from parent links; roots are rows without a parent. */
function treeOf<N extends { children: N[] | null }>(rows: SysPermission[], make: (p: SysPermission) => N): N[] {
  const nodes = new Map(rows.map((p) => [p.id, make(p)]));
  const roots: N[] = [];
  for (const p of rows) {
    const node = nodes.get(p.id)!;
    const parent = empty(p.parentId) ? undefined : nodes.get(p.parentId!);
    if (parent) (parent.children ??= []).push(node);
    else if (empty(p.parentId)) roots.push(node);
  }
  return roots;
}

export function permissionTree(): PermissionTreeNode[] {
  return treeOf(livePermissions(), (p) => ({ ...p, key: p.id, title: p.name, isLeaf: p.leaf, children: p.leaf ? null : [] }));
}

/** `queryTreeList` of SysPermissionController and SysRoleController: the tree plus every id. */
export function authorisationTree(): { treeList: PermissionTreeModel[]; ids: string[] } {
  const rows = livePermissions();
  const treeList = treeOf<PermissionTreeModel>(rows, (p) => ({
    key: p.id,
    title: p.name,
    slotTitle: p.name,
    isLeaf: p.leaf,
    icon: p.icon ?? null,
    ruleFlag: p.ruleFlag,
    scopedSlots: p.ruleFlag === 1 ? { title: 'hasDatarule' } : null,
    children: p.leaf ? null : [],
    parentId: p.parentId ?? null,
    label: p.name,
    value: p.id,
  }));
  return { treeList, ids: rows.map((p) => p.id) };
}

/** PermissionDataUtil.intelligentProcessData (§6.3). */
export function normalisePermission<T extends Partial<SysPermission>>(p: T): T {
  const out = { ...p };
  let component = out.component ?? null;
  if (component) {
    if (component.startsWith('/')) component = component.slice(1);
    if (component.startsWith('views/')) component = component.slice('views/'.length);
    if (component.startsWith('src/views/')) component = component.slice('src/views/'.length);
    if (component.endsWith('.vue')) component = component.slice(0, -'.vue'.length);
    out.component = component;
  }
  let url = out.url ?? null;
  if (url) {
    if (url.endsWith('.vue')) url = url.slice(0, -'.vue'.length);
    if (!url.startsWith('http') && !url.startsWith('/') && !url.trim().startsWith('{{')) url = `/${url}`;
    out.url = url;
  }
  if (out.menuType === 0 && empty(out.component)) out.component = 'layouts/RouteView';
  return out;
}

const bool = (v: unknown, fallback: boolean) => (v === undefined || v === null || v === '' ? fallback : v === true || v === 'true' || v === 1 || v === '1');
const num = (v: unknown, fallback: number) => {
  const n = typeof v === 'number' ? v : Number.parseFloat(String(v ?? ''));
  return Number.isFinite(n) ? n : fallback;
};

/** The writable SysPermission properties of a request body (unknown keys ignored, as Jackson does). */
function fromBody(body: Record<string, unknown>): Partial<SysPermission> {
  const out: Partial<SysPermission> = {};
  const strings = ['parentId', 'name', 'perms', 'permsType', 'icon', 'component', 'componentName', 'url', 'redirect', 'description', 'status'] as const;
  for (const key of strings) if (key in body) out[key] = str(body[key]) as never;
  if ('sortNo' in body) out.sortNo = num(body.sortNo, 1);
  if ('menuType' in body) out.menuType = num(body.menuType, 0);
  for (const key of ['route', 'keepAlive', 'hidden', 'hideTab', 'alwaysShow', 'internalOrExternal'] as const) if (key in body) out[key] = bool(body[key], false);
  return out;
}

async function markParentLeaf(parentId: string | null | undefined, leaf: boolean): Promise<void> {
  if (empty(parentId)) return;
  const parent = db.sysPermission.findFirst((q) => q.where({ id: parentId! }));
  if (parent && parent.leaf !== leaf) await db.sysPermission.update(parent, { data: (d) => void (d.leaf = leaf) });
}

const hasChildren = (id: string) => db.sysPermission.all().some((p) => p.parentId === id && p.delFlag === 0);

/** Every id of the subtree rooted at `id` (inclusive). */
function subtreeIds(id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of db.sysPermission.all()) {
      if (p.parentId && out.has(p.parentId) && !out.has(p.id)) {
        out.add(p.id);
        grew = true;
      }
    }
  }
  return out;
}

/** deletePermission: the subtree, its role links and data rules go; the parent may become a leaf. */
async function deletePermission(id: string): Promise<boolean> {
  const row = db.sysPermission.findFirst((q) => q.where({ id }));
  if (!row) return false;
  const parentId = row.parentId;
  const ids = subtreeIds(id);
  const inSet = (v: string) => ids.has(v);
  db.sysPermission.deleteMany((q) => q.where({ id: inSet }));
  db.sysRolePermission.deleteMany((q) => q.where({ permissionId: inSet }));
  dataRuleTable.deleteMany((q) => q.where({ permissionId: inSet }));
  if (parentId && !hasChildren(parentId)) await markParentLeaf(parentId, true);
  return true;
}

async function setRuleFlag(permissionId: string): Promise<void> {
  const row = db.sysPermission.findFirst((q) => q.where({ id: permissionId }));
  const flag = dataRuleTable.all().some((r) => r.permissionId === permissionId) ? 1 : 0;
  if (row && row.ruleFlag !== flag) await db.sysPermission.update(row, { data: (d) => void (d.ruleFlag = flag) });
}

function ruleFromBody(body: Record<string, unknown>): Partial<SysPermissionDataRule> {
  const out: Partial<SysPermissionDataRule> = {};
  for (const key of ['permissionId', 'ruleName', 'ruleColumn', 'ruleConditions', 'ruleValue', 'status'] as const) if (key in body) out[key] = str(body[key]) as never;
  return out;
}

export const sysPermissionAdminHandlers: HttpHandler[] = [
  api.get('/sys/permission/list', () => c0(permissionTree())),

  api.get('/sys/permission/queryTreeList', () => c0(authorisationTree())),

  api.post('/sys/permission/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const input = normalisePermission(fromBody(await readJson(request)));
    const menuType = input.menuType ?? 0;
    const parentId = menuType === 0 ? null : (input.parentId ?? null);
    const row: SysPermission = {
      id: newId(),
      parentId,
      name: input.name ?? '',
      perms: input.perms ?? null,
      permsType: input.permsType ?? '1',
      icon: input.icon ?? null,
      component: input.component ?? null,
      componentName: input.componentName ?? null,
      url: input.url ?? null,
      redirect: input.redirect ?? null,
      sortNo: input.sortNo ?? 1,
      menuType,
      leaf: true,
      route: input.route ?? true,
      keepAlive: input.keepAlive ?? false,
      description: input.description ?? null,
      createBy: user.username,
      createTime: formatDateTime(Date.now()),
      updateBy: null,
      updateTime: null,
      delFlag: 0,
      ruleFlag: 0,
      hidden: input.hidden ?? false,
      hideTab: input.hideTab ?? false,
      status: menuType === 2 ? (input.status ?? '1') : (input.status ?? null),
      alwaysShow: input.alwaysShow ?? false,
      internalOrExternal: input.internalOrExternal ?? false,
    };
    await db.sysPermission.create(row);
    await markParentLeaf(parentId, false);
    return okMsgData('添加成功！', null);
  }),

  ...editRoute('/sys/permission/edit', { find: (id) => db.sysPermission.findFirst((q) => q.where({ id })), notFound: '未找到菜单信息' }, async ({ user, body, existing }) => {
    const input = normalisePermission({ menuType: existing.menuType, ...fromBody(body) });
    const oldParent = existing.parentId;
    const newParent = input.menuType === 0 ? null : (input.parentId ?? oldParent);
    await db.sysPermission.update(existing, {
      data(draft) {
        Object.assign(draft, input);
        draft.parentId = newParent;
        draft.updateBy = user.username;
        draft.updateTime = formatDateTime(Date.now());
      },
    });
    if (newParent !== oldParent) {
      await markParentLeaf(newParent, false);
      if (oldParent && !hasChildren(oldParent)) await markParentLeaf(oldParent, true);
    }
    return okMsgData('修改成功！', null);
  }),

  api.delete('/sys/permission/delete', async ({ query }) => {
    const ok = await deletePermission(query.get('id') ?? '');
    return ok ? okMsgData('删除成功!', null) : error('未找到菜单信息');
  }),

  api.delete('/sys/permission/deleteBatch', async ({ query }) => {
    for (const id of idList(query.get('ids'))) await deletePermission(id);
    return okMsgData('删除成功!', null);
  }),

  api.get('/sys/permission/getPermRuleListByPermId', ({ query }) => {
    const permissionId = query.get('permissionId') ?? '';
    return c0(dataRuleTable.all().filter((r) => r.permissionId === permissionId).map((r) => plain(r)));
  }),

  api.post('/sys/permission/addPermissionRule', async ({ request }) => {
    const { user } = await requireSession(request);
    const input = ruleFromBody(await readJson(request));
    if (empty(input.permissionId)) return error('操作失败，permissionId 不能为空');
    await dataRuleTable.create({
      id: newId(),
      permissionId: input.permissionId!,
      ruleName: input.ruleName ?? null,
      ruleColumn: input.ruleColumn ?? null,
      ruleConditions: input.ruleConditions ?? null,
      ruleValue: input.ruleValue ?? null,
      status: input.status ?? '1',
      createTime: formatDateTime(Date.now()),
      createBy: user.username,
      updateTime: null,
      updateBy: null,
    });
    await setRuleFlag(input.permissionId!);
    return okMsgData('添加成功！', null);
  }),

  api.put('/sys/permission/editPermissionRule', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const id = str(body.id);
    const existing = id ? dataRuleTable.findFirst((q) => q.where({ id })) : undefined;
    if (!existing) return error('未找到对应实体');
    const input = ruleFromBody(body);
    delete input.permissionId;
    await dataRuleTable.update(existing, {
      data(draft) {
        Object.assign(draft, input);
        draft.updateBy = user.username;
        draft.updateTime = formatDateTime(Date.now());
      },
    });
    return okMsgData('更新成功！', null);
  }),

  api.delete('/sys/permission/deletePermissionRule', async ({ query }) => {
    const id = query.get('id') ?? '';
    const existing = dataRuleTable.findFirst((q) => q.where({ id }));
    if (!existing) return error('未找到对应实体');
    const permissionId = existing.permissionId;
    dataRuleTable.delete((q) => q.where({ id }));
    await setRuleFlag(permissionId);
    return okMsg('删除成功！');
  }),
];

/** Seed data rules for 用户管理 (register after the menu seeder: it sets the menu's rule flag). */
export async function seedPermissionDataRules(ctx: SeedContext): Promise<void> {
  const permissionId = hexId('menu:system.user');
  const menu = db.sysPermission.findFirst((q) => q.where({ id: permissionId }));
  if (!menu) return;
  const rule = (key: string, ruleName: string, ruleColumn: string, ruleConditions: string, ruleValue: string): SysPermissionDataRule => ({
    id: hexId(`datarule:${key}`),
    permissionId,
    ruleName,
    ruleColumn,
    ruleConditions,
    ruleValue,
    status: '1',
    createTime: ctx.at(-60 * 24 * 100),
    createBy: 'admin',
    updateTime: null,
    updateBy: null,
  });
  await dataRuleTable.create(rule('own-org', '只看本部门', 'sysOrgCode', 'RIGHT_LIKE', '#{sys_org_code}'));
  await dataRuleTable.create(rule('own', '只看自己创建', 'createBy', '=', '#{sys_user_code}'));
  await db.sysPermission.update(menu, { data: (d) => void (d.ruleFlag = 1) });
}

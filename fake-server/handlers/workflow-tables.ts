/**
 * Tables of the workflow area and the small lookups its handlers share:
 * actors from the user/role tables, state labels (`_dictText`) and the list
 * query with `createTime` mapped onto each table's own time column.
 */
import type { Page } from '@/api/envelope';
import type { WfAction, WfForm, WfFormVersion, WfInstance, WfProcess, WfRecord, WfTask } from '@/api/workflow';
import { db } from '../db/tables';
import { defineTable, plain, type Table } from '../db/table';
import type { SysUserAccountRow } from '../db/rows';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { newId } from '../lib/ids';
import { listPage, type EntityFields } from '../lib/list-query';
import { permissionsOfUser } from '../lib/menu';
import { BizError } from '../lib/route';
import { roleCodesOf } from '../lib/users';
import type { Actor, EngineEnv } from './workflow-engine';

export const wfFormTable = defineTable<WfForm>('wf_form');
export const wfFormVersionTable = defineTable<WfFormVersion>('wf_form_version');
export const wfActionTable = defineTable<WfAction>('wf_action');
export const wfProcessTable = defineTable<WfProcess>('wf_process');
export const wfInstanceTable = defineTable<WfInstance>('wf_instance');
export const wfTaskTable = defineTable<WfTask>('wf_task');
export const wfRecordTable = defineTable<WfRecord>('wf_record');

export const WF_STATE_TEXT: Record<string, Record<string, string>> = {
  form: { draft: '草稿', published: '已发布', modified: '有未发布修改' },
  process: { draft: '未发布', published: '已发布' },
  instance: { running: '运行中', completed: '已完成', rejected: '已驳回' },
  task: { pending: '待办理', claimed: '已签收', approved: '已通过', rejected: '已驳回', transferred: '已转办', returned: '已退回' },
};

/** Adds `state_dictText` from one of the label maps above. */
export function withStateText<T extends { state: string }>(rows: readonly T[], kind: keyof typeof WF_STATE_TEXT): Array<T & { state_dictText: string }> {
  const texts = WF_STATE_TEXT[kind];
  return rows.map((r) => ({ ...r, state_dictText: texts[r.state] ?? r.state }));
}

/** The list query of §1.6, with the list helper's default `createTime` sort mapped to `timeField`. */
export function wfListPage<T extends object>(rows: readonly T[], query: URLSearchParams, fields: EntityFields, timeField: string): Page<T> {
  const q = new URLSearchParams(query);
  if (q.get('column') === 'createTime' && !('createTime' in fields)) q.set('column', timeField);
  return listPage(rows, q, fields);
}

export const rowsOf = <T extends object>(table: Table<T>): T[] => table.all().map((r) => plain(r));

/** Replaces a stored row's properties with `next` (matched by id). */
export async function saveRow<T extends { id: string }>(table: Table<T>, next: T): Promise<void> {
  const row = table.findFirst((q) => q.where({ id: next.id } as never));
  if (!row) {
    await table.create(next);
    return;
  }
  await table.update(row, {
    data(draft) {
      Object.assign(draft, next);
    },
  });
}

export function realnameOf(username: string): string {
  return db.sysUser.findFirst((q) => q.where({ username }))?.realname ?? username;
}

export function actorOf(user: SysUserAccountRow): Actor {
  return { username: user.username, realname: user.realname ?? user.username, roles: roleCodesOf(user.id).split(',').filter(Boolean) };
}

export function liveEnv(): EngineEnv {
  return { now: formatDateTime(Date.now()), newId, realnameOf };
}

/** The newest published version of a form. */
export function latestVersionOf(formId: string): WfFormVersion | undefined {
  return rowsOf(wfFormVersionTable)
    .filter((v) => v.formId === formId)
    .sort((a, b) => b.version - a.version)[0];
}

/** Shiro's refusal (contract §1.3): code 510 with the fixed message. */
export const NO_AUTH_MSG = '没有权限，请联系管理员授权';

/** The signed-in user, who must hold the button permission `perms` (e.g. `form:edit`), else 510. */
export async function userWith(request: Request, perms: string): Promise<SysUserAccountRow> {
  const { user } = await requireSession(request);
  const held = permissionsOfUser(user.id).some((p) => (p.perms ?? '').split(',').map((x) => x.trim()).includes(perms));
  if (!held) throw new BizError(NO_AUTH_MSG, 510);
  return user;
}

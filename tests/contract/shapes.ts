/**
 * Reusable shape checkers for backend answers (backend-contract.md). A shape
 * states field names and JSON types; `exact` objects also reject unknown keys
 * (so a leaked `password` fails). Later screens add their entity shapes here
 * and assert with `expectShape(value, shape)`.
 */
import { expect } from 'vitest';

export type Shape =
  | { kind: 'string' | 'number' | 'boolean' | 'null' | 'any' }
  | { kind: 'literal'; value: unknown }
  | { kind: 'optional'; inner: Shape }
  | { kind: 'union'; options: Shape[] }
  | { kind: 'array'; item: Shape }
  | { kind: 'record'; value: Shape }
  | { kind: 'object'; fields: Record<string, Shape>; exact: boolean }
  | { kind: 'lazy'; get: () => Shape };

export const str: Shape = { kind: 'string' };
export const num: Shape = { kind: 'number' };
export const bool: Shape = { kind: 'boolean' };
export const nul: Shape = { kind: 'null' };
export const anything: Shape = { kind: 'any' };
export const literal = (value: unknown): Shape => ({ kind: 'literal', value });
/** The key may be absent (a present key must match). */
export const optional = (inner: Shape): Shape => ({ kind: 'optional', inner });
export const oneOf = (...options: Shape[]): Shape => ({ kind: 'union', options });
export const nullable = (inner: Shape): Shape => oneOf(inner, nul);
export const arrayOf = (item: Shape): Shape => ({ kind: 'array', item });
export const recordOf = (value: Shape): Shape => ({ kind: 'record', value });
/** Keys as listed; `exact` (default) rejects keys not listed. */
export const object = (fields: Record<string, Shape>, exact = true): Shape => ({ kind: 'object', fields, exact });
export const lazy = (get: () => Shape): Shape => ({ kind: 'lazy', get });

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Problems found, as "path: expected X, got Y" lines (empty = matches). */
export function checkShape(value: unknown, shape: Shape, path = '$'): string[] {
  switch (shape.kind) {
    case 'any':
      return [];
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return typeOf(value) === shape.kind ? [] : [`${path}: expected ${shape.kind}, got ${typeOf(value)}`];
    case 'literal':
      return Object.is(value, shape.value) ? [] : [`${path}: expected ${JSON.stringify(shape.value)}, got ${JSON.stringify(value)}`];
    case 'optional':
      return value === undefined ? [] : checkShape(value, shape.inner, path);
    case 'lazy':
      return checkShape(value, shape.get(), path);
    case 'union': {
      const results = shape.options.map((o) => checkShape(value, o, path));
      return results.some((r) => r.length === 0) ? [] : [`${path}: matches no option (${results.map((r) => r[0]).join(' | ')})`];
    }
    case 'array':
      if (!Array.isArray(value)) return [`${path}: expected array, got ${typeOf(value)}`];
      return value.flatMap((item, i) => checkShape(item, shape.item, `${path}[${i}]`));
    case 'record':
      if (typeOf(value) !== 'object') return [`${path}: expected object, got ${typeOf(value)}`];
      return Object.entries(value as object).flatMap(([k, v]) => checkShape(v, shape.value, `${path}.${k}`));
    case 'object': {
      if (typeOf(value) !== 'object') return [`${path}: expected object, got ${typeOf(value)}`];
      const record = value as Record<string, unknown>;
      const problems = Object.entries(shape.fields).flatMap(([key, field]) => {
        if (!(key in record) && field.kind !== 'optional') return [`${path}.${key}: missing`];
        return checkShape(record[key], field, `${path}.${key}`);
      });
      if (shape.exact) {
        for (const key of Object.keys(record)) if (!(key in shape.fields)) problems.push(`${path}.${key}: unexpected key`);
      }
      return problems;
    }
  }
}

export function expectShape(value: unknown, shape: Shape): void {
  expect(checkShape(value, shape)).toEqual([]);
}

// ---- envelope (§1.2) ----

/** The Result envelope; `code` pins the builder (0 for bare Result, 200 for ok, 500 for error…). */
export const envelope = (result: Shape, code: number, success = true): Shape =>
  object({ success: literal(success), message: str, code: literal(code), result, timestamp: num });

export const errorEnvelope = (code = 500): Shape => envelope(nul, code, false);

// ---- entities (§5) ----

const ns = nullable(str);
const nn = nullable(num);
const audit = { createBy: optional(ns), createTime: optional(ns), updateBy: optional(ns), updateTime: optional(ns) };

/** SysUser as returned: never password or salt. */
export const sysUser = object({
  id: str, username: str, realname: str, avatar: optional(ns), birthday: optional(ns), sex: optional(nn), email: optional(ns),
  phone: optional(ns), orgCode: optional(ns), orgCodeTxt: optional(ns), status: num, delFlag: num, workNo: optional(ns),
  post: optional(ns), telephone: optional(ns), activitiSync: optional(nn), userIdentity: optional(nn), departIds: optional(ns),
  relTenantIds: optional(ns), clientId: optional(ns), homePath: optional(ns), roleCode: optional(ns), ...audit,
});

export const sysDepart = object({
  id: str, parentId: ns, departName: str, departNameEn: optional(ns), departNameAbbr: optional(ns), departOrder: num,
  description: optional(ns), orgCategory: str, orgType: str, orgCode: str, mobile: optional(ns), fax: optional(ns),
  address: optional(ns), memo: optional(ns), status: str, delFlag: str, qywxIdentifier: optional(ns),
  directorUserIds: optional(ns), oldDirectorUserIds: optional(ns), ...audit,
});

export const sysTenant = object({ id: num, name: str, createBy: optional(ns), createTime: optional(ns), beginDate: optional(ns), endDate: optional(ns), status: num });

export const dictModel = object({ value: str, text: str, title: str, label: str });

export const sysAnnouncement = object({
  id: str, titile: str, msgContent: optional(ns), startTime: optional(ns), endTime: optional(ns), sender: optional(ns),
  priority: optional(ns), msgCategory: str, msgType: str, sendStatus: str, sendTime: optional(ns), cancelTime: optional(ns),
  delFlag: str, userIds: optional(ns), busType: optional(ns), busId: optional(ns), openType: optional(ns), openPage: optional(ns),
  msgAbstract: optional(ns), dtTaskId: optional(ns), ...audit,
});

// ---- auth payloads (§2, §4.1, §6) ----

export const loginResult = object({
  token: str,
  tenantList: optional(arrayOf(sysTenant)),
  userInfo: sysUser,
  departs: arrayOf(sysDepart),
  multi_depart: oneOf(literal(0), literal(1), literal(2)),
  sysAllDictItems: recordOf(arrayOf(dictModel)),
});

export const menuMeta = object({
  keepAlive: optional(bool), internalOrExternal: optional(bool), title: optional(str), componentName: optional(str),
  icon: optional(str), url: optional(str), hideTab: optional(literal(true)), hideMenu: optional(literal(true)),
});

export const menuNode: Shape = object({
  id: str, route: oneOf(literal('1'), literal('0')), path: str, name: str, hidden: optional(literal(true)),
  alwaysShow: optional(literal(true)), component: str, redirect: optional(ns), meta: menuMeta,
  children: optional(arrayOf(lazy(() => menuNode))),
});

export const authItem = object({ action: str, type: str, describe: str });
export const allAuthItem = object({ action: str, type: str, describe: str, status: str });
export const permissionResult = object({ menu: arrayOf(menuNode), auth: arrayOf(authItem), allAuth: arrayOf(allAuthItem), sysSafeMode: bool });

export const loginInfo = object({ totalVisitCount: num, todayVisitCount: num, todayIp: num });
export const visitInfo = object({ visit: num, ip: num, tian: str, type: str });
export const currentUserDeparts = object({ list: arrayOf(sysDepart), orgCode: ns });
export const userAnnouncements = object({ anntMsgList: arrayOf(sysAnnouncement), anntMsgTotal: num, sysMsgList: arrayOf(sysAnnouncement), sysMsgTotal: num });
export const currentUserTenant = object({ list: optional(arrayOf(sysTenant)) });

/** MyBatis-Plus page (§1.5) of `record`. */
export const page = (record: Shape): Shape =>
  object({ records: arrayOf(record), total: num, size: num, current: num, orders: arrayOf(anything), optimizeCountSql: bool, searchCount: bool, countId: nullable(anything), maxLimit: nn, pages: num });

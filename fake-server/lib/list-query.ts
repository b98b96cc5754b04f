/**
 * The backend's QueryGenerator (contract §1.6) over in-memory rows, shared by
 * every fake list endpoint: filters inferred from the value form, `_begin` /
 * `_end` / `_MultiString`, `column`/`order` with the unknown-column error, the
 * advanced query (`superQueryParams` + `superQueryMatchType`) and the
 * MyBatis-Plus page. Comparisons follow MySQL: NULL never matches, strings
 * compare case-insensitively (the `_ci` collations), LIKE knows `%` and `_`.
 */
import type { Page } from '@/api/envelope';
import { parseDateTime } from './dates';
import { readPageParams, toPage } from './page';
import { BizError } from './route';

/** The Java type of an entity property, as far as querying cares. */
export type FieldKind = 'string' | 'int' | 'number' | 'date' | 'boolean';
/** The entity's properties: only these are filtered and sortable. */
export type EntityFields = Readonly<Record<string, FieldKind>>;
/** The properties every entity extending JeecgEntity inherits, in the order the backend reads them. */
export const JEECG_ENTITY_FIELDS: EntityFields = { id: 'string', createBy: 'string', createTime: 'date', updateBy: 'string', updateTime: 'date' };

type Rule = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'like' | 'left_like' | 'right_like';
type Row = Record<string, unknown>;
export type RowPredicate = (row: Row) => boolean;

/** Query values after parsing: dates become epoch ms tagged as such. */
type Value = string | number | boolean | { date: number };

/** `QueryRuleEnum`: value and condition spellings, both accepted by `getByValue`. */
const RULES: ReadonlyArray<[Rule, string, string]> = [
  ['gt', '>', 'gt'],
  ['ge', '>=', 'ge'],
  ['lt', '<', 'lt'],
  ['le', '<=', 'le'],
  ['eq', '=', 'eq'],
  ['ne', '!=', 'ne'],
  ['in', 'IN', 'in'],
  ['like', 'LIKE', 'like'],
  ['left_like', 'LEFT_LIKE', 'left_like'],
  ['right_like', 'RIGHT_LIKE', 'right_like'],
];

function ruleByValue(text: string): Rule | null {
  return RULES.find(([, value, condition]) => value === text || condition === text)?.[0] ?? null;
}

/** Java's `String.split(",")`: trailing empty strings are dropped (but "" gives [""]). */
function javaSplit(text: string, separator = ','): string[] {
  const parts = text.split(separator);
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

/** `oConvertUtils.isEmpty`: null, "" and the string "null". */
function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === 'null';
}

// ---- comparisons ---------------------------------------------------------------------------

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/** MySQL's implicit cast of a stored string to a number: its numeric prefix, else 0. */
function cellNumber(cell: unknown): number | null {
  if (typeof cell !== 'string') return asNumber(cell);
  const m = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(cell);
  return m ? Number.parseFloat(m[0]) : 0;
}

function asDate(value: unknown): number | null {
  if (typeof value === 'object' && value !== null && 'date' in value) return (value as { date: number }).date;
  if (typeof value !== 'string') return null;
  const ms = parseDateTime(value);
  return Number.isNaN(ms) ? null : ms;
}

/** -1/0/1, or null when MySQL would not find the two comparable (no match). */
function compare(cell: unknown, value: Value, kind: FieldKind): number | null {
  const sign = (d: number) => (d < 0 ? -1 : d > 0 ? 1 : 0);
  if (kind === 'date' || (typeof value === 'object' && value !== null)) {
    const a = asDate(cell);
    const b = asDate(value);
    return a === null || b === null ? null : sign(a - b);
  }
  if (kind === 'int' || kind === 'number' || kind === 'boolean' || typeof value === 'number' || typeof value === 'boolean') {
    const a = kind === 'string' ? cellNumber(cell) : asNumber(cell);
    const b = asNumber(value);
    return a === null || b === null ? null : sign(a - b);
  }
  const a = String(cell).toLowerCase();
  const b = String(value).toLowerCase();
  return a < b ? -1 : a > b ? 1 : 0;
}

/** SQL LIKE with `%`, `_` and backslash escapes, case-insensitive. */
function likeRegex(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const ch = pattern[i];
    if (ch === '\\' && i + 1 < pattern.length) source += pattern[++i].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (ch === '%') source += '[\\s\\S]*';
    else if (ch === '_') source += '[\\s\\S]';
    else source += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'i');
}

/** `specialStrConvert`: plain query params search `_` and `%` literally. */
const escapeLike = (text: string) => text.replace(/[\\_%]/g, (c) => `\\${c}`);

function cellText(cell: unknown): string {
  return typeof cell === 'boolean' ? (cell ? '1' : '0') : String(cell);
}

/** `addEasyQuery`: one condition as a predicate; null when the backend adds none. */
function condition(field: string, kind: FieldKind, rule: Rule | null, value: Value | Value[] | null): RowPredicate | null {
  if (rule === null || value === null || (!Array.isArray(value) && isEmptyValue(value))) return null;
  const cellOf = (row: Row) => row[field];
  const cmp = (test: (c: number) => boolean) => (row: Row) => {
    const cell = cellOf(row);
    if (cell === null || cell === undefined) return false;
    const c = compare(cell, value as Value, kind);
    return c !== null && test(c);
  };
  const like = (pattern: string) => {
    const re = likeRegex(pattern);
    return (row: Row) => {
      const cell = cellOf(row);
      return cell !== null && cell !== undefined && re.test(cellText(cell));
    };
  };
  switch (rule) {
    case 'eq':
      return cmp((c) => c === 0);
    case 'ne':
      return cmp((c) => c !== 0);
    case 'gt':
      return cmp((c) => c > 0);
    case 'ge':
      return cmp((c) => c >= 0);
    case 'lt':
      return cmp((c) => c < 0);
    case 'le':
      return cmp((c) => c <= 0);
    case 'in': {
      const items = Array.isArray(value) ? value : javaSplit(String(value));
      return (row) => {
        const cell = cellOf(row);
        return cell !== null && cell !== undefined && items.some((item) => compare(cell, item, kind) === 0);
      };
    }
    case 'like':
      return like(`%${String(value)}%`);
    case 'left_like':
      return like(`%${String(value)}`);
    case 'right_like':
      return like(`${String(value)}%`);
  }
}

// ---- plain query params --------------------------------------------------------------------

/** `convert2Rule` + `replaceValue` for a plain param value. */
export function parseParamValue(raw: string): { rule: Rule | 'or_like'; value: string | string[] } | null {
  if (raw.startsWith(',') && raw.endsWith(',')) {
    // Multi-select fields: ",1,3," becomes (LIKE 1 OR LIKE 3); these LIKEs are not escaped.
    return { rule: 'or_like', value: javaSplit(raw.replace(/,,/g, ',').slice(1)) };
  }
  const val = raw.trim();
  if (val === '') return null;
  let rule: Rule | null = null;
  let operator = '';
  if (val.length >= 3 && val[2] === ' ') {
    rule = ruleByValue(val.slice(0, 2));
    operator = val.slice(0, 2);
  }
  if (rule === null && val.length >= 2 && val[1] === ' ') {
    rule = ruleByValue(val[0]);
    operator = val[0];
  }
  if (rule !== null) {
    // The contract's comparison form: the operator, a space, the operand.
    return { rule, value: rule === 'in' ? javaSplit(val) : val.slice(operator.length).trim() };
  }
  // A lone "*" has nothing to match around it: the contract reads it as equals.
  if (val.includes('*') && val !== '*') {
    if (val.startsWith('*') && val.endsWith('*')) return { rule: 'like', value: val.slice(1, -1) };
    if (val.startsWith('*')) return { rule: 'left_like', value: val.slice(1) };
    if (val.endsWith('*')) return { rule: 'right_like', value: val.slice(0, -1) };
  }
  if (val.includes(',')) return { rule: 'in', value: javaSplit(val) };
  if (val.startsWith('!')) return { rule: 'ne', value: val.slice(1) };
  // "a++b" searches for "a,b" (QUERY_COMMA_ESCAPE).
  if (val.indexOf('++') > 0) return { rule: 'eq', value: val.replace(/\+\+/g, ',') };
  return { rule: 'eq', value: val };
}

function paramPredicate(field: string, kind: FieldKind, raw: string): RowPredicate | null {
  const parsed = parseParamValue(raw);
  if (!parsed) return null;
  const { rule, value } = parsed;
  if (rule === 'or_like') {
    const parts = (value as string[]).map((v) => condition(field, kind, 'like', v) ?? (() => false));
    return (row) => parts.some((p) => p(row));
  }
  if (Array.isArray(value)) return condition(field, kind, rule, value);
  const isLike = rule === 'like' || rule === 'left_like' || rule === 'right_like';
  return condition(field, kind, rule, isLike ? escapeLike(value) : value);
}

/** `addQueryByRule` for `_begin`/`_end`: typed parse, or an exception (the property is skipped). */
function rangeValue(kind: FieldKind, text: string, rule: 'ge' | 'le'): Value {
  if (text.includes(',')) return text;
  if (kind === 'int') {
    if (!/^[+-]?\d+$/.test(text)) throw new Error(`For input string: "${text}"`);
    return Number.parseInt(text, 10);
  }
  if (kind === 'number') {
    const n = asNumber(text);
    if (n === null) throw new Error(`For input string: "${text}"`);
    return n;
  }
  if (kind === 'date') {
    const full = text.length === 10 ? `${text} ${rule === 'ge' ? '00:00:00' : '23:59:59'}` : text;
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(full)) throw new Error(`Unparseable date: "${text}"`);
    return { date: parseDateTime(full.slice(0, 19)) };
  }
  return text;
}

/** The conditions `installMplus` adds for one entity property (in its order, stopping at a failure). */
function propertyPredicates(field: string, kind: FieldKind, query: URLSearchParams): RowPredicate[] {
  const out: RowPredicate[] = [];
  const add = (p: RowPredicate | null) => p && out.push(p);
  try {
    const begin = query.get(`${field}_begin`)?.trim();
    if (begin) add(condition(field, kind, 'ge', rangeValue(kind, begin, 'ge')));
    const end = query.get(`${field}_end`)?.trim();
    if (end) add(condition(field, kind, 'le', rangeValue(kind, end, 'le')));
    const multi = query.get(`${field}_MultiString`);
    if (multi !== null) add(condition(field, kind, 'in', multi.replace(/,/g, ';').split(';')));
    const raw = query.get(field);
    if (raw !== null) add(paramPredicate(field, kind, raw));
  } catch {
    // QueryGenerator logs and skips the rest of this property, like the backend.
  }
  return out;
}

// ---- advanced query ------------------------------------------------------------------------

/** `URLDecoder.decode`: "+" is a space; a broken escape throws. */
function urlDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

/** Lenient `SimpleDateFormat.parse`: the pattern must match a prefix, the rest is ignored. */
function lenientDate(text: string, withTime: boolean): Value | null {
  const m = (withTime ? /^(\d{4}-\d{1,2}-\d{1,2} \d{1,2}:\d{1,2}:\d{1,2})/ : /^(\d{4}-\d{1,2}-\d{1,2})/).exec(text);
  if (!m) return null;
  const ms = parseDateTime(m[1].replace(/\b(\d)\b/g, '0$1'));
  return Number.isNaN(ms) ? null : { date: ms };
}

function castValue(value: Value, dbType: string): Value {
  const text = typeof value === 'object' ? '' : String(value);
  switch (dbType.toLowerCase().trim()) {
    case 'int':
    case 'short':
    case 'long':
      return /^[+-]?\d+$/.test(text) ? Number.parseInt(text, 10) : value;
    case 'bigdecimal':
    case 'float':
    case 'double':
      return asNumber(text) ?? value;
    case 'boolean':
      return text.toLowerCase() === 'true';
    default:
      return value;
  }
}

interface RawCondition {
  field?: unknown;
  rule?: unknown;
  val?: unknown;
  type?: unknown;
  dbType?: unknown;
}

const asText = (v: unknown): string | null => (v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * `doSuperQuery`: one parenthesised group, AND or OR between conditions.
 * Anything that makes the backend throw (bad encoding, bad JSON, an unknown
 * field) drops the whole advanced query, as its catch-all does.
 */
function superQueryPredicate(query: URLSearchParams, fields: EntityFields): RowPredicate | null {
  const encoded = query.get('superQueryParams');
  if (encoded === null) return null;
  const or = (query.get('superQueryMatchType') ?? 'and').toLowerCase() === 'or';
  try {
    const parsed: unknown = JSON.parse(urlDecode(encoded));
    if (!Array.isArray(parsed)) return null;
    const usable = (parsed as RawCondition[]).filter(
      (c) => c && !isEmptyValue(asText(c.field)) && !isEmptyValue(asText(c.rule)) && !isEmptyValue(asText(c.val)),
    );
    const parts: RowPredicate[] = [];
    for (const c of usable) {
      const field = asText(c.field) as string;
      const kind = fields[field];
      // camelToUnderline(null) throws inside the wrapper: nothing of the group is applied.
      if (!kind) return null;
      const val = asText(c.val) as string;
      const type = asText(c.type);
      let value: Value | null = val;
      if (type === 'date') value = lenientDate(val, false);
      else if (type === 'datetime') value = lenientDate(val, true);
      const dbType = asText(c.dbType);
      if (value !== null && dbType) value = castValue(value, dbType);
      const p = condition(field, kind, ruleByValue(asText(c.rule) as string), value);
      if (p) parts.push(p);
    }
    if (parts.length === 0) return null;
    return or ? (row) => parts.some((p) => p(row)) : (row) => parts.every((p) => p(row));
  } catch {
    return null;
  }
}

// ---- public API ----------------------------------------------------------------------------

/** Every condition of the request (plain params AND the advanced-query group) as one predicate. */
export function listFilter(query: URLSearchParams, fields: EntityFields): RowPredicate {
  const parts = Object.entries(fields).flatMap(([field, kind]) => propertyPredicates(field, kind, query));
  const group = superQueryPredicate(query, fields);
  if (group) parts.push(group);
  return (row) => parts.every((p) => p(row));
}

export const SORT_COLUMN_MISSING = '请注意，将要排序的列字段不存在：';

/**
 * `doMultiFieldsOrder`: `column` (comma-joined, trailing `_dictText` stripped)
 * and `order` (contains "asc" → ascending, anything else descending). Stable,
 * NULLs first ascending and last descending, as MySQL sorts them.
 */
export function sortRows<T extends object>(rows: readonly T[], query: URLSearchParams, fields: EntityFields): T[] {
  let column = query.get('column') ?? '';
  const order = query.get('order') ?? '';
  if (!column || !order) return rows.slice();
  if (column.endsWith('_dictText')) column = column.slice(0, -'_dictText'.length);
  const columns = column.split(',');
  if (!columns.every((c) => c in fields)) throw new BizError(SORT_COLUMN_MISSING + column);
  const direction = order.toUpperCase().includes('ASC') ? 1 : -1;
  const key = (row: T, c: string) => (row as Row)[c];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      for (const c of columns) {
        const x = key(a.row, c);
        const y = key(b.row, c);
        const xNull = x === null || x === undefined;
        const yNull = y === null || y === undefined;
        if (xNull || yNull) {
          if (xNull !== yNull) return (xNull ? -1 : 1) * direction;
          continue;
        }
        const d = compare(x, y as Value, fields[c]) ?? String(x).localeCompare(String(y));
        if (d !== 0) return d * direction;
      }
      return a.index - b.index;
    })
    .map((e) => e.row);
}

/** Filtered and sorted rows (no paging): what `service.list(queryWrapper)` returns, e.g. for exports. */
export function queryRows<T extends object>(rows: readonly T[], query: URLSearchParams, fields: EntityFields): T[] {
  const keep = listFilter(query, fields);
  return sortRows(
    rows.filter((row) => keep(row as Row)),
    query,
    fields,
  );
}

/** `service.page(new Page(pageNo, pageSize), queryWrapper)`: the MyBatis-Plus page of the request. */
export function listPage<T extends object>(rows: readonly T[], query: URLSearchParams, fields: EntityFields): Page<T> {
  return toPage(queryRows(rows, query, fields), readPageParams(query));
}

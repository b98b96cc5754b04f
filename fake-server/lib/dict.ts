/**
 * Dictionaries: code dictionaries from sys_dict/sys_dict_item, table
 * dictionaries (`table,textColumn,valueColumn[,condition]`) over registered
 * tables, and the DictAspect's `<field>_dictText` decoration of paged records
 * (contract §1.5, §4.5).
 */
import type { DictMap, DictModel } from '@/api/envelope';
import { db } from '../db/tables';

export function dictModel(value: string, text: string): DictModel {
  // title and label are Java getters returning text, so Jackson writes them too.
  return { value, text, title: text, label: text };
}

/** Enabled items of one code dictionary ordered by sort_order; [] for an unknown code. */
export function dictItems(dictCode: string): DictModel[] {
  const dict = db.sysDict.findFirst((q) => q.where({ dictCode, delFlag: 0 }));
  if (!dict) return [];
  return db.sysDictItem
    .findMany((q) => q.where({ dictId: dict.id, status: 1 }))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((item) => dictModel(item.itemValue, item.itemText));
}

/** `sysDictService.queryAllDictItems()`: every non-deleted dictionary with its enabled items. */
export function allDictItems(): DictMap {
  const items = db.sysDictItem.findMany((q) => q.where({ status: 1 })).sort((a, b) => a.sortOrder - b.sortOrder);
  const map: DictMap = {};
  for (const dict of db.sysDict.findMany((q) => q.where({ delFlag: 0 }))) {
    map[dict.dictCode] = items.filter((i) => i.dictId === dict.id).map((i) => dictModel(i.itemValue, i.itemText));
  }
  return map;
}

type Row = Record<string, unknown>;
const tableSources = new Map<string, () => readonly object[]>();

/** Makes `table` usable in table dictionaries (`sys_user,realname,username`). */
export function registerTableDict(table: string, rows: () => readonly object[]): void {
  tableSources.set(table, rows);
}

registerTableDict('sys_user', () => db.sysUser.findMany((q) => q.where({ delFlag: 0 })));
registerTableDict('sys_depart', () => db.sysDepart.findMany((q) => q.where({ delFlag: '0' })));
registerTableDict('sys_role', () => db.sysRole.all());
registerTableDict('sys_tenant', () => db.sysTenant.all());
registerTableDict('sys_dict', () => db.sysDict.findMany((q) => q.where({ delFlag: 0 })));
registerTableDict('sys_permission', () => db.sysPermission.findMany((q) => q.where({ delFlag: 0 })));

const camel = (column: string) => column.trim().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function column(row: Row, name: string): unknown {
  return row[camel(name)] ?? row[name.trim()];
}

/** Minimal SQL condition support: `a = 'x' and b=1`; anything else is ignored. */
function matchesCondition(row: Row, condition: string | undefined): boolean {
  if (!condition) return true;
  return condition.split(/\s+and\s+/i).every((part) => {
    const m = /^\s*([\w.]+)\s*=\s*'?([^']*)'?\s*$/.exec(part);
    if (!m) return true;
    return String(column(row, m[1]) ?? '') === m[2];
  });
}

/**
 * `queryTableDictItemsByCode(Filter)`: value/text pairs of a registered table.
 * An unknown table throws, as the SQL error does on the real backend.
 */
export function tableDictItems(table: string, textColumn: string, valueColumn: string, condition?: string): DictModel[] {
  const source = tableSources.get(table.trim());
  if (!source) throw new Error(`Table '${table}' doesn't exist`);
  return (source() as Row[])
    .filter((row) => matchesCondition(row, condition))
    .map((row) => dictModel(String(column(row, valueColumn) ?? ''), String(column(row, textColumn) ?? '')));
}

/** `getDictItems(dictCode)`: null when a table code has fewer than 3 parts ("字典Code格式不正确！"). */
export function resolveDictCode(dictCode: string): DictModel[] | null {
  if (!dictCode.includes(',')) return dictItems(dictCode);
  const parts = dictCode.split(',');
  if (parts.length < 3 || parts.length > 4) return null;
  return tableDictItems(parts[0], parts[1], parts[2], parts[3]);
}

/** A `@Dict` annotation: a code dictionary, or a table dictionary. */
export type DictRef = string | { table: string; text: string; code: string };

function textsFor(ref: DictRef): Map<string, string> {
  const items = typeof ref === 'string' ? dictItems(ref) : tableDictItems(ref.table, ref.text, ref.code);
  return new Map(items.map((i) => [i.value, i.text]));
}

/**
 * The DictAspect: adds `<field>_dictText` to each record for the annotated
 * fields. Comma-separated values translate item by item and join with ",";
 * values without an item are dropped (the aspect appends only found texts).
 * Only for paged results (the real aspect skips lists and single entities).
 */
export function withDictText<T extends object>(records: readonly T[], fields: Record<string, DictRef>): Array<T & Record<string, string>> {
  const lookups = Object.entries(fields).map(([field, ref]) => [field, textsFor(ref)] as const);
  return records.map((record) => {
    const out: Row = { ...(record as Row) };
    for (const [field, texts] of lookups) {
      const value = out[field];
      if (value === null || value === undefined || value === '') {
        out[`${field}_dictText`] = '';
        continue;
      }
      out[`${field}_dictText`] = String(value)
        .split(',')
        .filter(Boolean)
        .map((v) => texts.get(v.trim()))
        .filter((t): t is string => t !== undefined)
        .join(',');
    }
    return out as T & Record<string, string>;
  });
}

import { MOBILE_PATTERN } from '@/lib/mobile-number';

/**
 * Named patterns of the editable table's cell rules (widgets.md §5), also the
 * "preset pattern list" offered when configuring a column. The titles are the
 * Vue console's labels; a cell rule carries its own message.
 */
export const TABLE_PATTERN_NAMES = ['*', 'n6-16', '*6-16', 's6-18', 'url', 'e', 'm', 'p', 's', 'n', 'z', 'money'] as const;

export type TablePatternName = (typeof TABLE_PATTERN_NAMES)[number];

export interface TablePattern {
  name: TablePatternName;
  title: string;
  pattern: RegExp;
}

const defs: Record<TablePatternName, Omit<TablePattern, 'name'>> = {
  '*': { title: '非空', pattern: /^[\s\S]*\S[\s\S]*$/ },
  'n6-16': { title: '6到16位数字', pattern: /^\d{6,16}$/ },
  '*6-16': { title: '6到16位任意字符', pattern: /^[\s\S]{6,16}$/u },
  's6-18': { title: '6到18位字母', pattern: /^[A-Za-z]{6,18}$/ },
  url: { title: '网址', pattern: /^(?:https?|ftp):\/\/[\w-]+(?:\.[\w-]+)+(?:[\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/ },
  e: { title: '电子邮件', pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/ },
  // The same mobile rule as the forms', so a number a form refuses is not taken by a table.
  m: { title: '手机号码', pattern: MOBILE_PATTERN },
  p: { title: '邮政编码', pattern: /^[1-9]\d{5}$/ },
  s: { title: '字母', pattern: /^[A-Za-z]+$/ },
  n: { title: '数字', pattern: /^-?\d+(?:\.\d+)?$/ },
  z: { title: '整数', pattern: /^-?\d+$/ },
  money: { title: '金额', pattern: /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/ },
};

export const TABLE_PATTERNS: readonly TablePattern[] = TABLE_PATTERN_NAMES.map((name) => ({ name, ...defs[name] }));

export function isTablePatternName(name: string): name is TablePatternName {
  return (TABLE_PATTERN_NAMES as readonly string[]).includes(name);
}

export function tablePattern(name: TablePatternName): RegExp {
  return defs[name].pattern;
}

/** True when the value matches the named pattern (the value is stringified; null/undefined count as ''). */
export function matchesTablePattern(name: TablePatternName, value: unknown): boolean {
  return defs[name].pattern.test(value === null || value === undefined ? '' : String(value));
}

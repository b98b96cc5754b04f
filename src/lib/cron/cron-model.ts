/**
 * The editor's model of an expression: one entry per tab, each a mode plus the numbers that mode needs.
 * Every mode keeps its own numbers, so switching modes and back does not lose what was typed.
 * Pure: used by the statechart (machines/cronEditor.machine.ts) and the description.
 */
import { javaTrim, tokenize } from './java-lang';

export type SimpleFieldName = 'second' | 'minute' | 'hour' | 'month' | 'year';
export type FieldName = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';
export const FIELD_ORDER: readonly FieldName[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];

/** 'custom' holds a hand-typed part Quartz accepts but no tab mode can show (e.g. `1-5,10/2`). */
export type SimpleMode = 'every' | 'incremental' | 'list' | 'range' | 'custom';
export type DayMode = 'notSet' | 'every' | 'range' | 'incremental' | 'list' | 'last' | 'lastWorkday' | 'lastOffset' | 'nearestWorkday' | 'custom';
export type WeekMode = 'notSet' | 'every' | 'range' | 'incremental' | 'list' | 'last' | 'nth' | 'custom';

export interface SimpleField {
  mode: SimpleMode;
  start: number;
  step: number;
  list: number[];
  from: number;
  to: number;
  raw: string;
}
export interface DayField extends Omit<SimpleField, 'mode'> {
  mode: DayMode;
  offset: number;
  workday: number;
}
export interface WeekField extends Omit<SimpleField, 'mode'> {
  mode: WeekMode;
  lastDay: number;
  nthDay: number;
  nth: number;
}
export interface CronFields {
  second: SimpleField;
  minute: SimpleField;
  hour: SimpleField;
  day: DayField;
  month: SimpleField;
  week: WeekField;
  year: SimpleField;
}
export type AnyField = SimpleField | DayField | WeekField;

export interface NumberLimit {
  min: number;
  max: number;
}
/** Input limits per field (widgets spec §5, narrowed where Quartz would reject the spec's bound). */
export const LIMITS = {
  second: { value: { min: 0, max: 59 }, step: { min: 1, max: 59 } },
  minute: { value: { min: 0, max: 59 }, step: { min: 1, max: 59 } },
  hour: { value: { min: 0, max: 23 }, step: { min: 1, max: 23 } },
  day: { value: { min: 1, max: 31 }, step: { min: 1, max: 31 }, offset: { min: 1, max: 30 } },
  month: { value: { min: 1, max: 12 }, step: { min: 1, max: 12 } },
  week: { value: { min: 1, max: 7 }, step: { min: 1, max: 7 }, nth: { min: 1, max: 5 } },
  year: { value: { min: 1970, max: 2099 }, step: { min: 1, max: 99 } },
} as const;

export const DEFAULT_EXPRESSION = '* * * * * ? *';

/** A field's starting numbers. 指定 starts with nothing ticked: the user's first tick is the value. */
function simple(min: number, mode: SimpleMode = 'every'): SimpleField {
  return { mode, start: min, step: 1, list: [], from: min, to: min + 1, raw: '' };
}

export function defaultFields(now = new Date()): CronFields {
  const year = now.getFullYear();
  return {
    second: simple(0),
    minute: simple(0),
    hour: simple(0),
    day: { ...simple(1), mode: 'every', offset: 1, workday: 1 },
    month: simple(1),
    week: { ...simple(1), mode: 'notSet', to: 2, lastDay: 6, nthDay: 2, nth: 1 },
    year: { ...simple(year), from: year, to: year + 1 },
  };
}

const sortedUnique = (xs: readonly number[]) => [...new Set(xs)].sort((a, b) => a - b);

function buildCommon(f: SimpleField | DayField | WeekField): string | null {
  switch (f.mode) {
    case 'every':
      return '*';
    case 'incremental':
      return `${f.start}/${f.step}`;
    case 'list':
      // Nothing ticked yet: the field keeps its wildcard and the editor reports the missing pick.
      return f.list.length > 0 ? sortedUnique(f.list).join(',') : null;
    case 'range':
      return `${f.from}-${f.to}`;
    case 'custom':
      return f.raw;
    default:
      return null;
  }
}

export function buildField(name: FieldName, fields: CronFields): string {
  if (name === 'day') {
    const d = fields.day;
    const special = { notSet: '?', last: 'L', lastWorkday: 'LW', lastOffset: `L-${d.offset}`, nearestWorkday: `${d.workday}W` } as Record<string, string>;
    return special[d.mode] ?? buildCommon(d) ?? '*';
  }
  if (name === 'week') {
    const w = fields.week;
    const special = { notSet: '?', last: `${w.lastDay}L`, nth: `${w.nthDay}#${w.nth}` } as Record<string, string>;
    return special[w.mode] ?? buildCommon(w) ?? '?';
  }
  return buildCommon(fields[name]) ?? '*';
}

/** The first field set to 指定 with nothing ticked, if any: such an expression cannot be saved. */
export function fieldWithEmptyList(fields: CronFields): FieldName | null {
  return FIELD_ORDER.find((name) => fields[name].mode === 'list' && fields[name].list.length === 0) ?? null;
}

/** Always seven parts: second minute hour day month week year. */
export function buildExpression(fields: CronFields): string {
  return FIELD_ORDER.map((name) => buildField(name, fields)).join(' ');
}

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** A single value: digits, or a month/weekday name where the field takes names; null otherwise. */
function numberOf(name: FieldName, token: string): number | null {
  if (/^\d{1,4}$/.test(token)) return Number(token);
  if (name === 'month' && MONTH_NAMES.includes(token)) return MONTH_NAMES.indexOf(token) + 1;
  if (name === 'week' && DAY_NAMES.includes(token)) return DAY_NAMES.indexOf(token) + 1;
  return null;
}

function within(limit: NumberLimit, v: number | null): v is number {
  return v !== null && v >= limit.min && v <= limit.max;
}

function inLimit(name: FieldName, v: number | null, key: 'value' | 'step' = 'value'): v is number {
  return within(LIMITS[name][key], v);
}

/** Reads the modes every field shares; null when the part is not one of them. */
function parseCommon(name: FieldName, part: string): Partial<SimpleField> & { mode: SimpleMode } | null {
  if (part === '*') return { mode: 'every' };
  let m = /^(\*|\w+)\/(\d+)$/.exec(part);
  if (m) {
    const start = m[1] === '*' ? LIMITS[name].value.min : numberOf(name, m[1]);
    const step = Number(m[2]);
    return inLimit(name, start) && inLimit(name, step, 'step') ? { mode: 'incremental', start, step } : null;
  }
  m = /^(\w+)-(\w+)$/.exec(part);
  if (m) {
    const from = numberOf(name, m[1]);
    const to = numberOf(name, m[2]);
    return inLimit(name, from) && inLimit(name, to) ? { mode: 'range', from, to } : null;
  }
  const items = part.split(',');
  const values = items.map((t) => numberOf(name, t));
  if (items.every((t) => t !== '') && values.every((v) => inLimit(name, v))) return { mode: 'list', list: sortedUnique(values as number[]) };
  return null;
}

function parseDay(part: string): Partial<DayField> & { mode: DayMode } | null {
  if (part === '?') return { mode: 'notSet' };
  if (part === 'L') return { mode: 'last' };
  if (part === 'LW') return { mode: 'lastWorkday' };
  let m = /^L-(\d+)$/.exec(part);
  if (m) return within(LIMITS.day.offset, Number(m[1])) ? { mode: 'lastOffset', offset: Number(m[1]) } : null;
  m = /^(\d+)W$/.exec(part);
  if (m) return inLimit('day', Number(m[1])) ? { mode: 'nearestWorkday', workday: Number(m[1]) } : null;
  return parseCommon('day', part);
}

function parseWeek(part: string): Partial<WeekField> & { mode: WeekMode } | null {
  if (part === '?') return { mode: 'notSet' };
  let m = /^(\w+)L$/.exec(part);
  if (m) {
    const day = numberOf('week', m[1]);
    return inLimit('week', day) ? { mode: 'last', lastDay: day } : null;
  }
  m = /^(\w+)#(\d)$/.exec(part);
  if (m) {
    const day = numberOf('week', m[1]);
    const nth = Number(m[2]);
    return inLimit('week', day) && within(LIMITS.week.nth, nth) ? { mode: 'nth', nthDay: day, nth } : null;
  }
  return parseCommon('week', part);
}

/**
 * Reads an expression into the tabs, on top of `base` so that numbers of the modes not in use survive.
 * Expects an expression validate() accepted; a part no mode can show becomes 'custom' and keeps its text.
 * Returns null when there are fewer than six parts.
 */
export function parseExpression(expression: string, base: CronFields): CronFields | null {
  const parts = tokenize(expression.toUpperCase(), ' \t').map(javaTrim);
  if (parts.length < 6) return null;
  const next = structuredClone(base);
  FIELD_ORDER.forEach((name, i) => {
    const part = parts[i] ?? '*';
    const parsed = name === 'day' ? parseDay(part) : name === 'week' ? parseWeek(part) : parseCommon(name, part);
    Object.assign(next[name], parsed ?? { mode: 'custom', raw: part });
  });
  return next;
}

/** Fields from coarse to fine, for the link rule below. */
const COARSE_TO_FINE: readonly FieldName[] = ['year', 'month', 'day', 'week', 'hour', 'minute', 'second'];

function isWildcard(f: AnyField): boolean {
  return f.mode === 'every' || f.mode === 'notSet';
}

/**
 * The link rules, applied after the user changes `changed` through a tab:
 * - setting a field to something specific turns every finer field still at "every" into its first value
 *   (so picking day L gives `0 0 0 L * ?`, not every second of that day);
 * - day and week exclude each other: one of them is always "?" (not set);
 * - setting day to "?" while week is "?" or "*" makes week 1 (Sunday), and the reverse makes day 1.
 */
export function applyLinks(fields: CronFields, changed: FieldName): CronFields {
  const next = structuredClone(fields);
  const pinFirst = (name: FieldName) => {
    const f = next[name];
    f.mode = 'list';
    f.list = [LIMITS[name].value.min];
  };
  if (changed === 'day') {
    if (next.day.mode !== 'notSet') next.week.mode = 'notSet';
    else if (isWildcard(next.week)) pinFirst('week');
  }
  if (changed === 'week') {
    if (next.week.mode !== 'notSet') next.day.mode = 'notSet';
    else if (next.day.mode === 'notSet') pinFirst('day');
  }
  if (!isWildcard(next[changed])) {
    const finer = COARSE_TO_FINE.slice(COARSE_TO_FINE.indexOf(changed) + 1).filter((n) => n !== 'week' && !(changed === 'day' && n === 'day'));
    for (const name of finer) {
      if (name === 'day' && next.day.mode !== 'every') continue;
      if (next[name].mode === 'every') pinFirst(name);
    }
  }
  return next;
}

/** The spec's numbering of the eleven day-tab modes (widgets spec §4), or null for the other combinations. */
export function dayModeNumber(fields: CronFields): number | null {
  const { day, week } = fields;
  if (week.mode === 'notSet') {
    const byDay: Partial<Record<DayMode, number>> = { every: 1, incremental: 3, list: 5, last: 6, lastWorkday: 7, lastOffset: 9, nearestWorkday: 10 };
    return byDay[day.mode] ?? null;
  }
  if (day.mode === 'notSet') {
    const byWeek: Partial<Record<WeekMode, number>> = { incremental: 2, list: 4, last: 8, nth: 11 };
    return byWeek[week.mode] ?? null;
  }
  return null;
}

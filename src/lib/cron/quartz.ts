/**
 * The cron engine behind the editor: Quartz 2.3.x semantics, local time zone.
 *
 * - validate(expression): null when Quartz accepts the expression and can schedule it, else a Chinese
 *   message naming the field (`日字段无效：…`).
 * - nextRuns(expression, from, count): the next fire times strictly after `from`, like repeated
 *   CronExpression.getTimeAfter; [] when the expression is invalid or never fires.
 */
import { JavaRuntimeError } from './java-lang';
import { EMPTY_EXPRESSION_MESSAGE, FIELD, fieldMessage, type FieldIndex } from './quartz-errors';
import { NO_SPEC, parseQuartz, QuartzParseError, type QuartzSpec } from './quartz-parse';
import { QuartzHangError, timeAfter } from './quartz-next';

export { parseQuartz, type QuartzSpec } from './quartz-parse';

/**
 * Quartz parses an expression whose field holds no value at all (e.g. `,` or `L` in the hour field) but
 * then fails at scheduling time with NoSuchElementException; the scheduler rejects it, so we do too.
 */
function emptyField(spec: QuartzSpec): FieldIndex | null {
  if (spec.seconds.length === 0) return FIELD.SECOND;
  if (spec.minutes.length === 0) return FIELD.MINUTE;
  if (spec.hours.length === 0) return FIELD.HOUR;
  const byDayOfWeek = spec.daysOfMonth.includes(NO_SPEC);
  if (byDayOfWeek && spec.daysOfWeek.length === 0) return FIELD.DAY_OF_WEEK;
  if (!byDayOfWeek && !spec.lastdayOfMonth && spec.daysOfMonth.length === 0) return FIELD.DAY_OF_MONTH;
  if (spec.months.length === 0) return FIELD.MONTH;
  return null;
}

/**
 * A nearest-weekday day that falls on or before day 0 (`0W`, or `L-28W`..`L-30W` in February) sends
 * Quartz's getTimeAfter into an endless loop, which would hang the scheduler thread.
 */
function hangsScheduler(spec: QuartzSpec): boolean {
  if (!spec.nearestWeekday || spec.daysOfMonth.includes(NO_SPEC)) return false;
  if (spec.lastdayOfMonth) return spec.lastdayOffset >= 28;
  return spec.daysOfMonth[0] === 0;
}

export function validate(expression: string): string | null {
  if (expression.trim() === '') return EMPTY_EXPRESSION_MESSAGE;
  try {
    const spec = parseQuartz(expression);
    const empty = emptyField(spec);
    if (empty !== null) return fieldMessage(empty, 'noValues');
    return hangsScheduler(spec) ? fieldMessage(FIELD.DAY_OF_MONTH, 'hangs') : null;
  } catch (e) {
    if (e instanceof QuartzParseError) return fieldMessage(e.field, e.reason, e.detail);
    throw e;
  }
}

/** Fire times strictly after `from` (milliseconds of `from` are dropped, as Quartz works in whole seconds). */
export function nextRuns(expression: string, from: Date, count: number): Date[] {
  let spec: QuartzSpec;
  try {
    spec = parseQuartz(expression);
  } catch {
    return [];
  }
  const runs: Date[] = [];
  let cursor = Math.floor(from.getTime() / 1000) * 1000;
  for (let i = 0; i < count; i++) {
    let next: number | null;
    try {
      next = timeAfter(spec, cursor);
    } catch (e) {
      if (e instanceof JavaRuntimeError) return [];
      // Quartz would fire these and then spin forever computing the next one.
      if (e instanceof QuartzHangError) return runs;
      throw e;
    }
    if (next === null) break;
    runs.push(new Date(next));
    cursor = next;
  }
  return runs;
}

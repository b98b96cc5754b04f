/**
 * Quartz 2.3.x `CronExpression.getTimeAfter`, ported statement by statement. It advances field by field
 * (second → minute → hour → day → month → year), restarting the loop whenever a coarser field moves, so
 * it never steps second by second. The day-of-month and day-of-week branches keep Quartz's own
 * arithmetic, quirks included, because the preview must show what the scheduler will really do.
 */
import { JavaCalendar } from './java-calendar';
import { first, tailFirst } from './java-lang';
import { NO_SPEC, type QuartzSpec } from './quartz-parse';

const SUNDAY = 1;
const SATURDAY = 7;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function lastDayOfMonth(month: number, year: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** setCalendarHour: on a DST gap the hour does not exist, so Quartz takes the next one. */
function setCalendarHour(cal: JavaCalendar, hour: number): void {
  cal.set('hour', hour);
  if (cal.get('hour') !== hour && hour !== 24) cal.set('hour', hour + 1);
}

/** The nearest weekday (Mon-Fri) to `day` without leaving the month, as Quartz computes it for W and LW. */
function nearestWeekdayInstant(
  cl: JavaCalendar,
  day: number,
  mon: number,
  time: { hr: number; min: number; sec: number },
): { day: number; instant: number } {
  const tcal = new JavaCalendar(0);
  tcal.set('second', 0);
  tcal.set('minute', 0);
  tcal.set('hour', 0);
  tcal.set('day', day);
  tcal.set('month', mon - 1);
  tcal.set('year', cl.get('year'));
  const ldom = lastDayOfMonth(mon, cl.get('year'));
  const dow = tcal.dayOfWeek();
  if (dow === SATURDAY && day === 1) day += 2;
  else if (dow === SATURDAY) day -= 1;
  else if (dow === SUNDAY && day === ldom) day -= 2;
  else if (dow === SUNDAY) day += 1;
  tcal.set('second', time.sec);
  tcal.set('minute', time.min);
  tcal.set('hour', time.hr);
  tcal.set('day', day);
  tcal.set('month', mon - 1);
  return { day, instant: tcal.getTime() };
}

/** Guards the JS loop; Quartz itself stops at year 2999 or MAX_YEAR, which is reached long before this. */
const MAX_ITERATIONS = 200_000;

/**
 * Quartz's loop is a pure function of the calendar's instant, so meeting an instant twice means
 * getTimeAfter would spin forever (it does for `0W` and for `L-29W` around February).
 */
export class QuartzHangError extends Error {
  constructor() {
    super('Quartz getTimeAfter never returns for this expression');
  }
}

/**
 * The first fire time strictly after `afterMs` (whole seconds), or null when there is none before Quartz
 * gives up (MAX_YEAR). Throws JavaRuntimeError('noSuchElement') where Quartz would throw at runtime
 * (a field with no values) and QuartzHangError where Quartz would never return.
 */
export function timeAfter(spec: QuartzSpec, afterMs: number): number | null {
  const { seconds, minutes, hours, daysOfMonth, months, daysOfWeek, years } = spec;
  const after = afterMs + 1000;
  const cl = new JavaCalendar(after);
  cl.touch();

  const seen = new Set<number>();
  for (let guard = 0; guard < MAX_ITERATIONS; guard++) {
    const instant = cl.getTime();
    if (seen.has(instant)) throw new QuartzHangError();
    seen.add(instant);
    if (cl.get('year') > 2999) return null;

    let sec = cl.get('second');
    let min = cl.get('minute');
    const nextSec = tailFirst(seconds, sec);
    if (nextSec !== undefined) sec = nextSec;
    else {
      sec = first(seconds);
      min++;
      cl.set('minute', min);
    }
    cl.set('second', sec);

    min = cl.get('minute');
    let hr = cl.get('hour');
    let t = -1;
    const nextMin = tailFirst(minutes, min);
    if (nextMin !== undefined) {
      t = min;
      min = nextMin;
    } else {
      min = first(minutes);
      hr++;
    }
    if (min !== t) {
      cl.set('second', 0);
      cl.set('minute', min);
      setCalendarHour(cl, hr);
      continue;
    }
    cl.set('minute', min);

    hr = cl.get('hour');
    let day = cl.get('day');
    t = -1;
    const nextHr = tailFirst(hours, hr);
    if (nextHr !== undefined) {
      t = hr;
      hr = nextHr;
    } else {
      hr = first(hours);
      day++;
    }
    if (hr !== t) {
      cl.set('second', 0);
      cl.set('minute', 0);
      cl.set('day', day);
      setCalendarHour(cl, hr);
      continue;
    }
    cl.set('hour', hr);

    day = cl.get('day');
    let mon = cl.get('month') + 1;
    t = -1;
    let tmon = mon;

    const dayOfMSpec = !daysOfMonth.includes(NO_SPEC);
    const dayOfWSpec = !daysOfWeek.includes(NO_SPEC);
    if (dayOfMSpec && !dayOfWSpec) {
      const st = tailFirst(daysOfMonth, day);
      if (spec.lastdayOfMonth) {
        if (!spec.nearestWeekday) {
          t = day;
          day = lastDayOfMonth(mon, cl.get('year')) - spec.lastdayOffset;
          if (t > day) {
            mon++;
            if (mon > 12) {
              mon = 1;
              tmon = 3333; // makes the mon !== tmon test below hold
              cl.addYears(1);
            }
            day = 1;
          }
        } else {
          t = day;
          day = lastDayOfMonth(mon, cl.get('year')) - spec.lastdayOffset;
          const near = nearestWeekdayInstant(cl, day, mon, { hr, min, sec });
          day = near.day;
          if (near.instant < after) {
            day = 1;
            mon++;
          }
        }
      } else if (spec.nearestWeekday) {
        t = day;
        day = first(daysOfMonth);
        const near = nearestWeekdayInstant(cl, day, mon, { hr, min, sec });
        day = near.day;
        if (near.instant < after) {
          day = first(daysOfMonth);
          mon++;
        }
      } else if (st !== undefined) {
        t = day;
        day = st;
        // a short month such as February cannot hold the day
        if (day > lastDayOfMonth(mon, cl.get('year'))) {
          day = first(daysOfMonth);
          mon++;
        }
      } else {
        day = first(daysOfMonth);
        mon++;
      }
      if (day !== t || mon !== tmon) {
        cl.set('second', 0);
        cl.set('minute', 0);
        cl.set('hour', 0);
        cl.set('day', day);
        cl.set('month', mon - 1);
        continue;
      }
    } else if (dayOfWSpec && !dayOfMSpec) {
      if (spec.lastdayOfWeek) {
        // the last given weekday of the month (e.g. 6L)
        const dow = first(daysOfWeek);
        const cDow = cl.dayOfWeek();
        let daysToAdd = 0;
        if (cDow < dow) daysToAdd = dow - cDow;
        if (cDow > dow) daysToAdd = dow + (7 - cDow);
        const lDay = lastDayOfMonth(mon, cl.get('year'));
        if (day + daysToAdd > lDay) {
          cl.set('second', 0);
          cl.set('minute', 0);
          cl.set('hour', 0);
          cl.set('day', 1);
          cl.set('month', mon);
          continue;
        }
        while (day + daysToAdd + 7 <= lDay) daysToAdd += 7;
        day += daysToAdd;
        if (daysToAdd > 0) {
          cl.set('second', 0);
          cl.set('minute', 0);
          cl.set('hour', 0);
          cl.set('day', day);
          cl.set('month', mon - 1);
          continue;
        }
      } else if (spec.nthdayOfWeek !== 0) {
        // the nth given weekday of the month (e.g. 6#3)
        const dow = first(daysOfWeek);
        const cDow = cl.dayOfWeek();
        let daysToAdd = 0;
        if (cDow < dow) daysToAdd = dow - cDow;
        else if (cDow > dow) daysToAdd = dow + (7 - cDow);
        const dayShifted = daysToAdd > 0;
        day += daysToAdd;
        let weekOfMonth = Math.trunc(day / 7);
        if (day % 7 > 0) weekOfMonth++;
        daysToAdd = (spec.nthdayOfWeek - weekOfMonth) * 7;
        day += daysToAdd;
        if (daysToAdd < 0 || day > lastDayOfMonth(mon, cl.get('year'))) {
          cl.set('second', 0);
          cl.set('minute', 0);
          cl.set('hour', 0);
          cl.set('day', 1);
          cl.set('month', mon);
          continue;
        } else if (daysToAdd > 0 || dayShifted) {
          cl.set('second', 0);
          cl.set('minute', 0);
          cl.set('hour', 0);
          cl.set('day', day);
          cl.set('month', mon - 1);
          continue;
        }
      } else {
        const cDow = cl.dayOfWeek();
        let dow = first(daysOfWeek);
        const next = tailFirst(daysOfWeek, cDow);
        if (next !== undefined) dow = next;
        let daysToAdd = 0;
        if (cDow < dow) daysToAdd = dow - cDow;
        if (cDow > dow) daysToAdd = dow + (7 - cDow);
        const lDay = lastDayOfMonth(mon, cl.get('year'));
        if (day + daysToAdd > lDay) {
          cl.set('second', 0);
          cl.set('minute', 0);
          cl.set('hour', 0);
          cl.set('day', 1);
          cl.set('month', mon);
          continue;
        } else if (daysToAdd > 0) {
          cl.set('second', 0);
          cl.set('minute', 0);
          cl.set('hour', 0);
          cl.set('day', day + daysToAdd);
          cl.set('month', mon - 1);
          continue;
        }
      }
    } else {
      return null; // unreachable: the parser rejects this combination
    }
    cl.set('day', day);

    mon = cl.get('month') + 1;
    let year = cl.get('year');
    t = -1;
    // expressions that never fire stop here
    if (year > spec.maxYear) return null;

    const nextMon = tailFirst(months, mon);
    if (nextMon !== undefined) {
      t = mon;
      mon = nextMon;
    } else {
      mon = first(months);
      year++;
    }
    if (mon !== t) {
      cl.set('second', 0);
      cl.set('minute', 0);
      cl.set('hour', 0);
      cl.set('day', 1);
      cl.set('month', mon - 1);
      cl.set('year', year);
      continue;
    }
    cl.set('month', mon - 1);

    year = cl.get('year');
    t = -1;
    const nextYear = tailFirst(years, year);
    if (nextYear === undefined) return null; // ran out of years
    t = year;
    year = nextYear;
    if (year !== t) {
      cl.set('second', 0);
      cl.set('minute', 0);
      cl.set('hour', 0);
      cl.set('day', 1);
      cl.set('month', 0);
      cl.set('year', year);
      continue;
    }
    cl.set('year', year);
    return cl.getTime();
  }
  throw new QuartzHangError();
}

/**
 * Parser for Quartz cron expressions, ported statement by statement from Quartz 2.3.x
 * `org.quartz.CronExpression` (buildExpression / storeExpressionVals / checkNext / addToSet), the version
 * Spring Boot 2.6 ships. Quartz's acceptance rules include its quirks (text after a value is ignored,
 * `1-5W` drops the W, `8#2` is accepted, an eighth field is ignored), so the structure is kept as close
 * to the Java as possible rather than rewritten as a grammar: the point is to accept exactly what Quartz
 * accepts and to read it the way Quartz reads it.
 */
import { charAt, javaTrim, JavaRuntimeError, parseInt32, substring, tokenize } from './java-lang';
import { FIELD, type FieldIndex, type ReasonCode } from './quartz-errors';

export const ALL_SPEC = 99; // '*' marker kept in the set, as Quartz does
export const NO_SPEC = 98; // '?' marker

export interface QuartzSpec {
  /** Sorted ascending; may hold the 98/99 markers exactly like Quartz's TreeSets. */
  seconds: number[];
  minutes: number[];
  hours: number[];
  daysOfMonth: number[];
  months: number[];
  daysOfWeek: number[];
  years: number[];
  lastdayOfWeek: boolean;
  nthdayOfWeek: number;
  lastdayOfMonth: boolean;
  nearestWeekday: boolean;
  lastdayOffset: number;
  maxYear: number;
}

/** A Quartz ParseException, with the field being read when it was thrown. */
export class QuartzParseError extends Error {
  constructor(
    readonly field: FieldIndex | 'days' | 'count',
    readonly reason: ReasonCode,
    readonly detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
  }
}

const MONTHS: Record<string, number> = { JAN: 0, FEB: 1, MAR: 2, APR: 3, MAY: 4, JUN: 5, JUL: 6, AUG: 7, SEP: 8, OCT: 9, NOV: 10, DEC: 11 };
const DAYS: Record<string, number> = { SUN: 1, MON: 2, TUE: 3, WED: 4, THU: 5, FRI: 6, SAT: 7 };

const isDigit = (c: string) => c >= '0' && c <= '9';

/** Quartz's MAX_YEAR: fixed when the class loads, the current year plus 100. */
export function defaultMaxYear(now = new Date()): number {
  return now.getFullYear() + 100;
}

class Builder {
  private readonly sets: Set<number>[] = Array.from({ length: 7 }, () => new Set<number>());
  lastdayOfWeek = false;
  nthdayOfWeek = 0;
  lastdayOfMonth = false;
  nearestWeekday = false;
  lastdayOffset = 0;
  field: FieldIndex = FIELD.SECOND;

  constructor(private readonly maxYear: number) {}

  fail(reason: ReasonCode, detail = ''): never {
    throw new QuartzParseError(this.field, reason, detail);
  }

  build(expression: string): QuartzSpec {
    const tokens = tokenize(expression, ' \t');
    let exprOn = 0;
    for (const raw of tokens) {
      if (exprOn > FIELD.YEAR) break; // Quartz 2.3 silently ignores anything after the year
      this.field = exprOn as FieldIndex;
      const expr = javaTrim(raw);
      if (exprOn === FIELD.DAY_OF_MONTH && expr.includes('L') && expr.length > 1 && expr.includes(',')) this.fail('lWithListDom');
      if (exprOn === FIELD.DAY_OF_WEEK && expr.includes('L') && expr.length > 1 && expr.includes(',')) this.fail('lWithListDow');
      if (exprOn === FIELD.DAY_OF_WEEK && expr.includes('#') && expr.indexOf('#', expr.indexOf('#') + 1) !== -1) this.fail('multipleNth');
      for (const v of tokenize(expr, ',')) this.storeExpressionVals(0, v, exprOn as FieldIndex);
      exprOn++;
    }
    if (exprOn <= FIELD.DAY_OF_WEEK) throw new QuartzParseError(exprOn as FieldIndex, 'missingField');
    if (exprOn <= FIELD.YEAR) {
      this.field = FIELD.YEAR;
      this.storeExpressionVals(0, '*', FIELD.YEAR);
    }
    const dayOfMSpec = !this.sets[FIELD.DAY_OF_MONTH].has(NO_SPEC);
    const dayOfWSpec = !this.sets[FIELD.DAY_OF_WEEK].has(NO_SPEC);
    if (!(dayOfMSpec && !dayOfWSpec) && !(dayOfWSpec && !dayOfMSpec)) throw new QuartzParseError('days', 'bothDays');
    const sorted = this.sets.map((s) => [...s].sort((a, b) => a - b));
    return {
      seconds: sorted[0],
      minutes: sorted[1],
      hours: sorted[2],
      daysOfMonth: sorted[3],
      months: sorted[4],
      daysOfWeek: sorted[5],
      years: sorted[6],
      lastdayOfWeek: this.lastdayOfWeek,
      nthdayOfWeek: this.nthdayOfWeek,
      lastdayOfMonth: this.lastdayOfMonth,
      nearestWeekday: this.nearestWeekday,
      lastdayOffset: this.lastdayOffset,
      maxYear: this.maxYear,
    };
  }

  private storeExpressionVals(pos: number, s: string, type: FieldIndex): number {
    let incr = 0;
    let i = skipWhiteSpace(pos, s);
    if (i >= s.length) return i;
    let c = charAt(s, i);
    if (c >= 'A' && c <= 'Z' && s !== 'L' && s !== 'LW' && !/^L-[0-9]*W?$/.test(s)) {
      let sub = substring(s, i, i + 3);
      let sval: number;
      let eval_ = -1;
      if (type === FIELD.MONTH) {
        sval = monthNumber(sub) + 1;
        if (sval <= 0) this.fail('badMonthName', sub);
        if (s.length > i + 3) {
          c = charAt(s, i + 3);
          if (c === '-') {
            i += 4;
            sub = substring(s, i, i + 3);
            eval_ = monthNumber(sub) + 1;
            if (eval_ <= 0) this.fail('badMonthName', sub);
          }
        }
      } else if (type === FIELD.DAY_OF_WEEK) {
        sval = DAYS[sub] ?? -1;
        if (sval < 0) this.fail('badDayName', sub);
        if (s.length > i + 3) {
          c = charAt(s, i + 3);
          if (c === '-') {
            i += 4;
            sub = substring(s, i, i + 3);
            eval_ = DAYS[sub] ?? -1;
            if (eval_ < 0) this.fail('badDayName', sub);
          } else if (c === '#') {
            i += 4;
            this.readNth(s, i);
          } else if (c === 'L') {
            this.lastdayOfWeek = true;
            i++;
          }
        }
      } else {
        this.fail('namesNotAllowed', sub);
      }
      if (eval_ !== -1) incr = 1;
      this.addToSet(sval, eval_, incr, type);
      return i + 3;
    }

    if (c === '?') {
      i++;
      if (i + 1 < s.length && charAt(s, i) !== ' ' && charAt(s, i + 1) !== '\t') this.fail('afterQuestion', charAt(s, i));
      if (type !== FIELD.DAY_OF_WEEK && type !== FIELD.DAY_OF_MONTH) this.fail('questionNotAllowed');
      if (type === FIELD.DAY_OF_WEEK && !this.lastdayOfMonth) {
        const dom = this.sets[FIELD.DAY_OF_MONTH];
        if (dom.size === 0) throw new JavaRuntimeError('noSuchElement');
        if (Math.max(...dom) === NO_SPEC) this.fail('questionBoth');
      }
      this.addToSet(NO_SPEC, -1, 0, type);
      return i;
    }

    if (c === '*' || c === '/') {
      if (c === '*' && i + 1 >= s.length) {
        this.addToSet(ALL_SPEC, -1, incr, type);
        return i + 1;
      } else if (c === '/' && (i + 1 >= s.length || charAt(s, i + 1) === ' ' || charAt(s, i + 1) === '\t')) {
        this.fail('slashNeedsInteger');
      } else if (c === '*') {
        i++;
      }
      c = charAt(s, i);
      if (c === '/') {
        i++;
        if (i >= s.length) this.fail('slashNeedsInteger');
        // findNextWhiteSpace in Quartz never stops early, so the increment is the whole rest of the token.
        incr = parseInt32(substring(s, i));
        i++;
        if (incr > 10) i++;
        this.checkIncrementRange(incr, type);
      } else {
        incr = 1;
      }
      this.addToSet(ALL_SPEC, -1, incr, type);
      return i;
    } else if (c === 'L') {
      i++;
      if (type === FIELD.DAY_OF_MONTH) this.lastdayOfMonth = true;
      if (type === FIELD.DAY_OF_WEEK) this.addToSet(7, 7, 0, type);
      if (type === FIELD.DAY_OF_MONTH && s.length > i) {
        c = charAt(s, i);
        if (c === '-') {
          const vs = getValue(0, s, i + 1);
          this.lastdayOffset = vs.value;
          if (this.lastdayOffset > 30) this.fail('lastOffset');
          i = vs.pos;
        }
        if (s.length > i) {
          c = charAt(s, i);
          if (c === 'W') {
            this.nearestWeekday = true;
            i++;
          }
        }
      }
      return i;
    } else if (isDigit(c)) {
      let val = parseInt32(c);
      i++;
      if (i >= s.length) {
        this.addToSet(val, -1, -1, type);
      } else {
        c = charAt(s, i);
        if (isDigit(c)) {
          const vs = getValue(val, s, i);
          val = vs.value;
          i = vs.pos;
        }
        return this.checkNext(i, s, val, type);
      }
    } else {
      this.fail('unexpectedChar', c);
    }
    return i;
  }

  private readNth(s: string, i: number): void {
    try {
      this.nthdayOfWeek = parseInt32(substring(s, i));
      if (this.nthdayOfWeek < 1 || this.nthdayOfWeek > 5) throw new JavaRuntimeError('number');
    } catch {
      this.fail('nthRange');
    }
  }

  private checkIncrementRange(incr: number, type: FieldIndex): void {
    const max = [59, 59, 23, 31, 12, 7][type] as number | undefined;
    if (max !== undefined && incr > max) this.fail('increment', String(max));
  }

  private checkNext(pos: number, s: string, val: number, type: FieldIndex): number {
    let end = -1;
    let i = pos;
    if (i >= s.length) {
      this.addToSet(val, end, -1, type);
      return i;
    }
    let c = charAt(s, pos);
    if (c === 'L') {
      if (type === FIELD.DAY_OF_WEEK) {
        if (val < 1 || val > 7) this.fail('range');
        this.lastdayOfWeek = true;
      } else {
        this.fail('lNotAllowed');
      }
      this.sets[type].add(val);
      return i + 1;
    }
    if (c === 'W') {
      if (type === FIELD.DAY_OF_MONTH) this.nearestWeekday = true;
      else this.fail('wNotAllowed');
      if (val > 31) this.fail('wRange');
      this.sets[type].add(val);
      return i + 1;
    }
    if (c === '#') {
      if (type !== FIELD.DAY_OF_WEEK) this.fail('hashNotAllowed');
      i++;
      this.readNth(s, i);
      this.sets[type].add(val);
      return i + 1;
    }
    if (c === '-') {
      i++;
      c = charAt(s, i);
      const v = parseInt32(c);
      end = v;
      i++;
      if (i >= s.length) {
        this.addToSet(val, end, 1, type);
        return i;
      }
      c = charAt(s, i);
      if (isDigit(c)) {
        const vs = getValue(v, s, i);
        end = vs.value;
        i = vs.pos;
      }
      if (i < s.length && charAt(s, i) === '/') {
        i++;
        c = charAt(s, i);
        const v2 = parseInt32(c);
        i++;
        if (i >= s.length) {
          this.addToSet(val, end, v2, type);
          return i;
        }
        c = charAt(s, i);
        if (isDigit(c)) {
          const vs = getValue(v2, s, i);
          this.addToSet(val, end, vs.value, type);
          return vs.pos;
        }
        this.addToSet(val, end, v2, type);
        return i;
      }
      this.addToSet(val, end, 1, type);
      return i;
    }
    if (c === '/') {
      if (i + 1 >= s.length || charAt(s, i + 1) === ' ' || charAt(s, i + 1) === '\t') this.fail('slashNeedsInteger');
      i++;
      c = charAt(s, i);
      const v2 = parseInt32(c);
      i++;
      if (i >= s.length) {
        this.checkIncrementRange(v2, type);
        this.addToSet(val, end, v2, type);
        return i;
      }
      c = charAt(s, i);
      if (isDigit(c)) {
        const vs = getValue(v2, s, i);
        this.checkIncrementRange(vs.value, type);
        this.addToSet(val, end, vs.value, type);
        return vs.pos;
      }
      this.fail('unexpectedChar', c);
    }
    this.addToSet(val, end, 0, type);
    return i + 1;
  }

  private addToSet(val: number, end: number, incr: number, type: FieldIndex): void {
    const set = this.sets[type];
    const bad = (lo: number, hi: number) => (val < lo || val > hi || end > hi) && val !== ALL_SPEC;
    if ((type === FIELD.SECOND || type === FIELD.MINUTE) && bad(0, 59)) this.fail('range');
    if (type === FIELD.HOUR && bad(0, 23)) this.fail('range');
    if (type === FIELD.DAY_OF_MONTH && bad(1, 31) && val !== NO_SPEC) this.fail('range');
    if (type === FIELD.MONTH && bad(1, 12)) this.fail('range');
    if (type === FIELD.DAY_OF_WEEK && (val === 0 || val > 7 || end > 7) && val !== ALL_SPEC && val !== NO_SPEC) this.fail('range');

    if ((incr === 0 || incr === -1) && val !== ALL_SPEC) {
      set.add(val !== -1 ? val : NO_SPEC);
      return;
    }
    let startAt = val;
    let stopAt = end;
    if (val === ALL_SPEC && incr <= 0) {
      incr = 1;
      set.add(ALL_SPEC);
    }
    const [lo, hi] = [
      [0, 59],
      [0, 59],
      [0, 23],
      [1, 31],
      [1, 12],
      [1, 7],
      [1970, this.maxYear],
    ][type];
    if (stopAt === -1) stopAt = hi;
    if (startAt === -1 || startAt === ALL_SPEC) startAt = lo;

    let max = -1;
    if (stopAt < startAt) {
      if (type === FIELD.YEAR) throw new QuartzParseError(FIELD.YEAR, 'yearOrder');
      max = [60, 60, 24, 31, 12, 7][type];
      stopAt += max;
    }
    for (let i = startAt; i <= stopAt; i += incr) {
      // Years past 3000 can never be reached (Quartz gives up there), so a huge range need not be filled.
      if (type === FIELD.YEAR && i > 3000) break;
      if (max === -1) set.add(i);
      else {
        let i2 = i % max;
        if (i2 === 0 && (type === FIELD.MONTH || type === FIELD.DAY_OF_WEEK || type === FIELD.DAY_OF_MONTH)) i2 = max;
        set.add(i2);
      }
    }
  }
}

function monthNumber(s: string): number {
  return MONTHS[s] ?? -1;
}

function skipWhiteSpace(i: number, s: string): number {
  while (i < s.length && (s[i] === ' ' || s[i] === '\t')) i++;
  return i;
}

/** Quartz getValue: appends the digits at i to v; pos is one past the end when the token is used up. */
function getValue(v: number, s: string, i: number): { value: number; pos: number } {
  let c = charAt(s, i);
  let digits = String(v);
  while (isDigit(c)) {
    digits += c;
    i++;
    if (i >= s.length) break;
    c = s[i];
  }
  return { value: parseInt32(digits), pos: i < s.length ? i : i + 1 };
}

/**
 * Parses like `new CronExpression(expression)`: the expression is upper-cased, then read field by field.
 * Throws QuartzParseError (or JavaRuntimeError, which Quartz also reports as a ParseException).
 */
export function parseQuartz(expression: string, maxYear = defaultMaxYear()): QuartzSpec {
  const builder = new Builder(maxYear);
  try {
    return builder.build(expression.toUpperCase());
  } catch (e) {
    if (e instanceof QuartzParseError) throw e;
    if (e instanceof JavaRuntimeError) throw new QuartzParseError(builder.field, 'format', e.kind);
    throw e;
  }
}

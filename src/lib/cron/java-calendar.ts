/**
 * A lenient java.util.GregorianCalendar in the local time zone, reduced to what Quartz's getTimeAfter uses.
 * Like Java, `set` only records a field; the next `get` recomputes every field from the wall-clock
 * fields, so out-of-range values roll over (day 32 → next month, hour 24 → next day, month 12 → next year).
 */

/**
 * Wall-clock fields → instant, resolving DST the way GregorianCalendar does: a time inside a spring-forward
 * gap moves forward (JS Date does the same); a time that occurs twice in the autumn takes the later,
 * standard-time instant (JS Date takes the earlier one).
 */
export function wallToInstant(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const date = new Date(2000, 0, 1, h, mi, s, 0);
  date.setFullYear(y, mo, d); // setFullYear keeps years 0-99 literal, unlike the Date constructor
  date.setHours(h, mi, s, 0);
  const t1 = date.getTime();
  const offsetNow = new Date(t1).getTimezoneOffset();
  const offsetLater = new Date(t1 + 7_200_000).getTimezoneOffset();
  if (offsetLater > offsetNow) {
    const t2 = t1 + (offsetLater - offsetNow) * 60_000;
    const a = new Date(t1);
    const b = new Date(t2);
    if (a.getHours() === b.getHours() && a.getMinutes() === b.getMinutes() && a.getSeconds() === b.getSeconds() && a.getDate() === b.getDate()) return t2;
  }
  return t1;
}

export class JavaCalendar {
  year = 1970;
  month = 0; // 0-based, as Calendar.MONTH
  day = 1;
  hour = 0;
  minute = 0;
  second = 0;
  private dirty = false;
  private instant = 0;

  constructor(ms: number) {
    this.setTime(ms);
  }

  setTime(ms: number): void {
    const d = new Date(ms);
    this.year = d.getFullYear();
    this.month = d.getMonth();
    this.day = d.getDate();
    this.hour = d.getHours();
    this.minute = d.getMinutes();
    this.second = d.getSeconds();
    this.instant = ms;
    this.dirty = false;
  }

  /** Calendar.set(MILLISECOND, 0) right after setTime: marks the fields for recomputation. */
  touch(): void {
    this.dirty = true;
  }

  set(field: 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', value: number): void {
    this[field] = value;
    this.dirty = true;
  }

  private complete(): void {
    if (!this.dirty) return;
    this.setTime(wallToInstant(this.year, this.month, this.day, this.hour, this.minute, this.second));
  }

  get(field: 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'): number {
    this.complete();
    return this[field];
  }

  /** Calendar.DAY_OF_WEEK: Sunday = 1 … Saturday = 7. */
  dayOfWeek(): number {
    this.complete();
    return new Date(this.instant).getDay() + 1;
  }

  getTime(): number {
    this.complete();
    return this.instant;
  }

  /** Calendar.add(YEAR, n): same month and day, pinned to the month's length. */
  addYears(n: number): void {
    this.complete();
    this.year += n;
    const last = new Date(2000, 0, 1);
    last.setFullYear(this.year, this.month + 1, 0);
    if (this.day > last.getDate()) this.day = last.getDate();
    this.dirty = true;
  }
}

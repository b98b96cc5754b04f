/**
 * The handful of java.lang behaviours the Quartz parser leans on. Quartz accepts or rejects an
 * expression partly through Java runtime exceptions (an index past the end of a token, a failed
 * Integer.parseInt), so the port reproduces exactly when those throw.
 */

/** Stands for any Java RuntimeException thrown while Quartz parses; Quartz turns it into a ParseException. */
export class JavaRuntimeError extends Error {
  constructor(readonly kind: 'index' | 'number' | 'noSuchElement' | 'illegalArgument', message = kind) {
    super(message);
  }
}

/** String.charAt: throws past either end instead of returning ''. */
export function charAt(s: string, i: number): string {
  if (i < 0 || i >= s.length) throw new JavaRuntimeError('index');
  return s[i];
}

/** String.substring(begin[, end]) with Java's bounds checks. */
export function substring(s: string, begin: number, end = s.length): string {
  if (begin < 0 || end > s.length || begin > end) throw new JavaRuntimeError('index');
  return s.slice(begin, end);
}

/** Character.digit(ch, 10) for BMP characters: ASCII and every other Unicode decimal digit (e.g. full-width ３). */
function digitValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  if (!/^\p{Nd}$/u.test(ch)) return -1;
  // Unicode decimal digits come in runs of ten that start at zero; find the run start.
  let start = ch.charCodeAt(0);
  while (/^\p{Nd}$/u.test(String.fromCharCode(start - 1))) start -= 1;
  return (ch.charCodeAt(0) - start) % 10;
}

const INT_MAX = 2147483647;

/** Integer.parseInt(s): optional sign, at least one digit, 32-bit range. */
export function parseInt32(s: string): number {
  if (s.length === 0) throw new JavaRuntimeError('number');
  let i = 0;
  let negative = false;
  if (s[0] === '-' || s[0] === '+') {
    negative = s[0] === '-';
    i = 1;
    if (s.length === 1) throw new JavaRuntimeError('number');
  }
  let value = 0;
  for (; i < s.length; i++) {
    const d = digitValue(s[i]);
    if (d < 0) throw new JavaRuntimeError('number');
    value = value * 10 + d;
    if (value > INT_MAX + 1) throw new JavaRuntimeError('number');
  }
  if (!negative && value > INT_MAX) throw new JavaRuntimeError('number');
  return negative ? -value : value;
}

/** String.trim(): strips code units <= U+0020 only (not U+3000 or U+00A0 like JS trim). */
export function javaTrim(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && s.charCodeAt(a) <= 0x20) a++;
  while (b > a && s.charCodeAt(b - 1) <= 0x20) b--;
  return s.slice(a, b);
}

/** StringTokenizer(s, delims): non-empty runs between delimiter characters. */
export function tokenize(s: string, delims: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (const ch of s) {
    if (delims.includes(ch)) {
      if (cur) out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) out.push(cur);
  return out;
}

/** Integer-set helpers standing in for TreeSet<Integer>. */
export function tailFirst(sorted: readonly number[], from: number): number | undefined {
  for (const v of sorted) if (v >= from) return v;
  return undefined;
}

export function first(sorted: readonly number[]): number {
  if (sorted.length === 0) throw new JavaRuntimeError('noSuchElement');
  return sorted[0];
}

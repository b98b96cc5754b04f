/** Adds thousands separators to the integer part: 1234567.891 → "1,234,567.891". Empty → "0". */
export function formatThousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  const text = String(value).trim();
  const match = /^([+-]?)(\d+)(\.\d*)?$/.exec(text);
  // Anything that is not a plain decimal (NaN, exponent, words) is shown as given.
  if (!match) return text;
  const [, sign, int, frac = ''] = match;
  return sign + int.replace(/\B(?=(\d{3})+$)/g, ',') + frac;
}

/**
 * Number text as staff type it on a Chinese keyboard, made plain: full-width digits, minus, plus
 * and point (１０, －５, ３．５) and the ideographic full stop as a decimal point become ASCII, so
 * a number field never drops them. Anything else is left as typed for the field's rule to refuse.
 */
export function normalizeNumberText(text: string): string {
  return text.normalize('NFKC').replace(/[\u2212\u2012\u2013]/g, '-').replace(/\u3002/g, '.');
}

/** A plain decimal: optional minus, digits, optional fraction. */
export const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

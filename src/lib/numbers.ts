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

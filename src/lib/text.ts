/** Default ellipsis length of lists and cells (console.md §9). */
export const ELLIPSIS_LENGTH = 25;

/** Cuts text to `length` characters (code points, so Chinese and emoji count as one) and appends "...". */
export function ellipsis(text: string | null | undefined, length: number = ELLIPSIS_LENGTH): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : text;
}

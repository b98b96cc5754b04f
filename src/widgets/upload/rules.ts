/** Pure rules of the upload widgets: image checks, name shortening, ordering, value strings. */
import { UPLOAD_TEXT } from './messages';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The refusal for a file an image upload cannot take, or null: not an image, not png/jpeg, over 5 MB. */
export function checkImage(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_TEXT.needImage;
  if (!IMAGE_TYPES.includes(file.type)) return UPLOAD_TEXT.imageBadFormat;
  if (file.size > IMAGE_MAX_BYTES) return UPLOAD_TEXT.imageTooLarge;
  return null;
}

/** File names in lists: 5 characters, then an ellipsis (widgets.md §9). */
export function shortName(name: string, length = 5): string {
  const chars = Array.from(name);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : name;
}

/** The name part of a stored path (`temp/a_1.png` → `a_1.png`), as JUpload's getFileName. */
export function fileNameOfPath(path: string): string {
  const p = path.replace(/\\/g, '/');
  return p.slice(p.lastIndexOf('/') + 1);
}

/** A comma-joined value as its paths (empty parts dropped). */
export function splitPaths(value: string | null | undefined): string[] {
  return (value ?? '').split(',').map((p) => p.trim()).filter(Boolean);
}

export function joinPaths(paths: readonly string[]): string {
  return paths.join(',');
}

export type MoveResult<T> = { ok: true; list: T[] } | { ok: false; message: string };

/** Swaps an entry with its neighbour; the first cannot go left, the last cannot go right. */
export function moveItem<T>(list: readonly T[], index: number, direction: 'left' | 'right'): MoveResult<T> {
  if (direction === 'left' && index <= 0) return { ok: false, message: UPLOAD_TEXT.unknownOp };
  if (direction === 'right' && index >= list.length - 1) return { ok: false, message: UPLOAD_TEXT.atEnd };
  const target = direction === 'left' ? index - 1 : index + 1;
  const next = list.slice();
  [next[index], next[target]] = [next[target], next[index]];
  return { ok: true, list: next };
}

/**
 * Splits a pick into what fits under the limit and whether some were refused.
 * `limit` 0 means no limit (the file upload's default).
 */
export function takeWithinLimit<T>(picked: readonly T[], current: number, limit: number): { accepted: T[]; refused: boolean } {
  if (limit <= 0) return { accepted: picked.slice(), refused: false };
  const room = Math.max(0, limit - current);
  return { accepted: picked.slice(0, room), refused: picked.length > room };
}

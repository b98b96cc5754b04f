/** Helpers for the comma-joined values every picker stores. */

/** `'a,b,'` → ['a', 'b']; empty, null and undefined → []. */
export function splitValue(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function joinValue(values: readonly string[]): string {
  return values.join(',');
}

/** Parses a popup sort spec `column=asc|desc`; anything else is null. */
export function parseSorter(spec: string | null | undefined): { column: string; order: 'asc' | 'desc' } | null {
  if (!spec) return null;
  const parts = spec.split('=');
  if (parts.length !== 2 || !parts[0]) return null;
  const order = parts[1].toLowerCase();
  return order === 'asc' || order === 'desc' ? { column: parts[0], order } : null;
}

/**
 * Menu search matcher: title substring (case-insensitive), pinyin initials (`yhgl` → 用户管理),
 * full pinyin (`yonghuguanli`, `yong hu guan li`) and mixed forms (`yhguanli`). Pinyin strings are
 * computed once per title by `buildSearchIndex`; `search` runs on every keystroke.
 */
import { match as pinyinMatch, pinyin } from 'pinyin-pro';

export type MatchKind = 'title' | 'initials' | 'pinyin' | 'mixed';

export interface Indexed<T> {
  item: T;
  title: string;
  /** Lower-cased title. */
  lower: string;
  /** Initials, lower case, no spaces; non-Chinese text kept as is ("Redis 监控" → "redisjk"). */
  initials: string;
  /** Full toneless pinyin, lower case, no spaces, ü written v. */
  full: string;
}

export interface SearchHit<T> {
  item: T;
  kind: MatchKind;
  /** Lower is better. */
  score: number;
}

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');

export function indexTitle<T>(item: T, title: string): Indexed<T> {
  const options = { toneType: 'none', type: 'array', v: true } as const;
  const full = pinyin(title, options);
  const initials = pinyin(title, { ...options, pattern: 'first' });
  return {
    item,
    title,
    lower: title.toLowerCase(),
    initials: squash(initials.join('')),
    full: squash(full.join('')),
  };
}

export function buildSearchIndex<T>(items: T[], titleOf: (item: T) => string): Indexed<T>[] {
  return items.map((item) => indexTitle(item, titleOf(item)));
}

/** How `query` matches one indexed title, or null. */
export function matchIndexed<T>(entry: Indexed<T>, query: string): SearchHit<T> | null {
  const raw = query.trim().toLowerCase();
  if (!raw) return null;
  const q = squash(raw).replace(/ü/g, 'v');
  const at = (hay: string, needle: string) => hay.indexOf(needle);

  const inTitle = at(entry.lower, raw);
  if (inTitle >= 0) return { item: entry.item, kind: 'title', score: inTitle === 0 ? 0 : 1 };
  // Only latin letters/digits can be pinyin; anything else (e.g. a Chinese query) stops here.
  if (!/^[a-z0-9]+$/.test(q)) return null;
  const inInitials = at(entry.initials, q);
  if (inInitials >= 0) return { item: entry.item, kind: 'initials', score: inInitials === 0 ? 2 : 3 };
  const inFull = at(entry.full, q);
  if (inFull >= 0) return { item: entry.item, kind: 'pinyin', score: inFull === 0 ? 4 : 5 };
  const mixed = pinyinMatch(entry.title, q, { precision: 'start', continuous: true, space: 'ignore', insensitive: true, v: true });
  if (mixed && mixed.length > 0) return { item: entry.item, kind: 'mixed', score: 6 };
  return null;
}

/** Matching items, best first; equal scores keep their menu order. */
export function search<T>(index: Indexed<T>[], query: string, limit = 50): SearchHit<T>[] {
  const hits: { hit: SearchHit<T>; order: number }[] = [];
  index.forEach((entry, order) => {
    const hit = matchIndexed(entry, query);
    if (hit) hits.push({ hit, order });
  });
  hits.sort((a, b) => a.hit.score - b.hit.score || a.order - b.order);
  return hits.slice(0, limit).map((h) => h.hit);
}

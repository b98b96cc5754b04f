/** Department lookups shared by the department endpoints: live departments and whole subtrees. */
import { db } from '../db/tables';

/** A comma-separated id list as the controllers take it (`ids=a,b`), blanks dropped. */
export const idList = (text: string | null) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
export const liveDeparts = () => db.sysDepart.all().filter((d) => d.delFlag === '0');

/** The ids of `rootIds` and everything under them. */
export function withDescendants(rootIds: readonly string[]): Set<string> {
  const byParent = new Map<string, string[]>();
  for (const d of db.sysDepart.all()) if (d.parentId) byParent.set(d.parentId, [...(byParent.get(d.parentId) ?? []), d.id]);
  const out = new Set<string>();
  const walk = (id: string) => {
    if (out.has(id)) return;
    out.add(id);
    for (const kid of byParent.get(id) ?? []) walk(kid);
  };
  rootIds.forEach(walk);
  return out;
}

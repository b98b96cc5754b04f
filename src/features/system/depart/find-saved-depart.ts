/** After a timed-out add of a department: is it on the server now? */
import { unwrap } from '@/api/errors';
import type { DepartServices, DepartInput } from './depart-services';

/** searchBy's answer when no department matches (contract: success:false). */
const NONE_FOUND = '未查询匹配数据！';

/**
 * A department has no unique field the form sets (the server makes the code), so the name search
 * is asked for one with the typed name under the same parent carrying the typed contact fields.
 */
export async function findSavedDepart(services: Pick<DepartServices, 'search'>, input: DepartInput): Promise<boolean> {
  const name = (input.departName ?? '').trim();
  const res = await services.search(name);
  // The search answers "none found" as a failure; any other failure means the check cannot tell.
  if (!res.success && res.message === NONE_FOUND) return false;
  const found = unwrap(res) ?? [];
  const text = (v: unknown) => String(v ?? '').trim();
  return found.some(
    (d) =>
      text(d.departName) === name &&
      text(d.parentId) === text(input.parentId) &&
      text(d.orgCategory) === text(input.orgCategory) &&
      text(d.mobile) === text(input.mobile) &&
      text(d.address) === text(input.address),
  );
}

/** After a timed-out add of a department: is it on the server now? */
import { unwrap } from '@/api/errors';
import type { DepartServices, DepartInput } from './depart-services';

/**
 * A department has no unique field the form sets (the server makes the code), so the name search
 * is asked for one with the typed name under the same parent carrying the typed contact fields.
 */
export async function findSavedDepart(services: Pick<DepartServices, 'search'>, input: DepartInput): Promise<boolean> {
  const name = (input.departName ?? '').trim();
  const found = unwrap(await services.search(name)) ?? [];
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

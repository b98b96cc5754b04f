/** After a timed-out save of a menu or button: is it on the server now? */
import { unwrap } from '@/api/errors';
import type { PermissionNode } from './permission-config';
import type { PermissionInput, PermissionServices } from './permission-services';

function* walk(nodes: readonly PermissionNode[] | null | undefined): Generator<PermissionNode> {
  for (const n of nodes ?? []) {
    yield n;
    yield* walk(n.children);
  }
}

const text = (v: unknown) => String(v ?? '').trim();

/**
 * A menu has no unique field the form sets, so the whole tree is read and a node with the typed
 * name, type, parent and permission code is looked for (the server rewrites url and component, so
 * those are not compared); after an edit it must be the edited node.
 */
export async function findSavedPermission(services: Pick<PermissionServices, 'list'>, input: PermissionInput, id?: string): Promise<boolean> {
  const tree = unwrap(await services.list());
  for (const n of walk(tree)) {
    if (id !== undefined && n.id !== id) continue;
    if (text(n.name) !== text(input.name) || Number(n.menuType) !== input.menuType) continue;
    if (text(n.parentId) !== text(input.parentId) || text(n.perms) !== text(input.perms)) continue;
    return true;
  }
  return false;
}

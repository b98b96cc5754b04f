/** The lazy department tree over `queryDepartTreeSync`, shared by the department and user pickers. */
import type { SysDepartTreeModel } from '@/api/sys/depart';
import { queryDepartTreeSync } from '../api';
import { useLazyTree, type LazyTreeOptions } from '../lazy-tree/use-lazy-tree';

export const departNode = (d: SysDepartTreeModel) => ({ id: d.id, label: d.departName ?? d.title, leaf: d.isLeaf });

export function useDepartTree(opts: Pick<LazyTreeOptions<SysDepartTreeModel>, 'enabled' | 'onChildren'> = {}) {
  return useLazyTree<SysDepartTreeModel>({
    load: (parent) => queryDepartTreeSync(parent?.id ?? null),
    toNode: departNode,
    openSingleRoot: true,
    ...opts,
  });
}

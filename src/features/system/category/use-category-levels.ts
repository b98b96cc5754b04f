import { useCallback, useState } from 'react';
import type { SysCategory } from '@/api/sys/category';
import { notify } from '@/ui/notify';
import type { CategoryServices } from './category-services';

/** The open nodes of the category tree and the children read for them, one level at a time. */
export function useCategoryLevels(services: CategoryServices, refetchRoots: () => Promise<unknown>) {
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [children, setChildren] = useState<Map<string, SysCategory[]>>(new Map());

  const loadChildren = useCallback(
    async (pid: string) => {
      const res = await services.children(pid);
      if (!res.success) return notify.warning(res.message);
      setChildren((m) => new Map(m).set(pid, res.result ?? []));
    },
    [services],
  );

  const toggle = async (row: SysCategory) => {
    if (expanded.has(row.id)) {
      setExpanded((s) => new Set([...s].filter((id) => id !== row.id)));
      return;
    }
    await loadChildren(row.id);
    setExpanded((s) => new Set(s).add(row.id));
  };

  /** After a write under `pid`: reload that level (and the roots, whose hasChild may have changed). */
  const refreshLevel = async (pid: string) => {
    await refetchRoots();
    const parents = new Set([pid, ...expanded]);
    for (const id of parents) if (id !== '0') await loadChildren(id);
    if (pid !== '0') setExpanded((s) => new Set(s).add(pid));
  };

  const collapseAll = () => setExpanded(new Set());

  return { expanded, children, toggle, refreshLevel, collapseAll };
}

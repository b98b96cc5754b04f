import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import { notify } from '@/ui/notify';
import type { DepartServices } from './depart-services';

/** The department tree, and the result of a keyword search shown in its place until the tree changes. */
export function useDepartTreeData(services: DepartServices) {
  const client = useQueryClient();
  const [searched, setSearched] = useState<SysDepartTreeModel[] | null>(null);
  const tree = useQuery({ queryKey: ['depart-tree'], queryFn: () => services.tree() });
  const full = useMemo(() => (tree.data?.success ? tree.data.result : []), [tree.data]);
  const reload = () => void client.invalidateQueries({ queryKey: ['depart-tree'] });
  /** After a change to the tree: the whole tree again, read anew. */
  const refresh = () => {
    setSearched(null);
    reload();
  };

  const search = async (keyWord: string) => {
    if (!keyWord.trim()) {
      refresh();
      return;
    }
    const res = await services.search(keyWord.trim());
    if (res.success) setSearched(res.result);
    else notify.warning(res.message);
  };

  return { full, searched, reload, refresh, search };
}

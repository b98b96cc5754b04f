import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import type { ScreenProps } from '@/ui/screen-props';
import { notify } from '@/ui/notify';
import { DEPART_TEXT as T } from './depart-config';
import { departServices, myDepartTree, type DepartServices } from './depart-services';
import { DepartTree } from './DepartTree';
import { DepartUserTab } from './DepartUserTab';

export interface DepartUserListPageProps extends ScreenProps {
  services?: DepartServices;
  loadTree?: typeof myDepartTree;
}

function collect(nodes: readonly SysDepartTreeModel[], out = new Map<string, SysDepartTreeModel>()) {
  for (const n of nodes) {
    out.set(n.id, n);
    collect(n.children ?? [], out);
  }
  return out;
}

/** Read-only 基本信息 of the chosen department. */
function DepartFacts({ depart }: { depart: SysDepartTreeModel | null }) {
  const facts: Array<[string, string | null | undefined]> = [
    [T.departName, depart?.departName],
    [T.orgCode, depart?.orgCode],
    [T.orgCategory, depart ? T.categories[depart.orgCategory] : ''],
    [T.mobile, depart?.mobile],
    [T.fax, depart?.fax],
    [T.address, depart?.address],
    [T.order, depart ? String(depart.departOrder) : ''],
    [T.memo, depart?.memo],
  ];
  return (
    <Stack component="dl" spacing={1} sx={{ pt: 2, m: 0 }} aria-label={T.tabs.base}>
      {facts.map(([label, value]) => (
        <Stack key={label} direction="row" spacing={2}>
          <Typography component="dt" sx={{ width: 100, color: 'text.secondary' }}>{label}</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{value ?? ''}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * 我的部门 (`system/DepartUserList`): the departments the user heads
 * (queryMyDeptTreeList) and, for the chosen one, its facts and its users.
 */
export default function DepartUserListPage({ title, services = departServices, loadTree = myDepartTree }: DepartUserListPageProps) {
  const tree = useQuery({ queryKey: ['my-depart-tree'], queryFn: () => loadTree() });
  const mine = useMemo(() => tree.data?.result ?? [], [tree.data]);
  const mineById = useMemo(() => collect(mine), [mine]);
  const [keyWord, setKeyWord] = useState('');
  const [searched, setSearched] = useState<SysDepartTreeModel[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState<'base' | 'users'>('users');
  const selected = (selectedId && (mineById.get(selectedId) ?? searched?.find((n) => n.id === selectedId))) || null;

  const search = async () => {
    if (!keyWord.trim()) {
      setSearched(null);
      return;
    }
    const res = await services.search(keyWord.trim());
    // Only the departments the user heads (the backend's myDeptSearch=1).
    const found = res.success ? res.result.filter((n) => mineById.has(n.id)) : [];
    if (!res.success) notify.warning(res.message);
    setSearched(found);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      <Paper sx={{ p: 2, flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} component="form" sx={{ mb: 1 }} onSubmit={(e) => { e.preventDefault(); void search(); }}>
          <TextField size="small" fullWidth placeholder={T.searchPlaceholder} slotProps={{ htmlInput: { 'aria-label': T.searchPlaceholder } }} value={keyWord} onChange={(e) => setKeyWord(e.target.value)} />
          <Button type="submit" variant="outlined">{T.search}</Button>
        </Stack>
        {tree.isSuccess && mine.length === 0 ? <Typography color="text.secondary">{T.noData}</Typography> : null}
        <DepartTree nodes={searched ?? mine} label={title || '我的部门'} selectedId={selectedId} onSelect={(n) => setSelectedId(n.id)} />
      </Paper>
      <Paper sx={{ p: 2, flex: 2, minWidth: 0 }}>
        <Tabs value={tab} onChange={(_, v: typeof tab) => setTab(v)}>
          <Tab value="base" label={T.tabs.base} />
          <Tab value="users" label={T.tabs.users} />
        </Tabs>
        {tab === 'base' ? <DepartFacts depart={selected} /> : null}
        {tab === 'users' && selected ? <DepartUserTab key={selected.id} depId={selected.id} services={services} /> : null}
        {tab === 'users' && !selected ? <Typography sx={{ pt: 2 }} color="text.secondary">{T.noData}</Typography> : null}
      </Paper>
    </Stack>
  );
}

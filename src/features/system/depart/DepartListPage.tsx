import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import type { ScreenProps } from '@/ui/screen-props';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { usePermission } from '@/session/permissions';
import { LIST_TEXT, saveWorkbook } from '@/widgets/list';
import { DEPART_IMPORT_COLUMNS, DEPART_IMPORT_URL, DEPART_TEXT as T } from './depart-config';
import { departServices, type DepartServices } from './depart-services';
import { DepartBaseInfo } from './DepartBaseInfo';
import { DepartFormDialog, departDraftForm } from './DepartFormDialog';
import { usePendingDraft } from '@/session/drafts';
import { DepartPermissionTab } from './DepartPermissionTab';
import { DepartRoleTab } from './DepartRoleTab';
import { DepartTree } from './DepartTree';
import { DepartTreeMenu, type DepartTreeMenuTarget } from './DepartTreeMenu';
import { DepartUserTab } from './DepartUserTab';
import { warnFailure } from '@/widgets/feedback';

// The import dialog (and SheetJS behind it) loads only when someone imports, as in the list helper.
const ImportDialog = lazy(() => import('@/widgets/import').then((m) => ({ default: m.ImportDialog })));

export interface DepartListPageProps extends ScreenProps {
  services?: DepartServices;
}

function findNode(nodes: readonly SysDepartTreeModel[], id: string | null | undefined): SysDepartTreeModel | null {
  if (!id) return null;
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findNode(n.children ?? [], id);
    if (hit) return hit;
  }
  return null;
}

/**
 * 部门管理 (`system/DepartList`): the department tree with search, checkboxes
 * for batch delete (children go too) and, for the selected department, the
 * tabs 基本信息 / 用户信息 / 部门角色.
 */
export default function DepartListPage({ title, services = departServices }: DepartListPageProps) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const can = usePermission();
  const [keyWord, setKeyWord] = useState('');
  const [searched, setSearched] = useState<SysDepartTreeModel[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState<'base' | 'users' | 'roles' | 'permission'>('base');
  const [adding, setAdding] = useState<{ parent: SysDepartTreeModel | null } | null>(null);
  const mayAdd = can('depart:add');
  // 恢复草稿 on this page: select the department the draft was typed for and open its form.
  usePendingDraft((draft) => {
    // 基本信息 of a department: select it again; its form takes the draft.
    const edited = /^edit:(.+)$/.exec(draft.form)?.[1];
    if (edited) {
      setTab('base');
      setSelectedId(edited);
      return true;
    }
    // 新建用户 in a department: select it and show its users; the tab reopens the form.
    const usersOf = /^user-add:(.+)$/.exec(draft.form)?.[1];
    if (usersOf) {
      setSelectedId(usersOf);
      setTab('users');
      return true;
    }
    // A role form of a department: select it and show its roles; the tab reopens the form.
    const roleOf = draft.form.startsWith('role-') ? (draft.record as { departId?: string } | undefined)?.departId : undefined;
    if (roleOf) {
      setSelectedId(roleOf);
      setTab('roles');
      return true;
    }
    if (!draft.form.startsWith('add:') || !mayAdd) return false;
    const parent = draft.form === departDraftForm(null) ? null : ((draft.record ?? null) as SysDepartTreeModel | null);
    setAdding({ parent });
    return true;
  });
  const [importing, setImporting] = useState(false);

  const tree = useQuery({ queryKey: ['depart-tree'], queryFn: () => services.tree() });
  const full = useMemo(() => (tree.data?.success ? tree.data.result : []), [tree.data]);
  const selected = findNode(searched ?? full, selectedId) ?? findNode(full, selectedId);
  const parentName = findNode(full, selected?.parentId)?.departName ?? '';
  const reload = () => void client.invalidateQueries({ queryKey: ['depart-tree'] });

  const search = async () => {
    if (!keyWord.trim()) {
      setSearched(null);
      reload();
      return;
    }
    const res = await services.search(keyWord.trim());
    if (res.success) setSearched(res.result);
    else notify.warning(res.message);
  };

  const clearSelection = () => {
    setChecked([]);
    setSelectedId(null);
  };

  const batchDelete = async () => {
    if (checked.length === 0) {
      notify.warning(T.selectOne);
      return;
    }
    if (!(await confirm({ title: T.confirmDelete, content: T.confirmBatch(checked.length) }))) return;
    try {
      const res = await services.removeBatch(checked);
      if (res.success) {
        notify.success(res.message);
        clearSelection();
        setSearched(null);
        reload();
      } else notify.warning(res.message);
    } catch (err) {
      warnFailure(err);
    }
  };

  const exportXls = async () => {
    try {
      const blob = await services.exportXls();
      if (blob.size === 0) notify.warning(LIST_TEXT.downloadFailed);
      else await saveWorkbook(blob, T.exportName);
    } catch (err) {
      warnFailure(err);
    }
  };

  const [menuFor, setMenuFor] = useState<DepartTreeMenuTarget | null>(null);
  const deleteOne = async (node: SysDepartTreeModel) => {
    if (!(await confirm({ title: T.confirmDelete, content: T.confirmDeleteOne }))) return;
    try {
      const res = await services.remove(node.id);
      if (!res.success) {
        notify.warning(res.message);
        return;
      }
      notify.success(res.message);
      if (selectedId === node.id) setSelectedId(null);
      setChecked((ids) => ids.filter((id) => id !== node.id));
      setSearched(null);
      reload();
    } catch (err) {
      warnFailure(err);
    }
  };

  const addChild = () => {
    if (!selected) {
      notify.warning(T.selectFirst);
      return;
    }
    setAdding({ parent: selected });
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} aria-label={title}>
      <Paper sx={{ p: 2, flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {can('depart:add') ? (
            <>
              <Button variant="contained" onClick={addChild}>{T.addChild}</Button>
              <Button variant="contained" onClick={() => setAdding({ parent: null })}>{T.addTop}</Button>
            </>
          ) : null}
          {can('depart:import') ? (
            <Button variant="contained" onClick={() => setImporting(true)}>{LIST_TEXT.import}</Button>
          ) : null}
          {can('depart:export') ? (
            <Button variant="contained" onClick={() => void exportXls()}>{T.exportXls}</Button>
          ) : null}
          {can('depart:batch_delete') || can('depart:delete') ? (
            <Button variant="outlined" onClick={() => void batchDelete()}>{T.batchDelete}</Button>
          ) : null}
        </Stack>
        <Alert severity="info" sx={{ my: 1 }}>
          {T.current}
          {selected ? (
            <>
              <strong>{selected.departName}</strong>
              <Link component="button" type="button" sx={{ ml: 1.5 }} onClick={clearSelection}>{T.clearSelection}</Link>
            </>
          ) : null}
        </Alert>
        <Stack direction="row" spacing={1} component="form" sx={{ mb: 1 }} onSubmit={(e) => { e.preventDefault(); void search(); }}>
          <TextField size="small" fullWidth placeholder={T.searchPlaceholder} slotProps={{ htmlInput: { 'aria-label': T.searchPlaceholder } }} value={keyWord} onChange={(e) => setKeyWord(e.target.value)} />
          <Button type="submit" variant="outlined">{T.search}</Button>
        </Stack>
        <DepartTree
          nodes={searched ?? full}
          label={title || '部门树'}
          selectedId={selectedId}
          onSelect={(node) => setSelectedId(node.id)}
          checked={checked}
          onCheckedChange={setChecked}
          onItemContextMenu={(node, at) => setMenuFor({ node, ...at })}
        />
        <DepartTreeMenu
          target={menuFor}
          onClose={() => setMenuFor(null)}
          onAddChild={
            can('depart:add')
              ? (node) => {
                  setSelectedId(node.id);
                  setAdding({ parent: node });
                }
              : undefined
          }
          onDelete={can('depart:delete') || can('depart:batch_delete') ? (node) => void deleteOne(node) : undefined}
        />
      </Paper>
      <Paper sx={{ p: 2, flex: 1, minWidth: 0 }}>
        <Tabs value={tab} onChange={(_, v: typeof tab) => setTab(v)}>
          <Tab value="base" label={T.tabs.base} />
          <Tab value="users" label={T.tabs.users} disabled={!selected} />
          <Tab value="roles" label={T.tabs.roles} disabled={!selected} />
          <Tab value="permission" label={T.tabs.permission} disabled={!selected} />
        </Tabs>
        {tab === 'base' || !selected ? <DepartBaseInfo depart={selected} parentName={parentName} onSaved={reload} services={services} /> : null}
        {tab === 'users' && selected ? <DepartUserTab key={selected.id} depId={selected.id} departName={selected.departName} services={services} /> : null}
        {tab === 'roles' && selected ? <DepartRoleTab key={selected.id} departId={selected.id} services={services} /> : null}
        {tab === 'permission' && selected ? <DepartPermissionTab key={selected.id} departId={selected.id} onClose={() => setTab('base')} /> : null}
      </Paper>
      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog
            open
            url={DEPART_IMPORT_URL}
            requiredColumns={DEPART_IMPORT_COLUMNS}
            // The server saves parents first (shorter 机构编码 first) and numbers its errors in that order.
            serverSortByLength="机构编码"
            onClose={() => setImporting(false)}
            onImported={(result) => {
              if (result.summary === 'failed') return;
              setSearched(null);
              reload();
            }}
          />
        </Suspense>
      ) : null}
      <DepartFormDialog
        open={adding !== null}
        parent={adding?.parent ?? null}
        onClose={() => setAdding(null)}
        onSaved={() => {
          setAdding(null);
          setSearched(null);
          reload();
        }}
        services={services}
      />
    </Stack>
  );
}

import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import type { ScreenProps } from '@/ui/screen-props';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { usePermission } from '@/session/permissions';
import { DEPART_TEXT as T } from './depart-config';
import { departServices, type DepartServices } from './depart-services';
import { DepartFormDialog } from './DepartFormDialog';
import { usePendingDraft } from '@/session/drafts';
import { DepartTree } from './DepartTree';
import { DepartTreeMenu, type DepartTreeMenuTarget } from './DepartTreeMenu';
import { warnFailure } from '@/widgets/feedback';
import { departDraftTarget, type DepartTab } from './depart-draft-target';
import { useDepartTreeData } from './use-depart-tree-data';
import { DepartTreeToolbar } from './DepartTreeToolbar';
import { DepartSearch } from './DepartSearch';
import { DepartDetailTabs } from './DepartDetailTabs';
import { DepartImportDialog } from './DepartImportDialog';
import { SelectedDepartAlert } from './SelectedDepartAlert';

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
  const confirm = useConfirm();
  const can = usePermission();
  const [checked, setChecked] = useState<string[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState<DepartTab>('base');
  const [adding, setAdding] = useState<{ parent: SysDepartTreeModel | null } | null>(null);
  const mayAdd = can('depart:add');
  // 恢复草稿 on this page: select the department the draft was typed for and open its form.
  usePendingDraft((draft) => {
    const target = departDraftTarget(draft, mayAdd);
    if (!target) return false;
    if ('select' in target) {
      setTab(target.tab);
      setSelectedId(target.select);
    } else setAdding({ parent: target.addUnder });
    return true;
  });
  const [importing, setImporting] = useState(false);

  const { full, searched, reload, refresh, search } = useDepartTreeData(services);
  const selected = findNode(searched ?? full, selectedId) ?? findNode(full, selectedId);
  const parentName = findNode(full, selected?.parentId)?.departName ?? '';

  const clearSelection = () => {
    setChecked([]);
    setSelectedId(null);
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
      refresh();
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
        <DepartTreeToolbar
          services={services}
          checked={checked}
          onAddChild={addChild}
          onAddTop={() => setAdding({ parent: null })}
          onImport={() => setImporting(true)}
          onBatchDeleted={() => {
            clearSelection();
            refresh();
          }}
        />
        <SelectedDepartAlert selected={selected} onClear={clearSelection} />
        <DepartSearch onSearch={(keyWord) => void search(keyWord)} />
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
        <DepartDetailTabs tab={tab} onTabChange={setTab} selected={selected} parentName={parentName} onSaved={reload} services={services} />
      </Paper>
      {importing ? <DepartImportDialog onClose={() => setImporting(false)} onImported={refresh} /> : null}
      <DepartFormDialog
        open={adding !== null}
        parent={adding?.parent ?? null}
        onClose={() => setAdding(null)}
        onSaved={() => {
          setAdding(null);
          refresh();
        }}
        services={services}
      />
    </Stack>
  );
}

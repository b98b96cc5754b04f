import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import type { ScreenProps } from '@/ui/screen-props';
import type { SysCategory } from '@/api/sys/category';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { usePermission } from '@/session/permissions';
import { ListPagination, PAGE_SIZE_OPTIONS } from '@/widgets/list';
import { CategoryFormDialog, type CategoryDialogState } from './CategoryFormDialog';
import { CategoryTreeRows } from './CategoryTreeRows';
import { CATEGORY_TEXT as T, categoryServices, type CategoryServices } from './category-services';
import { warnFailure } from '@/widgets/feedback';
import { CategorySearch, NO_CATEGORY_FILTER, type CategoryFilter } from './CategorySearch';
import { useCategoryLevels } from './use-category-levels';

export interface CategoryListPageProps extends ScreenProps {
  services?: CategoryServices;
}

/** 分类字典 (`system/SysCategoryList`): a paged tree table, children loaded when a node opens. */
export default function CategoryListPage({ title, services = categoryServices }: CategoryListPageProps) {
  const can = usePermission();
  const confirm = useConfirm();
  const [filter, setFilter] = useState<CategoryFilter>(NO_CATEGORY_FILTER);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [dialog, setDialog] = useState<CategoryDialogState | null>(null);

  const roots = useQuery({
    queryKey: ['category-roots', filter, page],
    queryFn: async () => {
      const res = await services.roots({ ...page, name: filter.name ? `*${filter.name}*` : undefined, code: filter.code ? `*${filter.code}*` : undefined });
      if (!res.success) notify.warning(res.message);
      return res.success ? res.result : null;
    },
    placeholderData: (previous) => previous,
  });
  const { expanded, children, toggle, refreshLevel, collapseAll } = useCategoryLevels(services, roots.refetch);

  const remove = async (row: SysCategory) => {
    if (!(await confirm({ title: '确定删除吗?' }))) return;
    try {
      const res = await services.remove(row.id);
      if (!res.success) return notify.warning(res.message);
      notify.success(res.message);
      await refreshLevel(row.pid);
    } catch (err) {
      warnFailure(err);
    }
  };

  const nameOf = (id: string) => [...(roots.data?.records ?? []), ...[...children.values()].flat()].find((c) => c.id === id)?.name;

  return (
    <Paper sx={{ p: 2 }}>
      <CategorySearch
        onSearch={(next) => {
          setFilter(next);
          setPage((p) => ({ ...p, pageNo: 1 }));
          collapseAll();
        }}
        onReset={() => {
          setFilter(NO_CATEGORY_FILTER);
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      {can('category:add') && (
        <Button variant="contained" startIcon={<AddIcon />} sx={{ mb: 1.5 }} onClick={() => setDialog({ mode: 'add', record: null, pid: '0' })}>
          新增
        </Button>
      )}
      <Table size="small" aria-label={title} role="treegrid">
        <TableHead>
          <TableRow>
            <TableCell>{T.name}</TableCell>
            <TableCell>{T.code}</TableCell>
            <TableCell align="center" sx={{ width: 220 }}>
              操作
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {roots.data?.records.length === 0 && (
            <TableRow>
              <TableCell colSpan={3} align="center">
                {T.empty}
              </TableCell>
            </TableRow>
          )}
          <CategoryTreeRows
            rows={roots.data?.records ?? []}
            depth={0}
            expanded={expanded}
            loaded={children}
            onToggle={(row) => void toggle(row)}
            onEdit={can('category:edit') ? (row) => setDialog({ mode: 'edit', record: row, pid: row.pid, parentName: nameOf(row.pid) }) : undefined}
            onAddChild={can('category:add') ? (row) => setDialog({ mode: 'add', record: null, pid: row.id, parentName: row.name }) : undefined}
            onDelete={can('category:delete') ? (row) => void remove(row) : undefined}
          />
        </TableBody>
      </Table>
      <ListPagination
        page={page.pageNo}
        pageSize={page.pageSize}
        total={roots.data?.total ?? 0}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(pageNo) => setPage((p) => ({ ...p, pageNo }))}
        onPageSizeChange={(pageSize) => setPage({ pageNo: 1, pageSize })}
      />
      <CategoryFormDialog
        state={dialog}
        services={services}
        onClose={() => setDialog(null)}
        onSaved={(pid) => {
          setDialog(null);
          void refreshLevel(pid);
        }}
      />
    </Paper>
  );
}

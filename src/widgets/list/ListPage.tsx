import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useConfirm } from '@/ui/dialogs/confirm';
import { usePermission, useSession } from '@/session';
import { AdvancedQuery } from '@/widgets/advanced-query';
import { ListGrid } from './ListGrid';
import { ListPagination } from './ListPagination';
import { ListQueryForm } from './ListQueryForm';
import { ListSelectionBar } from './ListSelectionBar';
import { ListToolbar } from './ListToolbar';
import { RowActionLinks } from './RowActionLinks';
import { hasQueryRole, PAGE_SIZE_OPTIONS, QUERY_ROLES } from './list-params';
import { LIST_TEXT } from './messages';
import type { RowAction } from './types';
import type { ListController } from './use-list';
import type { ListScreenSpec } from './list-screen';
import { useDraftReopen } from './use-draft-reopen';

// The import dialog (and SheetJS behind it) loads only when someone imports.
const ImportDialog = lazy(() => import('@/widgets/import').then((m) => ({ default: m.ImportDialog })));

/**
 * What a list screen's spec says about how it looks. A screen passes its spec; one whose columns
 * depend on its own state (an area, a log type) passes the same fields built where it renders.
 */
export type ListScreenView<T extends object> = Pick<
  ListScreenSpec<T>,
  'columns' | 'queryFields' | 'superQueryFields' | 'permissionPrefix' | 'importRequiredColumns'
>;

export interface ListPageProps<T extends object> {
  list: ListController<T>;
  /** The screen's spec: columns, query, advanced query, permissions, import headers. */
  spec: ListScreenView<T>;
  /** Roles that see the query form and advanced query (default province_admin, admin); null: everyone. */
  queryRoles?: readonly string[] | null;
  onAdd?: () => void;
  onEdit?: (row: T) => void;
  onDetail?: (row: T) => void;
  /** The screen's own actions of a row (密码, 冻结, 授权 …): they stay reachable with 编辑 at every width. */
  rowActions?: (row: T) => readonly RowAction[];
  rowKey?: string;
  importTitle?: string;
  /** Saved advanced queries are kept per this code (default: the page path). */
  saveCode?: string;
  label?: string;
  toolbarExtra?: ReactNode;
}

/**
 * A whole list screen from configuration: query form, toolbar, advanced
 * query, grid with row actions, selection bar, pager and import dialog. The
 * screen owns the `useList` controller and its add/edit/detail dialog.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { list, spec, queryRoles = QUERY_ROLES, rowKey = 'id' } = props;
  const { columns, queryFields = [], superQueryFields = [], permissionPrefix, importRequiredColumns } = spec;
  const can = usePermission();
  const { userInfo } = useSession();
  const confirm = useConfirm();
  const [importing, setImporting] = useState(false);
  const allowed = (action: string) => !permissionPrefix || can(`${permissionPrefix}:${action}`);
  const showQuery = hasQueryRole(userInfo, queryRoles);
  const { urls } = list;

  // Row handlers come from the screen as fresh closures on every render; read them through a ref
  // so the actions column (and with it the grid) stays the same while the user types a query.
  const latest = useRef({ list, props });
  latest.current = { list, props };

  const remove = useCallback(
    async (row: T) => {
      if (!(await confirm({ title: LIST_TEXT.confirmDeleteRow }))) return;
      const { list: current, props: p } = latest.current;
      await current.deleteOne(String((row as Record<string, unknown>)[p.rowKey ?? 'id']));
    },
    [confirm],
  );

  const canEdit = Boolean(props.onEdit) && allowed('edit');
  const canDetail = Boolean(props.onDetail);
  const canDelete = Boolean(urls.delete) && allowed('delete');
  const hasRowActions = Boolean(props.rowActions);
  useDraftReopen({ onAdd: allowed('add') ? props.onAdd : undefined, onEdit: canEdit ? props.onEdit : undefined, rows: list.rows, loading: list.loading, rowKey });
  const actions = useMemo(
    () =>
      canEdit || canDetail || canDelete || hasRowActions
        ? (row: T) => (
            <RowActionLinks
              onEdit={canEdit ? () => latest.current.props.onEdit?.(row) : undefined}
              onDetail={canDetail ? () => latest.current.props.onDetail?.(row) : undefined}
              actions={latest.current.props.rowActions?.(row)}
              onDelete={canDelete ? () => void remove(row) : undefined}
            />
          )
        : undefined,
    [canEdit, canDetail, canDelete, hasRowActions, remove],
  );

  return (
    <Box>
      {showQuery && queryFields.length > 0 && (
        <ListQueryForm fields={queryFields} values={list.draft} onChange={list.setDraftValue} onSearch={list.search} onReset={list.reset} />
      )}
      <ListToolbar
        onAdd={props.onAdd && allowed('add') ? props.onAdd : undefined}
        onImport={urls.importExcel && allowed('import') ? () => setImporting(true) : undefined}
        onExport={urls.exportXls && allowed('export') ? () => void list.exportXls() : undefined}
        exporting={list.exporting}
        onBatchDelete={urls.deleteBatch && allowed('batch_delete') ? () => void list.batchDelete() : undefined}
      >
        {showQuery && superQueryFields.length > 0 && (
          <AdvancedQuery fields={superQueryFields} saveCode={props.saveCode} active={list.superQuery !== null} onSearch={list.setSuperQuery} />
        )}
        {props.toolbarExtra}
      </ListToolbar>
      <ListSelectionBar list={list} />
      <ListGrid
        label={props.label}
        rows={list.rows}
        columns={columns}
        rowKey={rowKey}
        loading={list.loading}
        sort={list.sort}
        onSortChange={list.setSort}
        selection={list.selection}
        onSelectionChange={list.setSelection}
        offset={list.offset}
        actions={actions}
      />
      <ListPagination
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      {importing && urls.importExcel && (
        <Suspense fallback={null}>
          <ImportDialog
            open
            url={urls.importExcel}
            title={props.importTitle}
            requiredColumns={importRequiredColumns}
            onClose={() => setImporting(false)}
            onImported={(result) => result.summary !== 'failed' && list.reload()}
          />
        </Suspense>
      )}
    </Box>
  );
}


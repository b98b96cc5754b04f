import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { unwrap } from '@/api/errors';
import type { SysCategory } from '@/api/sys/category';
import { RecordFormDialog, type RecordDialogMode, type RecordField, type RecordSave, type RecordValues } from '@/widgets/form';
import { CATEGORY_TEXT as T, categoryServices, type CategoryServices } from './category-services';

export interface CategoryDialogState {
  mode: RecordDialogMode;
  record: SysCategory | null;
  /** The parent of a new category ("0" for a root) and its name for display. */
  pid: string;
  parentName?: string;
}

export interface CategoryFormDialogProps {
  state: CategoryDialogState | null;
  onClose: () => void;
  onSaved: (pid: string) => void;
  services?: CategoryServices;
}

/**
 * After a timeout: a category has no unique field the form sets (the code is generated), so the
 * parent's children (or the roots) are searched for the typed name; for an edit, the edited row.
 */
async function findSavedCategory(services: CategoryServices, pid: string, name: string, id?: string): Promise<boolean> {
  const rows = pid === '0' ? (unwrap(await services.roots({ pageNo: 1, pageSize: 50, name }))?.records ?? []) : (unwrap(await services.children(pid)) ?? []);
  return rows.some((c) => c.name.trim() === name && (id === undefined || c.id === id));
}

/** How a category under `pid` ('0': a root) is saved, and how a timed-out save is checked. */
export const categorySave = (services: CategoryServices, pid: string): RecordSave<RecordValues, SysCategory> => ({
  add: (v) => services.add({ pid, name: v.name.trim() }),
  edit: (v, record) => services.edit({ id: record.id, pid: record.pid, name: v.name.trim(), code: v.code.trim() }),
  findSaved: (v, _mode, record) => findSavedCategory(services, record?.pid ?? pid, v.name.trim(), record?.id),
});

/** 新增 / 添加下级 / 编辑 a category: the name; the code only once it exists (checked against the parent). */
export function CategoryFormDialog({ state, onClose, onSaved, services = categoryServices }: CategoryFormDialogProps) {
  const adding = state?.mode === 'add';
  const pid = state?.pid ?? '0';
  const fields = useMemo<RecordField[]>(
    () => [
      { name: 'name', label: T.name, required: T.nameRequired, maxLength: 100 },
      ...(adding ? [] : [{ name: 'code', label: T.code, check: (code: string) => (pid === '0' ? Promise.resolve(undefined) : services.checkCode(pid, code)) }]),
    ],
    [adding, pid, services],
  );
  return (
    <RecordFormDialog<SysCategory>
      mode={state?.mode ?? null}
      record={state?.record}
      fields={fields}
      width={640}
      titles={{ add: pid === '0' ? '新增' : T.addChild }}
      onClose={onClose}
      onSaved={() => onSaved(pid)}
      save={categorySave(services, pid)}
    >
      <Typography variant="body2" color="text.secondary">
        {T.parent}：{pid === '0' ? T.root : (state?.parentName ?? pid)}
      </Typography>
      {adding && (
        <Typography variant="body2" color="text.secondary">
          {T.codeHint}
        </Typography>
      )}
    </RecordFormDialog>
  );
}

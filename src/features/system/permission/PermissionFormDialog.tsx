import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { PERMISSION_TEXT as T, type PermissionNode } from './permission-config';
import { permissionServices, type PermissionInput, type PermissionServices } from './permission-services';
import { findSavedPermission } from './find-saved-permission';
import { knownIcons, parentOptions } from './permission-tree';
import { useFormDraft } from '@/session/drafts';
import { FormDialogActions, RecordSaveStatus, useFormState, useRecordSave, type RecordSave } from '@/widgets/form';
import { blankPermission, permissionErrors, permissionInput, permissionValues, type PermissionFormErrors, type PermissionFormValues } from './permission-form-values';
import { PermissionFormFields } from './PermissionFormFields';

export type PermissionDialogMode = 'add' | 'edit' | 'detail';

export interface PermissionFormDialogProps {
  mode: PermissionDialogMode | null;
  /** The row edited or shown; for 添加下级 a draft with `parentId` and `menuType` only. */
  record?: Partial<PermissionNode> | null;
  tree: readonly PermissionNode[];
  onClose: () => void;
  /** After a save, with the parent the menu now sits under (null at the top level). */
  onSaved: (parentId: string | null) => void;
  services?: PermissionServices;
}

/** 新增 / 编辑 / 详情 of a menu, sub-menu or button; the server normalises component and url (§6.3). */
export function PermissionFormDialog({ mode, record, tree, onClose: close, onSaved: saved, services = permissionServices }: PermissionFormDialogProps) {
  const { values, errors, set, reset, check } = useFormState<PermissionFormValues, PermissionFormErrors>(blankPermission, { onEdit: () => kept.touch() });
  // What was typed is kept (per user) until saved or cancelled: a dead session does not lose it.
  const kept = useFormDraft({ mode, recordId: record?.id, title: mode ? T.titles[mode] : '', values, record });
  const { fill } = kept;
  const onClose = kept.done(close);
  const readOnly = mode === 'detail';
  const save: RecordSave<PermissionInput, Partial<PermissionNode>> = {
    add: services.add,
    // Only a record with an id is passed on, so edit always has one.
    edit: (input, row) => services.edit({ ...input, id: row.id ?? '' }),
    findSaved: (input, saveMode, row) => findSavedPermission(services, input, saveMode === 'edit' ? row?.id : undefined),
  };
  // The list reloads the level the saved menu sits in.
  const savedParent = useRef<string | null>(null);
  const { saving, notice, submit: send } = useRecordSave({ mode, record: record?.id ? record : null, save, onSaved: kept.done(() => saved(savedParent.current)) });
  const parents = useMemo(() => parentOptions(tree, record?.id), [tree, record?.id]);
  const icons = useMemo(() => knownIcons(tree), [tree]);

  useEffect(() => {
    if (mode === null) return;
    reset(fill(record ? permissionValues(record) : blankPermission));
  }, [mode, record, fill, reset]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving) return;
    if (!check(permissionErrors(values))) return;
    const input = permissionInput(values);
    savedParent.current = input.parentId ?? null;
    await send(input);
  };

  return (
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby="permission-form-title" slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="permission-form-title">{mode ? T.titles[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1}>
            {!readOnly && <RecordSaveStatus notice={notice} />}
            <PermissionFormFields values={values} errors={errors} set={set} readOnly={readOnly} parents={parents} icons={icons} />
          </Stack>
        </DialogContent>
        <FormDialogActions onClose={onClose} saving={saving} readOnly={readOnly} cancelLabel={T.cancel} closeLabel={T.close} submitLabel={T.ok} />
      </form>
    </Dialog>
  );
}

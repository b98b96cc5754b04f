import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { MENU_TYPES, PERMISSION_TEXT as T, type PermissionNode } from './permission-config';
import { permissionServices, type PermissionInput, type PermissionServices } from './permission-services';
import { findSavedPermission } from './find-saved-permission';
import { knownIcons, parentOptions } from './permission-tree';
import { NUMBER_TEXT } from '@/lib/numbers';
import { RULES } from '@/validation';
import { useFormDraft } from '@/session/drafts';
import { NumberInput, RecordSaveStatus, useRecordSave, type RecordSave } from '@/widgets/form';

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

type Flags = 'route' | 'hidden' | 'hideTab' | 'keepAlive' | 'alwaysShow' | 'internalOrExternal';
interface Values extends Record<Flags, boolean> {
  menuType: number;
  name: string;
  parentId: string;
  url: string;
  component: string;
  componentName: string;
  redirect: string;
  perms: string;
  permsType: string;
  status: string;
  icon: string;
  sortNo: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const blank: Values = {
  menuType: 0, name: '', parentId: '', url: '', component: '', componentName: '', redirect: '', perms: '', permsType: '1', status: '1', icon: '', sortNo: '1',
  route: true, hidden: false, hideTab: false, keepAlive: false, alwaysShow: false, internalOrExternal: false,
};

function fromRecord(r: Partial<PermissionNode>): Values {
  return {
    menuType: r.menuType ?? 0, name: r.name ?? '', parentId: r.parentId ?? '', url: r.url ?? '', component: r.component ?? '',
    componentName: r.componentName ?? '', redirect: r.redirect ?? '', perms: r.perms ?? '', permsType: r.permsType ?? '1', status: r.status ?? '1',
    icon: r.icon ?? '', sortNo: String(r.sortNo ?? 1), route: r.route ?? true, hidden: !!r.hidden, hideTab: !!r.hideTab, keepAlive: !!r.keepAlive,
    alwaysShow: !!r.alwaysShow, internalOrExternal: !!r.internalOrExternal,
  };
}

function validate(v: Values): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = T.nameRequired;
  if (v.menuType !== 0 && !v.parentId) errors.parentId = T.parentRequired;
  if (v.menuType !== 2 && !v.url.trim()) errors.url = T.urlRequired;
  if (v.menuType === 1 && !v.component.trim()) errors.component = T.componentRequired;
  if (v.sortNo.trim() !== '' && !NUMBER_TEXT.test(v.sortNo.trim())) errors.sortNo = RULES.number.message;
  return errors;
}

const FLAGS: ReadonlyArray<[Flags, string]> = [
  ['route', T.route],
  ['hidden', T.hidden],
  ['hideTab', T.hideTab],
  ['keepAlive', T.keepAlive],
  ['alwaysShow', T.alwaysShow],
  ['internalOrExternal', T.internalOrExternal],
];

/** 新增 / 编辑 / 详情 of a menu, sub-menu or button; the server normalises component and url (§6.3). */
export function PermissionFormDialog({ mode, record, tree, onClose: close, onSaved: saved, services = permissionServices }: PermissionFormDialogProps) {
  const [values, setValues] = useState<Values>(blank);
  // What was typed is kept (per user) until saved or cancelled: a dead session does not lose it.
  const kept = useFormDraft({ mode, recordId: record?.id, title: mode ? T.titles[mode] : '', values, record });
  const { fill } = kept;
  const onClose = kept.done(close);
  const [errors, setErrors] = useState<Errors>({});
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
    setValues(fill(record ? fromRecord(record) : blank));
    setErrors({});
  }, [mode, record, fill]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    kept.touch();
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const button = values.menuType === 2;
    const input: PermissionInput = {
      menuType: values.menuType,
      name: values.name.trim(),
      parentId: values.menuType === 0 ? null : values.parentId,
      url: button ? null : values.url.trim(),
      component: button ? null : values.component.trim() || null,
      componentName: button ? null : values.componentName.trim() || null,
      redirect: values.menuType === 0 ? values.redirect.trim() || null : null,
      perms: button ? values.perms.trim() || null : null,
      permsType: values.permsType,
      status: button ? values.status : null,
      icon: button ? null : values.icon || null,
      sortNo: Number.parseFloat(values.sortNo) || 0,
      route: values.route,
      hidden: values.hidden,
      hideTab: values.hideTab,
      keepAlive: values.keepAlive,
      alwaysShow: values.alwaysShow,
      internalOrExternal: values.internalOrExternal,
    };
    savedParent.current = input.parentId ?? null;
    await send(input);
  };

  const text = (key: Exclude<keyof Values, Flags | 'menuType'>, label: string, required = false) => (
    <TextField
      label={label}
      required={required}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      placeholder={`请输入${label}`}
      slotProps={{ htmlInput: { readOnly } }}
    />
  );
  const button = values.menuType === 2;

  return (
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby="permission-form-title" slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="permission-form-title">{mode ? T.titles[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1}>
            {!readOnly && <RecordSaveStatus notice={notice} />}
            <FormLabel id="permission-menu-type">{T.menuType}</FormLabel>
            <RadioGroup row aria-labelledby="permission-menu-type" value={String(values.menuType)} onChange={(e) => set('menuType', Number(e.target.value))}>
              {MENU_TYPES.map((t) => (
                <FormControlLabel key={t.value} value={String(t.value)} control={<Radio />} label={t.text} disabled={readOnly} />
              ))}
            </RadioGroup>
            {text('name', button ? T.buttonName : T.name, true)}
            {values.menuType !== 0 && (
              <TextField
                select
                label={T.parent}
                required
                value={values.parentId}
                onChange={(e) => set('parentId', e.target.value)}
                error={Boolean(errors.parentId)}
                helperText={errors.parentId ?? ' '}
                disabled={readOnly}
              >
                {parents.map((p) => (
                  <MenuItem key={p.id} value={p.id} sx={{ pl: 2 + p.depth * 2 }}>
                    {p.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {!button && text('url', T.url, true)}
            {!button && text('component', T.component, values.menuType === 1)}
            {!button && text('componentName', T.componentName)}
            {values.menuType === 0 && text('redirect', T.redirect)}
            {button && text('perms', T.perms)}
            {button && (
              <TextField select label={T.permsType} value={values.permsType} onChange={(e) => set('permsType', e.target.value)} disabled={readOnly} helperText=" ">
                {T.permsTypes.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.text}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {button && (
              <TextField select label={T.status} value={values.status} onChange={(e) => set('status', e.target.value)} disabled={readOnly} helperText=" ">
                {T.statuses.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.text}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {!button && (
              <Autocomplete
                freeSolo
                options={icons}
                value={values.icon}
                onInputChange={(_, v) => set('icon', v)}
                disabled={readOnly}
                renderInput={(params) => <TextField {...params} label={T.icon} placeholder="点击选择图标" helperText=" " />}
              />
            )}
            <NumberInput label={T.sortNo} value={values.sortNo} onChange={(v) => set('sortNo', v)} inputProps={{ readOnly }} error={Boolean(errors.sortNo)} helperText={errors.sortNo ?? ' '} />
            {!button && (
              <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                {FLAGS.map(([key, label]) => (
                  <FormControlLabel key={key} label={label} disabled={readOnly} control={<Switch checked={values[key]} onChange={(e) => set(key, e.target.checked)} />} />
                ))}
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{readOnly ? T.close : T.cancel}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={saving}>
              {T.ok}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

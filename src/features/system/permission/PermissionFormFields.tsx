import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { NumberInput } from '@/widgets/form';
import { MENU_TYPES, PERMISSION_TEXT as T } from './permission-config';
import type { PermissionFlag, PermissionFormErrors, PermissionFormValues } from './permission-form-values';

const FLAGS: ReadonlyArray<[PermissionFlag, string]> = [
  ['route', T.route],
  ['hidden', T.hidden],
  ['hideTab', T.hideTab],
  ['keepAlive', T.keepAlive],
  ['alwaysShow', T.alwaysShow],
  ['internalOrExternal', T.internalOrExternal],
];

export interface PermissionFormFieldsProps {
  values: PermissionFormValues;
  errors: PermissionFormErrors;
  set: <K extends keyof PermissionFormValues>(key: K, value: PermissionFormValues[K]) => void;
  readOnly: boolean;
  /** The menus a menu may sit under, indented by depth. */
  parents: ReadonlyArray<{ id: string; label: string; depth: number }>;
  /** Icons the menus already use, offered in the icon field. */
  icons: readonly string[];
}

/** The menu form's fields; which show depends on the menu type (一级菜单, 子菜单, 按钮/权限). */
export function PermissionFormFields({ values, errors, set, readOnly, parents, icons }: PermissionFormFieldsProps) {
  const text = (key: Exclude<keyof PermissionFormValues, PermissionFlag | 'menuType'>, label: string, required = false) => (
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
    <>
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
    </>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@/api/errors';
import { notify } from '@/app/notify';
import { requiredRule } from '@/validation/rules';
import { validateValues, type Rule } from '@/validation/types';
import { ROLE_TEXT as T, type RoleRow } from './role-config';
import { roleServices, type RoleInput, type RoleServices } from './role-services';

export type RoleDialogMode = 'add' | 'edit' | 'detail';

export interface RoleFormDialogProps {
  mode: RoleDialogMode | null;
  record?: RoleRow | null;
  onClose: () => void;
  onSaved: () => void;
  services?: RoleServices;
  /** Shows the rule messages at once (stories of the invalid state). */
  validateOnOpen?: boolean;
}

type Values = { roleName: string; roleCode: string; description: string };
type Errors = Partial<Record<keyof Values, string>>;

const length = (min: number, max: number, message: string): Rule => ({
  name: 'length',
  validate: (v) => [...String(v)].length >= min && [...String(v)].length <= max,
  message,
});

// The rules of the Vue console's RoleModal.
const SCHEMA: Record<keyof Values, Rule[]> = {
  roleName: [requiredRule(T.roleNameRequired), length(2, 30, T.roleNameLength)],
  roleCode: [requiredRule(T.roleCodeRequired), length(0, 64, T.roleCodeLength), { name: 'noChinese', pattern: /^[^\u4E00-\u9FA5]*$/, message: T.roleCodeChinese }],
  description: [length(0, 126, T.descriptionLength)],
};

const blank: Values = { roleName: '', roleCode: '', description: '' };

/** 新增 / 编辑 / 详情 of a role: name, code (unique via checkRoleCode, fixed once saved), description. */
export function RoleFormDialog({ mode, record, onClose, onSaved, services = roleServices, validateOnOpen = false }: RoleFormDialogProps) {
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const readOnly = mode === 'detail';

  useEffect(() => {
    if (mode === null) return;
    const initial = record ? { roleName: record.roleName ?? '', roleCode: record.roleCode ?? '', description: record.description ?? '' } : blank;
    setValues(initial);
    setErrors(validateOnOpen ? validateValues(initial, SCHEMA) : {});
  }, [mode, record, validateOnOpen]);

  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const codeProblem = (code: string) => (mode === 'add' ? services.checkRoleCode(code.trim(), record?.id) : Promise.resolve(undefined));

  const onCodeBlur = async () => {
    const local = validateValues({ roleCode: values.roleCode }, { roleCode: SCHEMA.roleCode }).roleCode;
    const problem = local ?? (values.roleCode.trim() ? await codeProblem(values.roleCode) : undefined);
    if (problem) setErrors((e) => ({ ...e, roleCode: problem }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving) return;
    const found: Errors = validateValues(values, SCHEMA);
    if (!found.roleCode) {
      const problem = await codeProblem(values.roleCode);
      if (problem) found.roleCode = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: RoleInput = { roleName: values.roleName.trim(), roleCode: values.roleCode.trim(), description: values.description };
    setSaving(true);
    try {
      const res = mode === 'edit' && record ? await services.edit({ ...input, id: record.id }) : await services.add(input);
      if (res.success) {
        notify.success(res.message);
        onSaved();
      } else {
        notify.warning(res.message);
      }
    } catch (err) {
      notify.warning(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof Values, label: string, more: { required?: boolean; readOnly?: boolean; multiline?: boolean; onBlur?: () => void } = {}) => (
    <TextField
      label={label}
      required={more.required}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      onBlur={more.onBlur}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      placeholder={`请输入${label}`}
      multiline={more.multiline}
      minRows={more.multiline ? 3 : undefined}
      slotProps={{ htmlInput: { readOnly: readOnly || more.readOnly } }}
    />
  );

  return (
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby="role-form-title" slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="role-form-title">{mode ? T.titles[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {field('roleName', T.roleName, { required: true })}
            {field('roleCode', T.roleCode, { required: true, readOnly: mode === 'edit', onBlur: () => void onCodeBlur() })}
            {field('description', T.description, { multiline: true })}
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

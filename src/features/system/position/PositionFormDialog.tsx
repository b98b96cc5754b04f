import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getDictItems } from '@/api/sys/dict';
import { errorMessage } from '@/api/errors';
import { notify } from '@/app/notify';
import { requiredRule } from '@/validation/rules';
import { validateValues } from '@/validation/types';
import { POSITION_TEXT as T, RANK_DICT, type PositionRow } from './position-config';
import { positionServices, type PositionInput, type PositionServices } from './position-services';

export type PositionDialogMode = 'add' | 'edit' | 'detail';

export interface PositionFormDialogProps {
  mode: PositionDialogMode | null;
  record?: PositionRow | null;
  onClose: () => void;
  onSaved: () => void;
  services?: PositionServices;
}

type Values = { code: string; name: string; postRank: string };
type Errors = Partial<Record<keyof Values, string>>;

const SCHEMA = {
  code: [requiredRule(T.codeRequired)],
  name: [requiredRule(T.nameRequired)],
  postRank: [requiredRule(T.rankRequired)],
};

const blank: Values = { code: '', name: '', postRank: '' };

/** 新增 / 编辑 / 详情 of a position (800 px): code (unique, read-only once saved), name, rank. */
export function PositionFormDialog({ mode, record, onClose, onSaved, services = positionServices }: PositionFormDialogProps) {
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const ranks = useQuery({ queryKey: ['dict', RANK_DICT], queryFn: () => getDictItems(RANK_DICT), enabled: mode !== null });
  const readOnly = mode === 'detail';
  // Until the dictionary arrives, the record's own rank keeps the select in range.
  const rankOptions = ranks.data ?? (record?.postRank ? [{ value: record.postRank, text: record.postRank_dictText ?? record.postRank }] : []);

  useEffect(() => {
    if (mode === null) return;
    setValues(record ? { code: record.code ?? '', name: record.name ?? '', postRank: record.postRank ?? '' } : blank);
    setErrors({});
  }, [mode, record]);

  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** The duplicate check runs only for a code the user can type (add). */
  const codeProblem = async (code: string) => (mode === 'add' ? services.checkCode(code.trim(), record?.id) : undefined);

  const onCodeBlur = async () => {
    const problem = values.code.trim() ? await codeProblem(values.code) : undefined;
    if (problem) setErrors((e) => ({ ...e, code: problem }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving) return;
    const found: Errors = validateValues(values, SCHEMA);
    if (!found.code) {
      const problem = await codeProblem(values.code);
      if (problem) found.code = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: PositionInput = { code: values.code.trim(), name: values.name.trim(), postRank: values.postRank };
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

  return (
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby="position-form-title" slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="position-form-title">{mode ? T.titles[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField
              label={T.code}
              required
              value={values.code}
              onChange={(e) => set('code', e.target.value)}
              onBlur={() => void onCodeBlur()}
              error={Boolean(errors.code)}
              helperText={errors.code ?? ' '}
              placeholder={`请输入${T.code}`}
              slotProps={{ htmlInput: { readOnly: readOnly || mode === 'edit' } }}
            />
            <TextField
              label={T.name}
              required
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ?? ' '}
              placeholder={`请输入${T.name}`}
              slotProps={{ htmlInput: { readOnly } }}
            />
            <TextField
              select
              label={T.rank}
              required
              value={values.postRank}
              onChange={(e) => set('postRank', e.target.value)}
              error={Boolean(errors.postRank)}
              helperText={errors.postRank ?? ' '}
              disabled={readOnly}
            >
              {rankOptions.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.text}
                </MenuItem>
              ))}
            </TextField>
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

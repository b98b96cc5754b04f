import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@/api/errors';
import { notify } from '@/app/notify';
import { CronEditor, DEFAULT_EXPRESSION, validate } from '@/widgets/cron-editor';
import { DictSelect } from '@/widgets/form';
import { QUARTZ_TEXT as T, STATUS_DICT, STATUS_RUNNING, type QuartzJobRow } from './quartz-config';
import { quartzServices, type QuartzJobInput, type QuartzServices } from './quartz-services';

export type QuartzDialogMode = 'add' | 'edit' | 'detail';

export interface QuartzJobFormDialogProps {
  mode: QuartzDialogMode | null;
  record?: QuartzJobRow | null;
  onClose: () => void;
  onSaved: () => void;
  services?: QuartzServices;
  /** Show the rules' messages as soon as the dialog opens (stories). */
  validateOnOpen?: boolean;
}

type Values = { jobClassName: string; cronExpression: string; parameter: string; description: string; status: string };
type Errors = Partial<Record<keyof Values, string>>;

// The Vue modal opens a new job on the editor's default expression, running.
const blank: Values = { jobClassName: '', cronExpression: DEFAULT_EXPRESSION, parameter: '', description: '', status: String(STATUS_RUNNING) };

/** Required fields, then the Quartz parser's own reason for a bad expression. */
export function validateJob(values: Values): Errors {
  const errors: Errors = {};
  if (!values.jobClassName.trim()) errors.jobClassName = T.classRequired;
  const cron = values.cronExpression.trim();
  const cronProblem = cron ? validate(cron) : T.cronRequired;
  if (cronProblem) errors.cronExpression = cronProblem;
  return errors;
}

/** 新增 / 编辑 / 详情 of a scheduled job (800 px): class, cron (editor), parameter, description, status. */
export function QuartzJobFormDialog({ mode, record, onClose, onSaved, services = quartzServices, validateOnOpen = false }: QuartzJobFormDialogProps) {
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const readOnly = mode === 'detail';

  useEffect(() => {
    if (mode === null) return;
    const initial: Values = record
        ? {
            jobClassName: record.jobClassName ?? '',
            cronExpression: record.cronExpression ?? '',
            parameter: record.parameter ?? '',
            description: record.description ?? '',
            status: String(record.status ?? STATUS_RUNNING),
          }
        : blank;
    setValues(initial);
    setErrors(validateOnOpen ? validateJob(initial) : {});
  }, [mode, record, validateOnOpen]);

  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving) return;
    const found = validateJob(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: QuartzJobInput = {
      jobClassName: values.jobClassName.trim(),
      cronExpression: values.cronExpression.trim(),
      parameter: values.parameter,
      description: values.description,
      status: Number(values.status),
    };
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
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby="quartz-form-title" slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="quartz-form-title">{mode ? T.titles[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField
              label={T.jobClassName}
              required
              value={values.jobClassName}
              onChange={(e) => set('jobClassName', e.target.value)}
              error={Boolean(errors.jobClassName)}
              helperText={errors.jobClassName ?? ' '}
              placeholder={`请输入${T.jobClassName}`}
              slotProps={{ htmlInput: { readOnly } }}
            />
            <FormControl required error={Boolean(errors.cronExpression)}>
              <FormLabel sx={{ mb: 1 }}>{T.cronExpression}</FormLabel>
              <CronEditor value={values.cronExpression} onChange={(v) => set('cronExpression', v)} disabled={readOnly} />
              {/* The editor shows the parser's reason itself; only the required message is ours. */}
              {errors.cronExpression && !values.cronExpression.trim() && <FormHelperText>{errors.cronExpression}</FormHelperText>}
            </FormControl>
            <TextField
              label={T.parameter}
              multiline
              minRows={2}
              value={values.parameter}
              onChange={(e) => set('parameter', e.target.value)}
              placeholder={`请输入${T.parameter}`}
              slotProps={{ htmlInput: { readOnly } }}
            />
            <TextField
              label={T.description}
              multiline
              minRows={2}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              placeholder={`请输入${T.description}`}
              slotProps={{ htmlInput: { readOnly } }}
            />
            <DictSelect label={T.status} type="radio" dictCode={STATUS_DICT} value={values.status} onChange={(v) => set('status', v)} disabled={readOnly} />
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

import { useMemo } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { CronEditor, validate } from '@/widgets/cron-editor';
import { localProblems, pickTrimmed, RecordFormDialog, savedInList, type RecordDialogMode, type RecordField, type RecordValues, type RecordDialogBaseProps } from '@/widgets/form';
import { QUARTZ_TEXT as T, QUARTZ_URLS, STATUS_DICT, STATUS_RUNNING } from './quartz-config';
import type { QuartzJobRow } from '@/api/sys/quartz';
import { quartzServices, type QuartzJobInput, type QuartzServices } from './quartz-services';

export type QuartzDialogMode = RecordDialogMode;

export interface QuartzJobFormDialogProps extends RecordDialogBaseProps<QuartzJobRow> {
  services?: QuartzServices;
}

/**
 * The cron field: the editor shows the parser's reason itself; only the required message is ours.
 * A new job starts without a schedule: a default would run it every second the moment it is saved.
 */
const cronField: RecordField = {
  name: 'cronExpression',
  label: T.cronExpression,
  required: T.cronRequired,
  validate: (v) => validate(v.trim()) ?? undefined,
  render: ({ value, error, locked, onChange }) => (
    <FormControl required error={Boolean(error)}>
      <FormLabel sx={{ mb: 1 }}>{T.cronExpression}</FormLabel>
      <CronEditor value={value} onChange={onChange} disabled={locked} />
      {error && !value.trim() && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  ),
};

const classField: RecordField = { name: 'jobClassName', label: T.jobClassName, required: T.classRequired };

export const QUARTZ_FIELDS: readonly RecordField[] = [
  classField,
  cronField,
  { name: 'parameter', label: T.parameter, kind: 'multiline', rows: 2 },
  { name: 'description', label: T.description, kind: 'multiline', rows: 2, maxLength: 255 },
  { name: 'status', label: T.status, kind: 'radio', dictCode: STATUS_DICT, defaultValue: String(STATUS_RUNNING) },
];

/** Required fields, then the Quartz parser's own reason for a bad expression. */
export function validateJob(values: RecordValues): Record<string, string> {
  return localProblems(QUARTZ_FIELDS, values);
}

const toInput = (v: RecordValues): QuartzJobInput => ({
  jobClassName: v.jobClassName.trim(),
  cronExpression: v.cronExpression.trim(),
  parameter: v.parameter,
  description: v.description,
  status: Number(v.status),
});

// After a timeout: the job class is unique (uniq_job_class_name), so the list by class shows the save.
const findSaved = savedInList<RecordValues, QuartzJobRow>({
  listUrl: QUARTZ_URLS.list,
  query: (v) => pickTrimmed(v, ['jobClassName']),
  expected: (v) => pickTrimmed(v, ['jobClassName', 'cronExpression', 'parameter', 'description']),
});

/** 新增 / 编辑 / 详情 of a scheduled job (800 px): class, cron (editor), parameter, description, status. */
export function QuartzJobFormDialog({ mode, record, onClose, onSaved, services = quartzServices, validateOnOpen = false }: QuartzJobFormDialogProps) {
  // The class name is unique on the server, whose refusal does not say which field: check it here first.
  const fields = useMemo<readonly RecordField[]>(
    () => QUARTZ_FIELDS.map((f) => (f === classField ? { ...f, check: async (value, _all, id) => ((await services.classTaken(value, id)) ? T.classTaken : undefined) } : f)),
    [services],
  );
  const save = useMemo(() => ({ add: (v: RecordValues) => services.add(toInput(v)), edit: (v: RecordValues, r: QuartzJobRow) => services.edit({ ...toInput(v), id: r.id }), findSaved }), [services]);
  return <RecordFormDialog<QuartzJobRow> mode={mode} record={record} fields={fields} save={save} onClose={onClose} onSaved={onSaved} validateOnOpen={validateOnOpen} />;
}

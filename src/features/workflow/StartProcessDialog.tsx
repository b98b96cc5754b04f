/**
 * 发起流程: pick a published process, fill the latest version of its bound
 * form, choose the assignees of the steps that are chosen at start (user
 * picker), and start. Values are checked before the call; the server checks
 * again and its refusal is shown as is.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { isApiError, unwrap } from '@/api/errors';
import type { WfInstance } from '@/api/workflow';
import { workflowApi } from '@/api/workflow';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { getUserInfo } from '@/session/session';
import { useFormDraft } from '@/session/drafts';
import { AppModal, queryRead, RelatedDataAlert, SAVE_TEXT } from '@/widgets/form';
import { FormRenderer } from './FormRenderer';
import { valueProblems } from './form-model';
import { newestInstances, type StartAttempt } from './find-started';
import { useStartCheck } from './use-start-check';
import { StepAssigneeFields } from './StepAssigneeFields';
import { warnFailure } from '@/widgets/feedback';

/** The typed parts of a start, as a draft keeps them. */
interface StartDraft {
  processId: string;
  title: string;
  values: Record<string, string>;
  assignees: Record<string, string>;
}

export interface StartProcessDialogProps {
  open: boolean;
  onClose: () => void;
  onStarted: (instance: WfInstance) => void;
}

export function StartProcessDialog({ open, onClose, onStarted }: StartProcessDialogProps) {
  const processes = useQuery({ queryKey: ['workflow', 'processes', 'published'], queryFn: async () => unwrap(await workflowApi.publishedProcesses()).records, enabled: open });
  const [processId, setProcessId] = useState('');
  const [title, setTitle] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [assignees, setAssignees] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const process = (processes.data ?? []).find((p) => p.id === processId);
  const version = useQuery({ queryKey: ['workflow', 'latest-version', process?.formId], queryFn: () => workflowApi.latestVersion(process!.formId), enabled: !!process });
  const fields = useMemo(() => version.data?.fields ?? [], [version.data]);
  // A failed read says so: no processes to choose from, or a form without fields, would start nothing real.
  const reads = [queryRead('流程', processes), ...(process ? [queryRead('表单', version)] : [])];
  const chosenSteps = (process?.steps ?? []).filter((s) => s.assigneeMode === 'start');
  const confirm = useConfirm();
  const attempts = useStartCheck();
  const { unchecked, reset: resetAttempts } = attempts;

  // What was typed is kept (per user) until started or cancelled: a dead session does not lose it.
  const typed = useMemo<StartDraft>(() => ({ processId, title, values, assignees }), [processId, title, values, assignees]);
  const kept = useFormDraft<StartDraft>({ mode: open ? 'add' : null, title: '发起流程', values: typed });
  const { fill } = kept;
  const close = kept.done(onClose);

  useEffect(() => {
    if (!open) return;
    const start = fill({ processId: '', title: '', values: {}, assignees: {} });
    setProcessId(start.processId);
    setTitle(start.title);
    setValues(start.values);
    setAssignees(start.assignees);
    setErrors({});
    resetAttempts();
  }, [open, fill, resetAttempts]);

  const started = (instance: WfInstance) => {
    notify.success('流程已发起');
    kept.done(() => onStarted(instance))();
    return true;
  };

  const submit = async (): Promise<boolean> => {
    if (!process) {
      setErrors({ processId: '请选择流程' });
      return false;
    }
    if (!version.data) return false;
    const problems = valueProblems(fields, values);
    for (const s of chosenSteps) if (!assignees[s.id]) problems[`step:${s.id}`] = `请选择「${s.name}」的办理人`;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return false;
    if (unchecked) {
      const found = await attempts.check(unchecked);
      if (found) return started(found);
      if (found === undefined && !(await confirm({ title: SAVE_TEXT.repeatTitle, content: SAVE_TEXT.repeatContent, okText: SAVE_TEXT.repeatOk }))) return false;
      attempts.setUnchecked(null);
    }
    attempts.clearNotice();
    const before = await newestInstances(process.id);
    const attempt: StartAttempt = { processId: process.id, starter: getUserInfo()?.username ?? '', formData: values, assignees, before: before ? new Set(before.map((i) => i.id)) : null };
    try {
      return started(unwrap(await workflowApi.start({ processId: process.id, title: title.trim() || undefined, formData: values, assignees })));
    } catch (e) {
      if (isApiError(e) && e.kind === 'timeout') {
        const found = await attempts.check(attempt);
        if (found) return started(found);
        if (found === undefined) attempts.setUnchecked(attempt);
        return false;
      }
      warnFailure(e);
      return false;
    }
  };

  return (
    <AppModal open={open} title="发起流程" width={860} onCancel={close} onOk={submit} okText="发起" destroyOnClose>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {attempts.notice && <Alert severity={attempts.notice.severity}>{attempts.notice.text}</Alert>}
        <RelatedDataAlert reads={reads} blocksSave={false} />
        <TextField select label="流程" required value={processId} onChange={(e) => {
            kept.touch();
            setProcessId(e.target.value);
          }} error={!!errors.processId} helperText={errors.processId}>
          {(processes.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        {process && (
          <>
            <TextField label="标题" value={title} onChange={(e) => {
                kept.touch();
                setTitle(e.target.value);
              }} placeholder="留空则自动生成" size="small" />
            <Divider textAlign="left">{version.data ? `${version.data.formName} v${version.data.version}` : '表单'}</Divider>
            {version.isSuccess && !version.data && <Alert severity="warning">绑定的表单尚未发布版本</Alert>}
            <FormRenderer fields={fields} values={values} onChange={(next) => {
                kept.touch();
                setValues(next);
              }}
              errors={errors}
            />
            <StepAssigneeFields
              steps={chosenSteps}
              assignees={assignees}
              errors={errors}
              onChange={(stepId, v) => {
                kept.touch();
                setAssignees((a) => ({ ...a, [stepId]: v }));
              }}
            />
          </>
        )}
      </Stack>
    </AppModal>
  );
}

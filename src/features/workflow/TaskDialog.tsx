/**
 * 办理 dialog of a task: the instance's form data (read-only), its trail, and
 * the step's actions. A role task not yet claimed offers only 签收. 驳回 and
 * 退回 need a comment when the action says so; 转办 needs a user. Refusals of
 * the server (not the assignee, already handled …) are shown in the dialog.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, unwrap } from '@/api/errors';
import type { Result } from '@/api/envelope';
import type { WfAction, WfActionCode, WfTask } from '@/api/workflow';
import { workflowApi } from '@/api/workflow';
import { notify } from '@/ui/notify';
import { AppModal } from '@/widgets/form';
import { UserByDepartPicker } from '@/widgets/pickers';
import { useWorkflowActions } from './ActionManagerPage';
import { FormRenderer } from './FormRenderer';
import { TrailTable } from './TrailTable';
import { useFormDraft } from '@/session/drafts';
import { readableOrAsIs } from '@/lib/readable-color';

export interface TaskDialogProps {
  task: WfTask | null;
  onClose: () => void;
  /** After a claim or an action (lists reload). */
  onDone: () => void;
  /** Actions as configured in 动作管理 (default: loaded). */
  actions?: readonly WfAction[];
}

/** The draft of what was typed in a task's 办理 dialog; its page reopens the task from it. */
export const taskDraftForm = (taskId: string) => `task:${taskId}`;

export const TASK_MSG = { comment: '请填写办理意见', transferTo: '请选择转办人' } as const;

export function TaskDialog({ task, onClose, onDone, actions: given }: TaskDialogProps) {
  const loaded = useWorkflowActions();
  const actions = given ?? loaded;
  const open = task !== null;
  const detail = useQuery({ queryKey: ['workflow', 'instance', task?.instanceId], queryFn: async () => unwrap(await workflowApi.instanceById(task!.instanceId)), enabled: open });
  const trail = useQuery({ queryKey: ['workflow', 'trail', task?.instanceId], queryFn: async () => unwrap(await workflowApi.records(task!.instanceId)).records, enabled: open });
  const [comment, setComment] = useState('');
  const [transferTo, setTransferTo] = useState('');
  const [problem, setProblem] = useState<{ comment?: string; transferTo?: string; server?: string }>({});
  const [busy, setBusy] = useState(false);

  // A half-written 办理意见 survives a lost session like any form's values.
  const values = useMemo(() => ({ comment, transferTo }), [comment, transferTo]);
  const kept = useFormDraft({ mode: open ? 'edit' : null, form: task ? taskDraftForm(task.id) : null, title: task ? `办理：${task.instanceTitle}` : '', values, record: task ?? undefined });
  const { fill, touch } = kept;
  const close = kept.done(onClose);

  useEffect(() => {
    const start = fill({ comment: '', transferTo: '' });
    setComment(start.comment);
    setTransferTo(start.transferTo);
    setProblem({});
  }, [task?.id, fill]);

  const unclaimed = !!task && !task.assignee && !!task.candidateRole;
  const allowed = actions.filter((a) => task?.actions.includes(a.code));

  const call = async (fn: () => Promise<Result<unknown>>) => {
    setBusy(true);
    try {
      const res = await fn();
      unwrap(res);
      notify.success(res.message);
      kept.done(onDone)();
    } catch (e) {
      setProblem({ server: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const act = (code: WfActionCode) => {
    if (!task) return;
    const def = actions.find((a) => a.code === code);
    const next: typeof problem = {};
    if (def?.commentRequired && !comment.trim()) next.comment = TASK_MSG.comment;
    if (code === 'transfer' && !transferTo) next.transferTo = TASK_MSG.transferTo;
    setProblem(next);
    if (next.comment || next.transferTo) return;
    void call(() => workflowApi.complete({ taskId: task.id, action: code, comment: comment.trim() || undefined, transferTo: code === 'transfer' ? transferTo : undefined }));
  };

  const footer = (
    <Stack direction="row" spacing={1}>
      <Button onClick={close}>关闭</Button>
      {unclaimed ? (
        <Button variant="contained" disabled={busy} onClick={() => task && void call(() => workflowApi.claim(task.id))}>
          签收
        </Button>
      ) : (
        allowed.map((a) => (
          <Button key={a.code} variant="contained" disabled={busy} onClick={() => act(a.code)} sx={{ bgcolor: readableOrAsIs(a.color), color: '#fff', '&:hover': { bgcolor: readableOrAsIs(a.color), filter: 'brightness(0.9)' } }}>
            {a.name}
          </Button>
        ))
      )}
    </Stack>
  );

  return (
    <AppModal open={open} title={task ? `办理：${task.instanceTitle}` : ''} width={900} onCancel={close} footer={footer} destroyOnClose>
      {task && (
        <Stack spacing={2}>
          <Typography color="text.secondary">
            {task.processName} · 当前步骤：{task.stepName}
            {unclaimed ? `（候选角色：${task.candidateRole}，请先签收）` : ''}
          </Typography>
          {problem.server && <Alert severity="error">{problem.server}</Alert>}
          {detail.data && <FormRenderer fields={detail.data.fields} values={detail.data.formData} readOnly />}
          {!unclaimed && (
            <>
              <TextField label="办理意见" multiline minRows={2} value={comment} onChange={(e) => {
                  setComment(e.target.value);
                  touch();
                }} error={!!problem.comment} helperText={problem.comment} />
              {task.actions.includes('transfer') && (
                <UserByDepartPicker multi={false} label="转办给" value={transferTo}
                  onChange={(v) => {
                    setTransferTo(v);
                    touch();
                  }} error={!!problem.transferTo} helperText={problem.transferTo} />
              )}
            </>
          )}
          <Divider textAlign="left">流转记录</Divider>
          <TrailTable records={trail.data ?? []} />
        </Stack>
      )}
    </AppModal>
  );
}

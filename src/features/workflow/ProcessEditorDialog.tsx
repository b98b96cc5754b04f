/**
 * 流程设计 editor: name, key, bound form and the ordered steps. 保存 stores
 * the definition; 发布 stores and publishes it (the server checks that every
 * step has an assignee rule and allows 通过, and that the form has a version).
 */
import { useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/api/errors';
import type { WfProcess, WfStep } from '@/api/workflow';
import { workflowApi } from '@/api/workflow';
import { notify } from '@/ui/notify';
import { AppModal, queryRead, RelatedDataAlert } from '@/widgets/form';
import { useActionsQuery } from './ActionManagerPage';
import { StepListEditor } from './StepListEditor';
import { warnFailure } from '@/widgets/feedback';
import { useFormDraft } from '@/session/drafts';

export interface ProcessEditorDialogProps {
  open: boolean;
  process: WfProcess | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ProcessEditorDialog({ open, process, onClose, onSaved }: ProcessEditorDialogProps) {
  const actions = useActionsQuery();
  const forms = useQuery({ queryKey: ['workflow', 'forms', 'all'], queryFn: async () => unwrap(await workflowApi.allForms()).records, enabled: open });
  // The steps keep their own actions and the process its form, so nothing read here is saved back;
  // a failed read still says so, rather than offering no forms or no actions to tick.
  const reads = [queryRead('绑定表单', forms), queryRead('动作管理', actions)];
  const [name, setName] = useState('');
  const [key, setKey] = useState('');
  const [formId, setFormId] = useState('');
  const [steps, setSteps] = useState<WfStep[]>([]);
  const [busy, setBusy] = useState(false);
  const values = useMemo(() => ({ name, key, formId, steps }), [name, key, formId, steps]);
  const kept = useFormDraft({ mode: open ? (process ? 'edit' : 'add') : null, recordId: process?.id, title: process ? '编辑流程' : '新增流程', values, record: process ?? undefined });
  const { fill, edited } = kept;

  useEffect(() => {
    if (!open) return;
    const start = fill({ name: process?.name ?? '', key: process?.key ?? '', formId: process?.formId ?? '', steps: process?.steps ?? [] });
    setName(start.name);
    setKey(start.key);
    setFormId(start.formId);
    setSteps(start.steps);
  }, [open, process, fill]);

  const run = async (publish: boolean) => {
    if (!name.trim() || !key.trim() || !formId) {
      notify.warning('请填写流程名称、流程标识并选择表单');
      return;
    }
    setBusy(true);
    try {
      const saved = unwrap(await workflowApi.saveProcess({ id: process?.id, name: name.trim(), key: key.trim(), formId, steps, description: process?.description ?? null }));
      if (publish) {
        const res = await workflowApi.publishProcess(saved.id);
        unwrap(res);
        notify.success(res.message);
      } else notify.success('保存成功！');
      kept.done(onSaved)();
    } catch (e) {
      warnFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <Stack direction="row" spacing={1}>
      <Button onClick={kept.done(onClose)}>取消</Button>
      <Button variant="outlined" disabled={busy} onClick={() => void run(false)}>
        保存
      </Button>
      <Button variant="contained" disabled={busy} onClick={() => void run(true)}>
        发布
      </Button>
    </Stack>
  );

  return (
    <AppModal open={open} title={process ? '编辑流程' : '新增流程'} width={1000} onCancel={kept.done(onClose)} footer={footer} destroyOnClose>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <RelatedDataAlert reads={reads} blocksSave={false} />
        <Stack direction="row" spacing={2}>
          <TextField label="流程名称" required value={name} onChange={(e) => edited(setName)(e.target.value)} fullWidth />
          <TextField label="流程标识" required value={key} onChange={(e) => edited(setKey)(e.target.value)} fullWidth />
          <TextField select label="绑定表单" required value={formId} onChange={(e) => edited(setFormId)(e.target.value)} fullWidth>
            {(forms.data ?? []).map((f) => (
              <MenuItem key={f.id} value={f.id} disabled={f.latestVersion === 0}>
                {f.name}
                {f.latestVersion > 0 ? ` (v${f.latestVersion})` : '（未发布）'}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Divider textAlign="left">步骤</Divider>
        <StepListEditor steps={steps} onChange={edited(setSteps)} actions={actions.data ?? []} />
      </Stack>
    </AppModal>
  );
}

/**
 * 流程设计 editor: name, key, bound form and the ordered steps. 保存 stores
 * the definition; 发布 stores and publishes it (the server checks that every
 * step has an assignee rule and allows 通过, and that the form has a version).
 */
import { useEffect, useMemo, useState } from 'react';
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
import { SavePublishFooter, useSavePublish } from './save-publish';
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

  const check = () => {
    if (name.trim() && key.trim() && formId) return true;
    notify.warning('请填写流程名称、流程标识并选择表单');
    return false;
  };
  const save = async () => unwrap(await workflowApi.saveProcess({ id: process?.id, name: name.trim(), key: key.trim(), formId, steps, description: process?.description ?? null }));
  const { busy, run } = useSavePublish({ check, save, publish: workflowApi.publishProcess, savedText: '保存成功！', onDone: kept.done(onSaved) });
  const footer = <SavePublishFooter busy={busy} onCancel={kept.done(onClose)} onRun={run} saveLabel="保存" publishLabel="发布" />;

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

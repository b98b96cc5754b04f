/**
 * 表单设计: name, code, description and the ordered field list. 保存草稿
 * stores the draft; 发布版本 stores it and freezes it as the next numbered
 * version. Both check the field list first and mark the offending rows.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { unwrap } from '@/api/errors';
import type { WfForm, WfFormField } from '@/api/workflow';
import { workflowApi } from '@/api/workflow';
import { AppModal } from '@/widgets/form';
import { FieldListEditor } from './FieldListEditor';
import { SavePublishFooter, useSavePublish } from './save-publish';
import { designerProblems, DESIGNER_MSG, type FieldProblems } from './form-model';
import { useFormDraft } from '@/session/drafts';

export interface FormDesignerDialogProps {
  open: boolean;
  /** The form to edit; null designs a new one. */
  form: WfForm | null;
  onClose: () => void;
  /** After a save or publish (the list reloads). */
  onSaved: () => void;
  services?: Pick<typeof workflowApi, 'saveForm' | 'publishForm'>;
}

export function FormDesignerDialog({ open, form, onClose, onSaved, services = workflowApi }: FormDesignerDialogProps) {
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [fields, setFields] = useState<WfFormField[]>([]);
  const [problems, setProblems] = useState<Map<number, FieldProblems>>(new Map());
  const [headProblems, setHeadProblems] = useState<{ name?: string; code?: string; fields?: string }>({});
  const [saved, setSaved] = useState<WfForm | null>(form);
  const values = useMemo(() => ({ name, code, description, fields }), [name, code, description, fields]);
  const kept = useFormDraft({ mode: open ? (form ? 'edit' : 'add') : null, recordId: form?.id, title: form ? '编辑表单' : '新增表单', values, record: form ?? undefined });
  const { fill, edited } = kept;

  useEffect(() => {
    if (!open) return;
    const start = fill({ name: form?.name ?? '', code: form?.code ?? '', description: form?.description ?? '', fields: form?.fields ?? [] });
    setName(start.name);
    setCode(start.code);
    setDescription(start.description);
    setFields(start.fields);
    setProblems(new Map());
    setHeadProblems({});
    setSaved(form);
  }, [open, form, fill]);

  const check = (): boolean => {
    const head = { name: name.trim() ? undefined : '请输入表单名称', code: code.trim() ? undefined : '请输入表单编码', fields: fields.length === 0 ? DESIGNER_MSG.noFields : undefined };
    const rows = designerProblems(fields);
    setHeadProblems(head);
    setProblems(rows);
    return !head.name && !head.code && !head.fields && rows.size === 0;
  };

  const save = async (): Promise<WfForm> => {
    const cleaned = fields.map((f) => (f.type === 'select' ? { ...f, options: (f.options ?? []).map((o) => o.trim()).filter(Boolean) } : f));
    const res = await services.saveForm({ id: saved?.id, name: name.trim(), code: code.trim(), description: description.trim() || null, fields: cleaned });
    const next = unwrap(res);
    setSaved(next);
    return next;
  };

  const { busy, run } = useSavePublish({ check, save, publish: services.publishForm, savedText: '草稿已保存', onDone: kept.done(onSaved) });
  const footer = <SavePublishFooter busy={busy} onCancel={kept.done(onClose)} onRun={run} saveLabel="保存草稿" publishLabel="发布版本" />;

  return (
    <AppModal open={open} title={form ? '编辑表单' : '新增表单'} width={960} onCancel={kept.done(onClose)} footer={footer} destroyOnClose>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction="row" spacing={2}>
          <TextField label="表单名称" required value={name} onChange={(e) => edited(setName)(e.target.value)} error={!!headProblems.name} helperText={headProblems.name} fullWidth />
          <TextField label="表单编码" required value={code} onChange={(e) => edited(setCode)(e.target.value)} error={!!headProblems.code} helperText={headProblems.code} fullWidth />
        </Stack>
        <TextField label="描述" value={description} onChange={(e) => edited(setDescription)(e.target.value)} fullWidth />
        {saved && saved.latestVersion > 0 && <Typography color="text.secondary">当前已发布版本：v{saved.latestVersion}，发布后生成 v{saved.latestVersion + 1}</Typography>}
        <Divider textAlign="left">字段</Divider>
        {headProblems.fields && <Alert severity="error">{headProblems.fields}</Alert>}
        <FieldListEditor fields={fields} onChange={edited(setFields)} problems={problems} />
      </Stack>
    </AppModal>
  );
}

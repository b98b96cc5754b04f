import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import { notify } from '@/ui/notify';
import { DEPART_TEXT as T } from './depart-config';
import { departProblems } from './depart-problems';
import { departServices, type DepartServices } from './depart-services';
import { normalizeNumberText } from '@/lib/numbers';
import { warnFailure } from '@/widgets/feedback';
import { useFormState } from '@/widgets/form';
import { useDraftAutosave } from '@/session/drafts';

export interface DepartBaseInfoProps {
  depart: SysDepartTreeModel | null;
  /** Name of the parent department, shown read-only. */
  parentName: string;
  onSaved: () => void;
  services?: DepartServices;
}

type Values = { departName: string; orgCode: string; departOrder: string; mobile: string; fax: string; address: string; memo: string };
const fromDepart = (d: SysDepartTreeModel | null): Values => ({
  departName: d?.departName ?? '',
  orgCode: d?.orgCode ?? '',
  departOrder: String(d?.departOrder ?? 0),
  mobile: d?.mobile ?? '',
  fax: d?.fax ?? '',
  address: d?.address ?? '',
  memo: d?.memo ?? '',
});

/** The draft name of a department's 基本信息 edit. */
export function departEditDraftForm(id: string): string {
  return `edit:${id}`;
}

/** 基本信息: the selected department's form (机构编码 read-only, computed by the server) with 重置 / 修改并保存. */
export function DepartBaseInfo({ depart, parentName, onSaved, services = departServices }: DepartBaseInfoProps) {
  const { values, errors, set, setValues, reset, check } = useFormState<Values>(() => fromDepart(depart), { onEdit: () => setDirty(true) });
  // What was typed is kept (per user) until saved or reset: 恢复草稿 selects this department again.
  const [dirty, setDirty] = useState(false);
  const kept = useDraftAutosave({ form: depart ? departEditDraftForm(depart.id) : null, title: depart ? `${T.tabs.base} - ${depart.departName}` : T.tabs.base, values, dirty, record: depart ?? undefined });
  const { restore, discard } = kept;
  useEffect(() => {
    const draft = restore();
    const restored = draft && typeof draft.values === 'object' ? (draft.values as Partial<Values>) : null;
    reset({ ...fromDepart(depart), ...restored });
    setDirty(restored !== null);
  }, [depart, restore, reset]);

  const save = async () => {
    if (!check(departProblems(values))) return;
    if (!depart) {
      notify.warning(T.pickToEdit);
      return;
    }
    try {
      const { orgCode: _orgCode, departOrder, ...rest } = values;
      const res = await services.edit({ ...rest, id: depart.id, departOrder: Number(departOrder) || 0 });
      if (res.success) {
        notify.success(T.saved);
        discard();
        setDirty(false);
        onSaved();
      } else notify.error(res.message);
    } catch (err) {
      warnFailure(err, 'error');
    }
  };

  const field = (key: keyof Values, label: string, extra: { readOnly?: boolean; multiline?: boolean; required?: boolean; type?: string } = {}) => (
    <TextField
      label={label}
      size="small"
      required={extra.required}
      type={extra.type === 'number' ? 'text' : extra.type}
      slotProps={extra.type === 'number' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      value={values[key]}
      onChange={(e) => set(key, extra.type === 'number' ? normalizeNumberText(e.target.value) : e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      placeholder={key === 'departName' ? T.departNamePlaceholder : `请输入${label}`}
      disabled={extra.readOnly}
    />
  );

  return (
    <Stack spacing={1} sx={{ pt: 2 }} component="form" aria-label={T.tabs.base} onSubmit={(e) => e.preventDefault()}>
      {field('departName', T.departName, { required: true })}
      <TextField label={T.parent} size="small" value={parentName} placeholder="无" disabled helperText=" " />
      {field('orgCode', T.orgCode, { readOnly: true })}
      {field('departOrder', T.order, { type: 'number' })}
      {field('mobile', T.mobile)}
      {field('fax', T.fax)}
      {field('address', T.address)}
      {field('memo', T.memo, { multiline: true })}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        <Button
          onClick={() => {
            discard();
            setDirty(false);
            setValues(fromDepart(depart));
          }}
        >
          {T.reset}
        </Button>
        <Button variant="contained" onClick={() => void save()}>
          {T.save}
        </Button>
      </Stack>
    </Stack>
  );
}

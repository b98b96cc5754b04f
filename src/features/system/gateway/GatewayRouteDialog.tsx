import { useEffect, useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { GatewayRouteRule, SysGatewayRoute } from '@/api/sys/gateway';
import { useFormDraft } from '@/session/drafts';
import { FormDialogActions, RecordSaveStatus, useFormState, useRecordSave, type RecordSave } from '@/widgets/form';
import { FILTER_NAMES, GATEWAY_TEXT as T, PREDICATE_NAMES } from './gateway-config';
import { gatewayServices, type GatewayServices, type RouterInput } from './gateway-services';
import { RulesEditor, type RuleDraft } from './RulesEditor';

export type GatewayDialogMode = 'add' | 'edit' | 'detail';

export interface GatewayRouteDialogProps {
  mode: GatewayDialogMode | null;
  record?: SysGatewayRoute | null;
  onClose: () => void;
  onSaved: () => void;
  services?: GatewayServices;
}

interface Draft {
  routerId: string;
  name: string;
  uri: string;
  status: boolean;
  predicates: RuleDraft[];
  filters: RuleDraft[];
}

interface Problems {
  routerId?: string;
  name?: string;
  uri?: string;
  predicates: (string | undefined)[];
  filters: (string | undefined)[];
}

const toDrafts = (rules: GatewayRouteRule[] | null | undefined): RuleDraft[] => (rules ?? []).map((r) => ({ name: r.name, args: r.args.join(', ') }));
const toRules = (drafts: readonly RuleDraft[]): GatewayRouteRule[] =>
  drafts.map((d) => ({ name: d.name, args: d.args.split(',').map((a) => a.trim()).filter(Boolean) }));

const blank: Draft = { routerId: '', name: '', uri: '', status: true, predicates: [{ name: 'Path', args: '' }], filters: [] };

/** The rules of the route form (exported for tests of edge cases). */
export function validateRoute(d: Draft): Problems {
  const p: Problems = { predicates: [], filters: [] };
  if (!d.routerId.trim()) p.routerId = T.routerIdRequired;
  if (!d.name.trim()) p.name = T.nameRequired;
  if (!d.uri.trim()) p.uri = T.uriRequired;
  else if (!/^(lb:\/\/|lb:ws:\/\/|https?:\/\/|wss?:\/\/)\S+$/.test(d.uri.trim())) p.uri = T.uriInvalid;
  p.predicates = d.predicates.map((r) => (r.args.trim() ? undefined : T.argsRequired));
  p.filters = d.filters.map((r) => (r.args.trim() ? undefined : T.argsRequired));
  return p;
}

/** The messages of the rows of predicates and filters, kept beside the form's field messages. */
type RuleProblems = Pick<Problems, 'predicates' | 'filters'>;
const NO_RULE_PROBLEMS: RuleProblems = { predicates: [], filters: [] };

const hasProblems = (p: Problems) => Boolean(p.routerId || p.name || p.uri || p.predicates.some(Boolean) || p.filters.some(Boolean));

/** 新增 / 编辑 / 详情 of a gateway route: id, name, URI, status, predicates and filters. */
const TITLES = { add: '新增', edit: '编辑', detail: '详情' } as const;

export function GatewayRouteDialog({ mode, record, onClose: close, onSaved: saved, services = gatewayServices }: GatewayRouteDialogProps) {
  const { values: draft, errors, set, reset, setErrors } = useFormState<Draft>(blank, { onEdit: () => kept.touch() });
  // What was typed is kept (per user) until saved or cancelled: a dead session does not lose it.
  const kept = useFormDraft({ mode, recordId: record?.id, title: mode ? TITLES[mode] : '', values: draft, record });
  const { fill } = kept;
  const onClose = kept.done(close);
  const onSaved = kept.done(saved);
  const [ruleProblems, setRuleProblems] = useState<RuleProblems>(NO_RULE_PROBLEMS);
  const readOnly = mode === 'detail';
  // One endpoint for both: an edit carries the record's id.
  const save: RecordSave<RouterInput, SysGatewayRoute> = {
    add: services.save,
    edit: services.save,
    findSaved: (router) => services.findSaved(router),
  };
  const { saving, notice, submit: send } = useRecordSave({ mode, record, save, onSaved });

  useEffect(() => {
    if (mode === null) return;
    reset(
      fill(
        record
          ? { routerId: record.routerId, name: record.name, uri: record.uri, status: record.status === 1, predicates: toDrafts(record.predicates), filters: toDrafts(record.filters) }
          : blank,
      ),
    );
    setRuleProblems(NO_RULE_PROBLEMS);
  }, [mode, record, fill, reset]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving) return;
    const found = validateRoute(draft);
    const { predicates, filters, ...fieldProblems } = found;
    setErrors(fieldProblems);
    setRuleProblems({ predicates, filters });
    if (hasProblems(found)) return;
    await send({
      ...(mode === 'edit' && record ? { id: record.id } : {}),
      routerId: draft.routerId.trim(),
      name: draft.name.trim(),
      uri: draft.uri.trim(),
      status: draft.status ? 1 : 0,
      predicates: toRules(draft.predicates),
      filters: toRules(draft.filters),
    });
  };

  const text = (key: 'routerId' | 'name' | 'uri', label: string) => (
    <TextField
      label={label}
      required
      size="small"
      value={draft[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      placeholder={`请输入${label}`}
      slotProps={{ htmlInput: { readOnly } }}
    />
  );

  return (
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby="gateway-form-title" slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="gateway-form-title">{mode ? TITLES[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {!readOnly && <RecordSaveStatus notice={notice} />}
            {text('routerId', T.routerId)}
            {text('name', T.name)}
            {text('uri', T.uri)}
            <FormControlLabel control={<Switch checked={draft.status} onChange={(e) => set('status', e.target.checked)} disabled={readOnly} />} label={`${T.status}：${draft.status ? '有效' : '无效'}`} />
            <RulesEditor label={T.predicates} addLabel={T.addPredicate} names={PREDICATE_NAMES} value={draft.predicates} onChange={(v) => set('predicates', v)} errors={ruleProblems.predicates} disabled={readOnly} />
            <RulesEditor label={T.filters} addLabel={T.addFilter} names={FILTER_NAMES} value={draft.filters} onChange={(v) => set('filters', v)} errors={ruleProblems.filters} disabled={readOnly} />
          </Stack>
        </DialogContent>
        <FormDialogActions onClose={onClose} saving={saving} readOnly={readOnly} />
      </form>
    </Dialog>
  );
}

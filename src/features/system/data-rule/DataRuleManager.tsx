import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { unwrap } from '@/api/errors';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { DictSelect, queryRead, RecordSaveStatus, RelatedDataAlert, useRecordSave, type RecordSave } from '@/widgets/form';
import type { SysPermissionDataRule } from '@/api/sys/permission';
import { PERMISSION_TEXT as T } from '../permission/permission-config';
import type { DataRuleFilter, DataRuleInput, PermissionServices } from '../permission/permission-services';
import { warnFailure } from '@/widgets/feedback';
import { useFormDraft, usePendingDraft } from '@/session/drafts';
import { dataRuleDraftForm, dataRuleDraftMenu, type DataRuleDraftRecord } from './data-rule-draft';

/** Under this key, the rules of one menu entry and filter. */
const DATA_RULES_KEY = ['permission', 'data-rules'] as const;

export type DataRuleServices = Pick<PermissionServices, 'rules' | 'addRule' | 'editRule' | 'removeRule'>;

export interface DataRuleManagerProps {
  permission: { id: string; name: string };
  /** After a rule was added, changed or deleted (the menu's rule flag may have changed). */
  onChanged?: () => void;
  services: DataRuleServices;
}

type Draft = { id?: string; ruleName: string; ruleColumn: string; ruleConditions: string; ruleValue: string; status: string };
const blank: Draft = { ruleName: '', ruleColumn: '', ruleConditions: '', ruleValue: '', status: '1' };

const ruleDraft = (r: SysPermissionDataRule): Draft => ({ id: r.id, ruleName: r.ruleName ?? '', ruleColumn: r.ruleColumn ?? '', ruleConditions: r.ruleConditions ?? '', ruleValue: r.ruleValue ?? '', status: r.status ?? '1' });
const text = (v: unknown) => String(v ?? '').trim();


/** After a timed-out save: the menu's rules hold one with every typed value (the edited one for an edit). */
function holdsRule(rules: readonly SysPermissionDataRule[], body: DataRuleInput, id?: string): boolean {
  const keys = ['ruleName', 'ruleColumn', 'ruleConditions', 'ruleValue', 'status'] as const;
  return rules.some((r) => (id === undefined || r.id === id) && keys.every((k) => text(r[k]) === text(body[k])));
}

/**
 * 数据权限规则 of one menu: list, add, edit, enable/disable, delete
 * (getPermRuleListByPermId, add/edit/deletePermissionRule). Shared by the
 * 菜单管理 drawer and the 数据规则 page.
 */
export function DataRuleManager({ permission, onChanged, services }: DataRuleManagerProps) {
  const confirm = useConfirm();
  const [draft, setDraft] = useState<Draft | null>(null);
  // The form being opened (新增 or 编辑 of a rule); its draft, if restored, is laid over it.
  const [opening, setOpening] = useState<{ initial: Draft } | null>(null);
  const openForm = (initial: Draft) => setOpening({ initial });
  const shown = draft ?? opening?.initial ?? null;
  const draftRecord = useMemo((): DataRuleDraftRecord => ({ permissionId: permission.id, permissionName: permission.name }), [permission.id, permission.name]);
  const kept = useFormDraft({
    mode: shown ? (shown.id ? 'edit' : 'add') : null,
    form: shown ? dataRuleDraftForm(permission.id, shown.id) : null,
    title: `${T.rulesTitle(permission.name)} - ${shown?.id ? T.edit : T.ruleAdd}`,
    values: draft ?? blank,
    record: draftRecord,
  });
  const { fill } = kept;
  useEffect(() => {
    if (opening) setDraft(fill(opening.initial));
  }, [opening, fill]);
  const closeForm = kept.done(() => {
    setOpening(null);
    setDraft(null);
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [query, setQuery] = useState<DataRuleFilter>({ ruleName: '', ruleValue: '' });
  const [filter, setFilter] = useState<DataRuleFilter>({});

  // Through the query cache like every other read; a new filter keeps the rows shown until its answer.
  const rulesQuery = useQuery({
    queryKey: [...DATA_RULES_KEY, permission.id, filter],
    queryFn: async () => unwrap(await services.rules(permission.id, filter)) ?? [],
    placeholderData: keepPreviousData,
  });
  // A failed read is shown as such, never as "no rules" (which invites adding a rule that exists).
  const rulesRead = queryRead('数据规则', rulesQuery);
  const rules = rulesRead.data ?? null;
  const { refetch } = rulesQuery;
  const load = useCallback(() => refetch().then(() => undefined), [refetch]);

  // 恢复草稿 of a rule of this menu reopens its form (the page has shown this menu's rules).
  usePendingDraft((pending) => {
    if (pending.form === dataRuleDraftForm(permission.id)) {
      openForm(blank);
      return true;
    }
    const ruleId = /^rule-edit:(.+)$/.exec(pending.form)?.[1];
    if (!ruleId || dataRuleDraftMenu(pending)?.permissionId !== permission.id) return false;
    if (rulesRead.status === 'loading') return false;
    const rule = rules?.find((r) => r.id === ruleId);
    openForm(rule ? ruleDraft(rule) : { ...blank, id: ruleId });
    return true;
  });

  const run = async (call: Promise<{ success: boolean; message: string }>) => {
    try {
      const res = await call;
      if (!res.success) {
        notify.warning(res.message);
        return false;
      }
      notify.success(res.message);
      await load();
      onChanged?.();
      return true;
    } catch (err) {
      warnFailure(err);
      return false;
    }
  };

  const save: RecordSave<DataRuleInput, { id: string }> = {
    add: services.addRule,
    edit: (body, rule) => services.editRule({ ...body, id: rule.id }),
    findSaved: async (body, mode, rule) => holdsRule(unwrap(await services.rules(permission.id)) ?? [], body, mode === 'edit' ? rule?.id : undefined),
  };
  const afterSave = () => {
    closeForm();
    void load();
    onChanged?.();
  };
  const editing = draft?.id ? { id: draft.id } : null;
  const { saving, notice, submit: send } = useRecordSave({ mode: draft ? (editing ? 'edit' : 'add') : null, record: editing, save, onSaved: afterSave });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft || saving) return;
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!draft.ruleName.trim()) found.ruleName = T.ruleNameRequired;
    if (!draft.ruleConditions) found.ruleConditions = T.ruleConditionsRequired;
    if (!draft.ruleValue.trim()) found.ruleValue = T.ruleValueRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { ruleName, ruleColumn, ruleConditions, ruleValue, status } = draft;
    await send({ ruleName, ruleColumn, ruleConditions, ruleValue, status, permissionId: permission.id });
  };

  const remove = async (id: string) => {
    if (!(await confirm({ title: T.confirmDelete }))) return;
    await run(services.removeRule(id));
  };

  const set = (key: keyof Draft, value: string) => {
    setDraft((d) => (d ? { ...d, [key]: value } : d));
    kept.touch();
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  return (
    <Box role="region" aria-label={T.rulesTitle(permission.name)}>
      <Typography variant="h6" sx={{ mb: 2 }}>
        {T.rulesTitle(permission.name)}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={T.ruleQuery}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilter({ ...query });
        }}
        sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField size="small" label={T.ruleName} value={query.ruleName} onChange={(e) => setQuery((q) => ({ ...q, ruleName: e.target.value }))} />
        <TextField size="small" label={T.ruleValue} value={query.ruleValue} onChange={(e) => setQuery((q) => ({ ...q, ruleValue: e.target.value }))} />
        <Button type="submit" variant="contained">
          {T.search}
        </Button>
        <Button
          onClick={() => {
            setQuery({ ruleName: '', ruleValue: '' });
            setFilter({});
          }}
        >
          {T.reset}
        </Button>
      </Box>
      <Box role="toolbar" aria-label={T.rulesTitle(permission.name)} sx={{ mb: 2 }}>
        <Button variant="contained" disabled={rulesRead.status !== 'ready'} onClick={() => openForm(blank)}>
          {T.ruleAdd}
        </Button>
      </Box>
      {draft && (
        <Box component="form" aria-label={T.dataRule} onSubmit={(e: FormEvent) => void submit(e)} noValidate sx={{ mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Stack spacing={1}>
            <RecordSaveStatus notice={notice} />
            <TextField size="small" label={T.ruleName} required value={draft.ruleName} onChange={(e) => set('ruleName', e.target.value)} error={!!errors.ruleName} helperText={errors.ruleName ?? ' '} />
            <TextField size="small" label={T.ruleColumn} value={draft.ruleColumn} onChange={(e) => set('ruleColumn', e.target.value)} helperText=" " />
            <DictSelect
              dictCode={T.ruleConditionsDict}
              label={T.ruleConditions}
              required
              value={draft.ruleConditions}
              onChange={(v) => set('ruleConditions', v)}
              error={errors.ruleConditions}
            />
            <TextField size="small" label={T.ruleValue} required value={draft.ruleValue} onChange={(e) => set('ruleValue', e.target.value)} error={!!errors.ruleValue} helperText={errors.ruleValue ?? ' '} />
            <TextField size="small" select label={T.ruleStatus} value={draft.status} onChange={(e) => set('status', e.target.value)}>
              {T.statuses.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.text}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={closeForm}>{T.cancel}</Button>
              <Button type="submit" variant="contained" disabled={saving}>
                {T.ok}
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
      <RelatedDataAlert reads={[rulesRead]} blocksSave={false} />
      <Table size="small" aria-label={T.rulesTitle(permission.name)}>
        <TableHead>
          <TableRow>
            <TableCell>{T.ruleName}</TableCell>
            <TableCell>{T.ruleColumn}</TableCell>
            <TableCell>{T.ruleConditions}</TableCell>
            <TableCell>{T.ruleValue}</TableCell>
            <TableCell>{T.ruleStatus}</TableCell>
            <TableCell align="center">{T.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rulesRead.status === 'loading' && (
            <TableRow>
              <TableCell colSpan={6}>{T.loading}</TableCell>
            </TableRow>
          )}
          {rules?.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} align="center">
                {T.noData}
              </TableCell>
            </TableRow>
          )}
          {rules?.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.ruleName}</TableCell>
              <TableCell>{r.ruleColumn}</TableCell>
              <TableCell>{r.ruleConditions}</TableCell>
              <TableCell>{r.ruleValue}</TableCell>
              <TableCell>
                <Switch
                  size="small"
                  checked={r.status === '1'}
                  onChange={() => void run(services.editRule({ ...r, status: r.status === '1' ? '0' : '1' }))}
                  slotProps={{ input: { 'aria-label': `${T.ruleStatus} ${r.ruleName ?? ''}` } }}
                />
              </TableCell>
              <TableCell align="center">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => openForm(ruleDraft(r))}
                  >
                    {T.edit}
                  </Link>
                  <Link component="button" type="button" color="error" onClick={() => void remove(r.id)}>
                    {T.delete}
                  </Link>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

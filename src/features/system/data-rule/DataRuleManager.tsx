import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { unwrap } from '@/api/errors';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { RelatedDataAlert, useRecordSave, type RecordSave } from '@/widgets/form';
import type { SysPermissionDataRule } from '@/api/sys/permission';
import { PERMISSION_TEXT as T } from '../permission/permission-config';
import type { DataRuleFilter, DataRuleInput, PermissionServices } from '../permission/permission-services';
import { warnFailure } from '@/widgets/feedback';
import { usePendingDraft } from '@/session/drafts';
import { dataRuleDraftForm, dataRuleDraftMenu } from './data-rule-draft';
import { blankRule, ruleDraft, ruleErrors } from './data-rule-values';
import { useDataRuleForm } from './use-data-rule-form';
import { useDataRules } from './use-data-rules';
import { DataRuleSearch } from './DataRuleSearch';
import { DataRuleForm } from './DataRuleForm';
import { DataRuleTable } from './DataRuleTable';

export type DataRuleServices = Pick<PermissionServices, 'rules' | 'addRule' | 'editRule' | 'removeRule'>;

export interface DataRuleManagerProps {
  permission: { id: string; name: string };
  /** After a rule was added, changed or deleted (the menu's rule flag may have changed). */
  onChanged?: () => void;
  services: DataRuleServices;
}

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
  const { draft, openForm, closeForm, errors, check, set } = useDataRuleForm(permission);
  const [filter, setFilter] = useState<DataRuleFilter>({});
  const { rulesRead, rules, load } = useDataRules(services, permission.id, filter);

  // 恢复草稿 of a rule of this menu reopens its form (the page has shown this menu's rules).
  usePendingDraft((pending) => {
    if (pending.form === dataRuleDraftForm(permission.id)) {
      openForm(blankRule);
      return true;
    }
    const ruleId = /^rule-edit:(.+)$/.exec(pending.form)?.[1];
    if (!ruleId || dataRuleDraftMenu(pending)?.permissionId !== permission.id) return false;
    if (rulesRead.status === 'loading') return false;
    const rule = rules?.find((r) => r.id === ruleId);
    openForm(rule ? ruleDraft(rule) : { ...blankRule, id: ruleId });
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
    if (!check(ruleErrors(draft))) return;
    const { ruleName, ruleColumn, ruleConditions, ruleValue, status } = draft;
    await send({ ruleName, ruleColumn, ruleConditions, ruleValue, status, permissionId: permission.id });
  };

  const remove = async (id: string) => {
    if (!(await confirm({ title: T.confirmDelete }))) return;
    await run(services.removeRule(id));
  };

  return (
    <Box role="region" aria-label={T.rulesTitle(permission.name)}>
      <Typography variant="h6" sx={{ mb: 2 }}>
        {T.rulesTitle(permission.name)}
      </Typography>
      <DataRuleSearch onSearch={setFilter} />
      <Box role="toolbar" aria-label={T.rulesTitle(permission.name)} sx={{ mb: 2 }}>
        <Button variant="contained" disabled={rulesRead.status !== 'ready'} onClick={() => openForm(blankRule)}>
          {T.ruleAdd}
        </Button>
      </Box>
      {draft && <DataRuleForm draft={draft} errors={errors} notice={notice} saving={saving} onChange={set} onSubmit={(e: FormEvent) => void submit(e)} onCancel={closeForm} />}
      <RelatedDataAlert reads={[rulesRead]} blocksSave={false} />
      <DataRuleTable
        ariaLabel={T.rulesTitle(permission.name)}
        loading={rulesRead.status === 'loading'}
        rules={rules}
        onToggleStatus={(r) => void run(services.editRule({ ...r, status: r.status === '1' ? '0' : '1' }))}
        onEdit={(r) => openForm(ruleDraft(r))}
        onRemove={(id) => void remove(id)}
      />
    </Box>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useFormDraft } from '@/session/drafts';
import { useFormState } from '@/widgets/form';
import { PERMISSION_TEXT as T } from '../permission/permission-config';
import { dataRuleDraftForm, type DataRuleDraftRecord } from './data-rule-draft';
import { blankRule, type RuleDraft, type RuleErrors } from './data-rule-values';

/**
 * The open rule form (新增 or 编辑) of one menu: its values with their kept
 * draft, laid over the opened rule when one is restored, and its field errors.
 */
export function useDataRuleForm(permission: { id: string; name: string }) {
  const { values, errors, set, setValues, check } = useFormState<RuleDraft, RuleErrors>(blankRule, { onEdit: () => kept.touch() });
  // The values count only while a form is open; the messages stay from one opening to the next.
  const [open, setOpen] = useState(false);
  const draft = open ? values : null;
  // The form being opened (新增 or 编辑 of a rule); its draft, if restored, is laid over it.
  const [opening, setOpening] = useState<{ initial: RuleDraft } | null>(null);
  const openForm = (initial: RuleDraft) => setOpening({ initial });
  const shown = draft ?? opening?.initial ?? null;
  const draftRecord = useMemo((): DataRuleDraftRecord => ({ permissionId: permission.id, permissionName: permission.name }), [permission.id, permission.name]);
  const kept = useFormDraft({
    mode: shown ? (shown.id ? 'edit' : 'add') : null,
    form: shown ? dataRuleDraftForm(permission.id, shown.id) : null,
    title: `${T.rulesTitle(permission.name)} - ${shown?.id ? T.edit : T.ruleAdd}`,
    values: draft ?? blankRule,
    record: draftRecord,
  });
  const { fill } = kept;
  useEffect(() => {
    if (!opening) return;
    setValues(fill(opening.initial));
    setOpen(true);
  }, [opening, fill, setValues]);
  const closeForm = kept.done(() => {
    setOpening(null);
    setOpen(false);
  });

  return { draft, openForm, closeForm, errors, check, set };
}

import { useCallback, useMemo, useState } from 'react';
import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog, type RowAction } from '@/widgets/list';
import { RecordFormDialog, type RecordValues } from '@/widgets/form';
import { ruleSave } from '../rule-code/rule-save';
import { CHECK_RULE_SCREEN, CHECK_RULE_TEXT as T, CHECK_RULE_URLS, checkRuleFields, type CheckRuleRow } from './check-rule-config';
import { checkRuleServices, type CheckRuleInput, type CheckRuleServices } from './check-rule-services';
import type { CheckRuleTestDialogProps } from './CheckRuleTestDialog';
import { deferredDialog } from '@/ui/deferred-dialog';

// The list draws without its dialog's code and hooks; it arrives once the browser is idle.
const CheckRuleTestDialog = deferredDialog<CheckRuleTestDialogProps>(() => import('./CheckRuleTestDialog').then((m) => ({ default: m.CheckRuleTestDialog })), {
  isOpen: (p) => p.rule !== null,
  close: (p) => p.onClose(),
});

export interface CheckRuleListPageProps extends ScreenProps {
  services?: CheckRuleServices;
}

const toRule = (v: RecordValues) => ({ ruleName: v.ruleName.trim(), ruleCode: v.ruleCode.trim(), ruleDescription: v.ruleDescription, ruleJson: v.ruleJson.trim() });

/** How a check rule is saved, and how a timed-out save is checked. */
export const checkRuleSave = (services: CheckRuleServices) => ruleSave<CheckRuleInput, CheckRuleRow>(services, CHECK_RULE_URLS.list, toRule, ['ruleDescription', 'ruleJson']);

/** 编码校验规则 (`system/SysCheckRuleList`): CRUD of the rules checkByCode applies, plus 功能测试. */

export default function CheckRuleListPage({ title, services = checkRuleServices }: CheckRuleListPageProps) {
  const list = useList<CheckRuleRow>(CHECK_RULE_SCREEN);
  const recordDialog = useRecordDialog<CheckRuleRow>(list.reload);
  const [testing, setTesting] = useState<CheckRuleRow | null>(null);
  const fields = useMemo(() => checkRuleFields((code, _all, id) => services.checkCode(code, id)), [services]);
  const rowActions = useCallback((row: CheckRuleRow): RowAction[] => [{ label: T.test, onClick: () => setTesting(row) }], []);

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={CHECK_RULE_SCREEN}
        label={title}
        {...recordDialog.listActions}
        rowActions={rowActions}
      />
      <RecordFormDialog<CheckRuleRow>
        {...recordDialog.formProps}
        fields={fields}
        save={checkRuleSave(services)}
      />
      <CheckRuleTestDialog rule={testing} onClose={() => setTesting(null)} services={services} />
    </Paper>
  );
}

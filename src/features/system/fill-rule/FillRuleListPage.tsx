import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '@/ui/screen-props';
import { notify } from '@/ui/notify';
import { ListPage, useList, useRecordDialog, type RowAction } from '@/widgets/list';
import { RecordFormDialog, type RecordValues } from '@/widgets/form';
import { ruleSave } from '../rule-code/rule-save';
import { FILL_RULE_SCREEN, FILL_RULE_TEXT as T, FILL_RULE_URLS, fillRuleFields, type FillRuleRow } from './fill-rule-config';
import { fillRuleServices, type FillRuleInput, type FillRuleServices } from './fill-rule-services';
import { warnFailure } from '@/widgets/feedback';

export interface FillRuleListPageProps extends ScreenProps {
  services?: FillRuleServices;
}

const toRule = (v: RecordValues) => ({ ruleName: v.ruleName.trim(), ruleCode: v.ruleCode.trim(), ruleClass: v.ruleClass.trim(), ruleParams: v.ruleParams });

/** How a fill rule is saved, and how a timed-out save is checked. */
export const fillRuleSave = (services: FillRuleServices) => ruleSave<FillRuleInput, FillRuleRow>(services, FILL_RULE_URLS.list, toRule, ['ruleClass', 'ruleParams']);

/** 填值规则 (`system/SysFillRuleList`): CRUD plus 功能测试, which shows what the rule generates. */

export default function FillRuleListPage({ title, services = fillRuleServices }: FillRuleListPageProps) {
  const list = useList<FillRuleRow>(FILL_RULE_SCREEN);
  const recordDialog = useRecordDialog<FillRuleRow>(list.reload);
  const [generated, setGenerated] = useState<string | null>(null);
  const fields = useMemo(() => fillRuleFields((code, _all, id) => services.checkCode(code, id)), [services]);

  const rowActions = useMemo(() => {
    const test = async (row: FillRuleRow) => {
      try {
        const res = await services.test(row.ruleCode);
        // String(result) as the Vue console concatenated it: a rule that fails generates "null".
        if (res.success) setGenerated(`${T.result}${String(res.result)}`);
        else notify.warning(res.message);
      } catch (err) {
        warnFailure(err);
      }
    };
    return (row: FillRuleRow): RowAction[] => [{ label: T.test, onClick: () => void test(row) }];
  }, [services]);

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={FILL_RULE_SCREEN}
        label={title}
        {...recordDialog.listActions}
        rowActions={rowActions}
      />
      <RecordFormDialog<FillRuleRow>
        {...recordDialog.formProps}
        fields={fields}
        save={fillRuleSave(services)}
      />
      <Dialog open={generated !== null} onClose={() => setGenerated(null)} aria-labelledby="fill-rule-test-title">
        <DialogTitle id="fill-rule-test-title">{T.testTitle}</DialogTitle>
        <DialogContent>
          <Typography sx={{ wordBreak: 'break-all' }}>{generated}</Typography>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setGenerated(null)}>
            知道了
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

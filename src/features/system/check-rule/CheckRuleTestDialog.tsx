import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CHECK_RULE_TEXT as T, type CheckRuleRow } from './check-rule-config';
import { checkRuleServices, type CheckRuleServices } from './check-rule-services';

export interface CheckRuleTestDialogProps {
  rule: CheckRuleRow | null;
  onClose: () => void;
  services?: CheckRuleServices;
}

/** 功能测试 (SysCheckRuleTestModal.vue): runs a value through the saved rule on the server. */
export function CheckRuleTestDialog({ rule, onClose, services = checkRuleServices }: CheckRuleTestDialogProps) {
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<{ passed: boolean; message: string } | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    setValue('');
    setOutcome(null);
  }, [rule]);

  const run = async (e: FormEvent) => {
    e.preventDefault();
    if (!rule || running || !value) return;
    setRunning(true);
    try {
      const problem = await services.test(rule.ruleCode, value);
      setOutcome(problem ? { passed: false, message: problem } : { passed: true, message: T.passed });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog open={rule !== null} onClose={onClose} aria-labelledby="check-rule-test-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void run(e)} noValidate>
        <DialogTitle id="check-rule-test-title">
          {T.test}
          {rule ? ` · ${rule.ruleName}` : ''}
        </DialogTitle>
        <DialogContent dividers>
          <TextField
            label={T.testValue}
            fullWidth
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setOutcome(null);
            }}
            autoFocus
          />
          {outcome && (
            <Alert severity={outcome.passed ? 'success' : 'error'} sx={{ mt: 2 }}>
              {outcome.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>关闭</Button>
          <Button type="submit" variant="contained" disabled={running || !value}>
            {T.run}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

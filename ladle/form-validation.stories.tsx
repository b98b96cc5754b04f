import type { Story } from '@ladle/react';
import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useFieldValidation } from '@/widgets/form';
import { RULES, codeRule, duplicateRule, mobileRules, type AnyRule } from '@/validation';
import { Frame, validationFailing, validationOk } from './form-story-kit';

export default { title: 'Form widgets / Field validation' };

function Checked({ label, rules, initial = '', autoCheck = false }: { label: string; rules: readonly AnyRule[]; initial?: string; autoCheck?: boolean }) {
  const [value, setValue] = useState(initial);
  const check = useFieldValidation(rules);
  const [started, setStarted] = useState(false);
  if (autoCheck && !started) {
    setStarted(true);
    void check.validate(initial);
  }
  return (
    <Frame>
      <TextField
        label={label}
        size="small"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => void check.validate(value)}
        error={!!check.error}
        helperText={check.error ?? '离开输入框时校验'}
        slotProps={{ input: { endAdornment: check.validating ? <InputAdornment position="end"><CircularProgress size={16} aria-label="校验中" /></InputAdornment> : undefined } }}
      />
    </Frame>
  );
}

const usernameRules: AnyRule[] = [RULES.usernameRequired, RULES.usernameChars, RULES.usernameLength, duplicateRule({ tableName: 'sys_user', fieldName: 'username' })];

/** Pattern rules first; only a well-formed name asks /sys/duplicate/check (admin, jeecg, editor are taken). */
export const DuplicateCheckEmpty: Story = () => <Checked label="用户账号" rules={usernameRules} />;
DuplicateCheckEmpty.msw = validationOk;

export const DuplicateCheckTaken: Story = () => <Checked label="用户账号" rules={usernameRules} initial="admin" autoCheck />;
DuplicateCheckTaken.msw = validationOk;

export const DuplicateCheckFree: Story = () => <Checked label="用户账号" rules={usernameRules} initial="new_editor" autoCheck />;
DuplicateCheckFree.msw = validationOk;

/** The check is slow: the field shows its pending spinner. */
export const DuplicateCheckPending: Story = () => <Checked label="用户账号" rules={usernameRules} initial="zhangsan" autoCheck />;
DuplicateCheckPending.msw = validationOk;

export const DuplicateCheckServerFailure: Story = () => <Checked label="用户账号" rules={usernameRules} initial="zhangsan" autoCheck />;
DuplicateCheckServerFailure.msw = validationFailing;

/** /sys/checkRule/checkByCode with rule `common` (6 digits). */
export const RuleCheckInvalid: Story = () => <Checked label="编码" rules={[codeRule('common')]} initial="12ab" autoCheck />;
RuleCheckInvalid.msw = validationOk;

export const RuleCheckValid: Story = () => <Checked label="编码" rules={[codeRule('common')]} initial="123456" autoCheck />;
RuleCheckValid.msw = validationOk;

export const PatternRulesOnly: Story = () => <Checked label="手机号" rules={mobileRules} initial="1234" autoCheck />;

import type { Story } from '@ladle/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useFieldValidation } from '@/widgets/form';
import { RULES, codeRule, duplicateRule, mobileRules, type AnyRule } from '@/validation';
import { Frame, validationFailing, validationOk } from './form-story-kit';
import { shows } from './story-shows';

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
export const DuplicateCheckEmpty: Story = shows(() => <Checked label="用户账号" rules={usernameRules} />, { text: ['离开输入框时校验'], roles: [{ role: 'textbox', name: '用户账号' }], absent: ['该值不可用'] });
DuplicateCheckEmpty.msw = validationOk;

export const DuplicateCheckTaken: Story = shows(() => <Checked label="用户账号" rules={usernameRules} initial="admin" autoCheck />, { text: ['该值不可用，系统中已存在！'], roles: [{ role: 'textbox', name: '用户账号' }], absent: ['离开输入框时校验'] });
DuplicateCheckTaken.msw = validationOk;

export const DuplicateCheckFree: Story = shows(() => <Checked label="用户账号" rules={usernameRules} initial="new_editor" autoCheck />, { text: ['离开输入框时校验'], roles: [{ role: 'textbox', name: '用户账号' }, { role: 'progressbar', name: '校验中', count: 0 }], absent: ['该值不可用', '数据库连接失败'] });
DuplicateCheckFree.msw = validationOk;

/** The duplicate check never answers, so the story keeps showing the pending state. */
const duplicateCheckHanging = [
  http.get('*/zw-lgb2/sys/duplicate/check', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

/** The check is slow: the field shows its pending spinner. */
export const DuplicateCheckPending: Story = shows(() => <Checked label="用户账号" rules={usernameRules} initial="zhangsan" autoCheck />, { roles: [{ role: 'progressbar', name: '校验中' }, { role: 'textbox', name: '用户账号' }], absent: ['该值不可用', '数据库连接失败'] });
DuplicateCheckPending.msw = duplicateCheckHanging;

export const DuplicateCheckServerFailure: Story = shows(() => <Checked label="用户账号" rules={usernameRules} initial="zhangsan" autoCheck />, { text: ['数据库连接失败'], roles: [{ role: 'textbox', name: '用户账号' }], absent: ['离开输入框时校验'] });
DuplicateCheckServerFailure.msw = validationFailing;

/** /sys/checkRule/checkByCode with rule `common` (6 digits). */
export const RuleCheckInvalid: Story = shows(() => <Checked label="编码" rules={[codeRule('common')]} initial="12ab" autoCheck />, { text: ['编码必须是6位数字'], roles: [{ role: 'textbox', name: '编码' }] });
RuleCheckInvalid.msw = validationOk;

export const RuleCheckValid: Story = shows(() => <Checked label="编码" rules={[codeRule('common')]} initial="123456" autoCheck />, { text: ['离开输入框时校验'], roles: [{ role: 'textbox', name: '编码' }, { role: 'progressbar', name: '校验中', count: 0 }], absent: ['编码必须是6位数字'] });
RuleCheckValid.msw = validationOk;

export const PatternRulesOnly: Story = shows(() => <Checked label="手机号" rules={mobileRules} initial="1234" autoCheck />, { text: ['请输入正确手机号'], roles: [{ role: 'textbox', name: '手机号' }] });

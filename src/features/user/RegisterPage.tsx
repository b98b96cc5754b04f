import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Link from '@mui/material/Link';
import { postAction, unwrap } from '@/api';
import { sendSms } from '@/api/sys/auth';
import { useDocumentTitle } from '@/ui/use-document-title';
import { UserFormCard } from './UserFormCard';
import { useSmsCountdown } from './use-sms-countdown';
import { USER_API } from '@/api/sys/user';
import { mobileRules, requiredRule, validateValue, validateValues, type Rule } from '@/validation';

type RegisterField = 'phone' | 'smscode' | 'password' | 'confirm';
type RegisterValues = Record<RegisterField, string>;

/** The form's rules; 确认密码 is checked against 密码 beside them. */
const REGISTER_RULES: Record<Exclude<RegisterField, 'confirm'>, readonly Rule[]> = {
  phone: mobileRules,
  smscode: [requiredRule('请输入验证码')],
  password: [requiredRule('请输入密码')],
};

function errorsOf(values: RegisterValues): Partial<Record<RegisterField, string>> {
  const errors: Partial<Record<RegisterField, string>> = validateValues(values, REGISTER_RULES);
  if (values.confirm !== values.password) errors.confirm = '两次输入的密码不一样！';
  return errors;
}

const EMPTY: RegisterValues = { phone: '', smscode: '', password: '', confirm: '' };

export interface RegisterFormProps {
  /** Values the form opens with (a story's filled or invalid state). */
  initial?: Partial<RegisterValues>;
  /** Shows the rules' messages at once, as after a 注册 click. */
  validateOnOpen?: boolean;
}

/** Self-registration by mobile number (POST /sys/user/register, contract §2.3). */
export default function RegisterPage() {
  useDocumentTitle('注册');
  return <RegisterForm />;
}

export function RegisterForm({ initial, validateOnOpen = false }: RegisterFormProps) {
  const [, navigate] = useLocation();
  const [form, setForm] = useState<RegisterValues>(() => ({ ...EMPTY, ...initial }));
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>(() => (validateOnOpen ? errorsOf({ ...EMPTY, ...initial }) : {}));
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useSmsCountdown();
  const set = (k: RegisterField) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const validate = () => {
    const next = errorsOf(form);
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const requestCode = async () => {
    const phoneError = validateValue(form.phone, mobileRules);
    if (phoneError) return setErrors((e) => ({ ...e, phone: phoneError }));
    setServerError(null);
    try {
      await sendSms({ mobile: form.phone, smsmode: '1' });
      countdown.start();
    } catch (e) {
      setServerError((e as Error).message);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validate()) return;
    setBusy(true);
    setServerError(null);
    try {
      unwrap(await postAction(USER_API.register, { phone: form.phone, smscode: form.smscode, password: form.password }));
      navigate(`/user/register-result?account=${encodeURIComponent(form.phone)}`);
    } catch (err) {
      setServerError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <UserFormCard title="注册">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {serverError ? <Alert severity="error">{serverError}</Alert> : null}
        <TextField label="手机号" value={form.phone} onChange={set('phone')} error={!!errors.phone} helperText={errors.phone} autoFocus />
        <Stack direction="row" spacing={1}>
          <TextField label="验证码" value={form.smscode} onChange={set('smscode')} error={!!errors.smscode} helperText={errors.smscode} sx={{ flex: 1 }} />
          <Button variant="outlined" onClick={requestCode} disabled={countdown.left > 0}>
            {countdown.left > 0 ? `${countdown.left} s` : '获取验证码'}
          </Button>
        </Stack>
        <TextField label="密码" type="password" value={form.password} onChange={set('password')} error={!!errors.password} helperText={errors.password} />
        <TextField label="确认密码" type="password" value={form.confirm} onChange={set('confirm')} error={!!errors.confirm} helperText={errors.confirm} />
        <Button type="submit" variant="contained" disabled={busy}>
          注册
        </Button>
        <Link href="/user/login">使用已有账户登录</Link>
      </Stack>
    </UserFormCard>
  );
}

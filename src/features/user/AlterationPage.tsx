import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import { getAction, postAction, unwrap } from '@/api';
import { sendSms } from '@/api/sys/auth';
import { useDocumentTitle } from '@/ui/use-document-title';
import { UserFormCard } from './UserFormCard';
import { useSmsCountdown } from './use-sms-countdown';
import { USER_API } from '@/api/sys/user';

const STEPS = ['手机验证', '更改密码', '完成'];

/** Forgotten password in three steps: verify the phone, set a new password, done (contract §2.3). */
export default function AlterationPage() {
  useDocumentTitle('找回密码');
  const [step, setStep] = useState(0);
  const [phone, setPhone] = useState('');
  const [smscode, setSmscode] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const countdown = useSmsCountdown();

  const guard = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const verify = (e: FormEvent) => {
    e.preventDefault();
    void guard(async () => {
      if (!phone || !smscode) throw new Error('请输入手机号和验证码');
      const res = unwrap(await postAction<{ username: string; smscode: string }>(USER_API.phoneVerification, { phone, smscode }));
      setUsername(res.username);
      setStep(1);
    });
  };

  const change = (e: FormEvent) => {
    e.preventDefault();
    void guard(async () => {
      if (!password) throw new Error('请输入新密码!');
      if (password !== confirm) throw new Error('两次输入的密码不一样！');
      unwrap(await getAction(USER_API.passwordChange, { username, password, smscode, phone }));
      setStep(2);
    });
  };

  return (
    <UserFormCard title="找回密码">
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{s}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {error ? <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert> : null}
      {step === 0 ? (
        <Stack component="form" spacing={2} onSubmit={verify} noValidate>
          <TextField label="手机号" value={phone} onChange={(e) => setPhone(e.target.value)} autoFocus />
          <Stack direction="row" spacing={1}>
            <TextField label="验证码" value={smscode} onChange={(e) => setSmscode(e.target.value)} sx={{ flex: 1 }} />
            <Button variant="outlined" disabled={countdown.left > 0} onClick={() => void guard(async () => (await sendSms({ mobile: phone, smsmode: '2' }), countdown.start()))}>
              {countdown.left > 0 ? `${countdown.left} s` : '获取验证码'}
            </Button>
          </Stack>
          <Button type="submit" variant="contained">
            下一步
          </Button>
        </Stack>
      ) : step === 1 ? (
        <Stack component="form" spacing={2} onSubmit={change} noValidate>
          <TextField label="账号" value={username} disabled />
          <TextField label="新密码" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
          <TextField label="确认新密码" type="password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          <Button type="submit" variant="contained">
            提交
          </Button>
        </Stack>
      ) : (
        <Alert severity="success">密码修改成功，请使用新密码登录。</Alert>
      )}
      <Link href="/user/login" sx={{ display: 'inline-block', mt: 2 }}>
        返回登录
      </Link>
    </UserFormCard>
  );
}

import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ChangePasswordDialog } from '@/features/account/ChangePasswordDialog';
import { ChangePasswordDialogView } from '@/features/account/ChangePasswordDialogView';
import { validatePasswordForm, type PasswordFormValues } from '@/features/account/change-password-rules';
import { shows } from './story-shows';

export default { title: 'Account / Change password' };

/** Fake server: "wrong" as old password is refused, anything else succeeds after 800 ms. */
const fakeSubmit = (v: { oldpassword: string }) =>
  new Promise<string>((resolve, reject) =>
    setTimeout(() => (v.oldpassword === 'wrong' ? reject(new Error('旧密码输入错误!')) : resolve('密码重置成功!')), 800),
  );

/** Interactive, empty: try submitting empty, mismatching, or with old password "wrong". */
export const Empty: Story = () => {
  const [open, setOpen] = useState(true);
  const [result, setResult] = useState('');
  return (
    <Box sx={{ p: 2 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        密码修改
      </Button>
      <Typography sx={{ mt: 1 }}>{result}</Typography>
      <ChangePasswordDialog open={open} username="admin" onClose={() => setOpen(false)} onSuccess={setResult} submit={fakeSubmit} />
    </Box>
  );
};
shows(Empty, { text: ['旧密码', '新密码', '确认新密码'], roles: [{ role: 'dialog', name: '修改密码' }, { role: 'button', name: '确定', disabled: false }], absent: ['请输入旧密码!'] });

function Static(props: { values: PasswordFormValues; showErrors?: boolean; serverMessage?: string; submitting?: boolean }) {
  return (
    <ChangePasswordDialogView
      open
      values={props.values}
      errors={props.showErrors ? validatePasswordForm(props.values) : {}}
      submitting={props.submitting ?? false}
      serverMessage={props.serverMessage}
      onFieldChange={() => undefined}
      onSubmit={() => undefined}
      onClose={() => undefined}
    />
  );
}

/** Submitted empty: the three required messages. */
export const ValidationFailed: Story = () => <Static values={{ oldpassword: '', password: '', confirmpassword: '' }} showErrors />;
shows(ValidationFailed, { text: ['请输入旧密码!', '请输入新密码!', '请确认新密码!'], roles: [{ role: 'dialog', name: '修改密码' }] });

/** The confirmation differs: 两次输入的密码不一样！ */
export const Mismatch: Story = () => <Static values={{ oldpassword: 'old', password: 'Secret#1', confirmpassword: 'Secret#2' }} showErrors />;
shows(Mismatch, { text: ['两次输入的密码不一样！'], roles: [{ role: 'dialog', name: '修改密码' }], absent: ['请输入旧密码!'] });

/** The server refused: its message as a warning, dialog still open. */
export const ServerError: Story = () => (
  <Static values={{ oldpassword: 'wrong', password: 'Secret#1', confirmpassword: 'Secret#1' }} serverMessage="旧密码输入错误!" />
);
shows(ServerError, { text: ['旧密码输入错误!'], roles: [{ role: 'alert' }, { role: 'dialog', name: '修改密码' }] });

export const Submitting: Story = () => <Static values={{ oldpassword: 'old', password: 'Secret#1', confirmpassword: 'Secret#1' }} submitting />;
shows(Submitting, { roles: [{ role: 'dialog', name: '修改密码' }, { role: 'button', name: '确定', disabled: true }, { role: 'button', name: '取消', disabled: true }], absent: ['请输入旧密码!'] });

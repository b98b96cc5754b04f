import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { RegisterForm } from '@/features/user/RegisterPage';
import { StoryProviders } from './story-providers';
import { shows } from './story-shows';

export default { title: 'Login / 注册' };

function OnRegister({ children }: { children: ReactNode }) {
  return <StoryProviders path="/user/register">{children}</StoryProviders>;
}

/** 注册 as it opens: four empty fields, 获取验证码 ready. */
export const Empty: Story = () => (
  <OnRegister>
    <RegisterForm />
  </OnRegister>
);
shows(Empty, {
  roles: [{ role: 'heading', name: '注册' }, { role: 'textbox', name: '手机号' }, { role: 'button', name: '获取验证码', disabled: false }, { role: 'button', name: '注册' }],
  absent: ['请输入手机号', '请输入正确手机号'],
});

/** Filled and consistent: 注册 would send it. */
export const Filled: Story = () => (
  <OnRegister>
    <RegisterForm initial={{ phone: '13912345678', smscode: '123456', password: 'Secret#1', confirm: 'Secret#1' }} validateOnOpen />
  </OnRegister>
);
shows(Filled, {
  roles: [{ role: 'textbox', name: '手机号', invalid: false }, { role: 'button', name: '注册', disabled: false }],
  absent: ['请输入正确手机号', '请输入验证码', '两次输入的密码不一样！'],
});

/** A number outside the mobile rule, no code and two different passwords: each field says why. */
export const ValidationFailed: Story = () => (
  <OnRegister>
    <RegisterForm initial={{ phone: '16612345678', password: 'Secret#1', confirm: 'Secret#2' }} validateOnOpen />
  </OnRegister>
);
shows(ValidationFailed, {
  text: ['请输入正确手机号', '请输入验证码', '两次输入的密码不一样！'],
  roles: [{ role: 'textbox', name: '手机号', invalid: true }],
  absent: ['请输入密码'],
});

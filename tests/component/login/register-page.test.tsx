/** 注册 (POST /sys/user/register) against the fake backend: the form's rules, the SMS code, the account made. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server, resetFakeDb } from '@fake/node';
import { DEMO_SMS_CODE } from '@fake/config';
import { db } from '@fake/db/tables';
import { AppProviders } from '@/app/providers';
import { QueryProvider } from '@/app/query';
import RegisterPage from '@/features/user/RegisterPage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetFakeDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const location = memoryLocation({ path: '/user/register', record: true });
  render(
    <Router hook={location.hook}>
      <AppProviders>
        <QueryProvider>
          <RegisterPage />
        </QueryProvider>
      </AppProviders>
    </Router>,
  );
  return { location, u: userEvent.setup({ delay: null }) };
}

describe('注册', () => {
  it('names every empty field', async () => {
    const { u } = setup();
    await u.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });

  // a separator is not a digit, and 16x is not a mobile prefix of the console's rule
  it.each(['15,12345678', '16612345678'])('refuses %s, outside the console’s one mobile rule, and sends no code', async (wrong) => {
    const { u } = setup();
    await u.type(screen.getByLabelText('手机号'), wrong);
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入正确手机号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('sends the SMS code, registers the number and shows the result page', async () => {
    const { location, u } = setup();
    await u.type(screen.getByLabelText('手机号'), '13912345678');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
    await u.type(screen.getByLabelText('验证码'), DEMO_SMS_CODE);
    await u.type(screen.getByLabelText('密码'), 'Secret#1');
    await u.type(screen.getByLabelText('确认密码'), 'Secret#2');
    await u.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByText('两次输入的密码不一样！')).toBeInTheDocument();

    await u.clear(screen.getByLabelText('确认密码'));
    await u.type(screen.getByLabelText('确认密码'), 'Secret#1');
    await u.click(screen.getByRole('button', { name: '注册' }));
    await expect.poll(() => location.history.at(-1)).toBe('/user/register-result?account=13912345678');
    expect(db.sysUser.findFirst((q) => q.where({ phone: '13912345678' }))?.username).toBe('13912345678');
  });

  it('shows the backend’s refusal and stays on the form: a wrong SMS code registers nothing', async () => {
    const { location, u } = setup();
    await u.type(screen.getByLabelText('手机号'), '13912345678');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    await u.type(screen.getByLabelText('验证码'), '000000');
    await u.type(screen.getByLabelText('密码'), 'Secret#1');
    await u.type(screen.getByLabelText('确认密码'), 'Secret#1');
    await u.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('手机验证码错误')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/user/register');
    expect(db.sysUser.findFirst((q) => q.where({ phone: '13912345678' }))).toBeUndefined();
  });
});

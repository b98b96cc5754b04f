/** DepartSwitchDialog with its real API calls against the fake backend (msw/node). */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, resetFakeDb } from '@fake/node';
import { captchaCodeFromImage } from '@/features/login';
import { DepartSwitchDialog } from '@/features/depart';
import { getCaptcha, login } from '@/api/sys/auth';
import { getUserInfo, saveLogin } from '@/session/session';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetFakeDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function signIn(username: string) {
  const checkKey = Date.now();
  const captcha = captchaCodeFromImage(await getCaptcha(checkKey))!;
  saveLogin(await login({ username, password: '123456', captcha, checkKey }));
}

function Harness({ notify }: { notify: (n: { level: string; message: string }) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <DepartSwitchDialog open={open} onClose={() => setOpen(false)} notify={notify} />
    </>
  );
}

describe('DepartSwitchDialog against the fake backend', () => {
  it("lists jeecg's two departments and switches the stored user to the chosen one", async () => {
    await signIn('jeecg');
    const notify = vi.fn();
    const u = userEvent.setup({ delay: null });
    render(<Harness notify={notify} />);
    await screen.findByRole('dialog', { name: /^部门切换（当前部门 : .+）$/ });
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    const other = radios.find((r) => !(r as HTMLInputElement).checked)!;
    await u.click(other);
    await u.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
    expect(getUserInfo()?.orgCode).toBe((other as HTMLInputElement).value);
    // One message, the switch's own: no warning came with it.
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ level: 'success', message: expect.stringMatching(/^已切换到部门：\S+$/) });
  });

  it('warns 您尚未设置部门信息! and closes when the server lists no department', async () => {
    await signIn('admin');
    server.use(
      http.get('*/zw-lgb2/sys/user/getCurrentUserDeparts', () =>
        HttpResponse.json({ success: true, message: '', code: 0, result: { list: [], orgCode: null }, timestamp: Date.now() }),
      ),
    );
    const notify = vi.fn();
    render(<Harness notify={notify} />);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
    expect(notify).toHaveBeenCalledWith({ level: 'warning', message: '您尚未设置部门信息!' });
  });
});

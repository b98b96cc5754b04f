/**
 * The fake backend for the picker tests: every registered handler plus the
 * picker, form-widget and position handlers (harmless duplicates once the lead
 * registers them), the picker seed (categories, reports, positions) on top of the
 * shared reset, and a real sign-in so calls carry a token.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { handlers, resetFakeDb } from '@fake/node';
import { notFoundHandler } from '@fake/handlers/gate';
import { formWidgetHandlers } from '@fake/handlers/form-widgets';
import { pickerHandlers, setGeneratedDeparts } from '@fake/handlers/pickers';
import { positionHandlers, positionTable } from '@fake/handlers/position';
import { seedPositions } from '@fake/seed/positions';
import { createSeedContext } from '@fake/seed/context';
import { seedCategories, sysCategory } from '@fake/seed/categories';
import { onlCgreportHead, seedReports } from '@fake/seed/reports';
import { getCaptcha, login } from '@/api/sys/auth';
import { saveLogin } from '@/session/session';
import { captchaCodeFromImage } from '@/features/login';

export const server = setupServer(...handlers.filter((h) => h !== notFoundHandler), ...pickerHandlers, ...formWidgetHandlers, ...positionHandlers, notFoundHandler);

export async function resetPickerDb(): Promise<void> {
  await resetFakeDb();
  setGeneratedDeparts(null);
  const ctx = createSeedContext(Date.now());
  if (sysCategory.count() === 0) await seedCategories(ctx);
  if (onlCgreportHead.count() === 0) await seedReports(ctx);
  if (positionTable.count() === 0) await seedPositions(ctx);
}

/** Logs in through the real API and stores the session like the login page does. */
export async function signIn(username = 'admin'): Promise<void> {
  const checkKey = `${Date.now()}${Math.random()}`;
  const captcha = captchaCodeFromImage(await getCaptcha(checkKey))!;
  saveLogin(await login({ username, password: '123456', captcha, checkKey }));
}

/** Standard lifecycle: listen, reseed and sign in before each test, drop per-test handlers after. */
export function setupPickerServer(opts: { signInAs?: string | null } = {}): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    await resetPickerDb();
    if (opts.signInAs !== null) await signIn(opts.signInAs ?? 'admin');
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

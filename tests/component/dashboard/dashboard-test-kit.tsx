/** Shared setup of the dashboard screen tests: the fake server, an admin session, providers. */
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { render } from '@testing-library/react';
import type { LoginResult } from '@/api/sys/auth';
import { saveLogin } from '@/session';
import { StoryProviders } from '../../../ladle/story-providers';
import { login } from '../../unit/fake-server/fake-client';
import { dashboardServer, resetWithDashboard } from './dashboard-server';

/** Registers the server lifecycle and signs `username` in before each test. */
export function withDashboardServer(username = 'admin') {
  beforeAll(() => dashboardServer.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => dashboardServer.close());
  beforeEach(async () => {
    await resetWithDashboard();
    saveLogin((await login(username)).body.result as LoginResult);
  });
  afterEach(() => dashboardServer.resetHandlers());
}

export const show = (ui: ReactNode, path = '/dashboard/workplace') => render(<StoryProviders path={path}>{ui}</StoryProviders>);

/** Data rows (header excluded) of the visually hidden table behind a chart, by its caption. */
export function captionRows(caption: string): string[][] {
  const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
  if (!table) throw new Error(`no table captioned ${caption}`);
  return [...table.tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent ?? ''));
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consoleChunks, resetConsolePreload, usePreloadConsole } from '@/app/router/preload-console';

const loaded = { shell: 0, home: 0 };
const stub = { default: () => <span /> };

function LoginStandIn({ withHome, whenIdle }: { withHome: boolean; whenIdle: boolean }) {
  usePreloadConsole(withHome, whenIdle);
  return <input aria-label="用户名" />;
}

beforeEach(() => {
  vi.spyOn(consoleChunks, 'shell').mockImplementation(() => {
    loaded.shell += 1;
    return Promise.resolve(stub) as ReturnType<typeof consoleChunks.shell>;
  });
  vi.spyOn(consoleChunks, 'home').mockImplementation(() => {
    loaded.home += 1;
    return Promise.resolve(stub) as ReturnType<typeof consoleChunks.home>;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  resetConsolePreload();
  loaded.shell = 0;
  loaded.home = 0;
});

describe('console preload from the login page', () => {
  it('loads nothing while the staff login page is untouched, then the shell and home screen once typing starts', async () => {
    const user = userEvent.setup();
    const { getByLabelText } = render(<LoginStandIn withHome whenIdle={false} />);
    expect(loaded).toEqual({ shell: 0, home: 0 });
    await user.type(getByLabelText('用户名'), 'a');
    await waitFor(() => expect(loaded).toEqual({ shell: 1, home: 1 }));
  });

  it('loads only the shell when the login leads elsewhere than the home screen', async () => {
    const user = userEvent.setup();
    const { getByLabelText } = render(<LoginStandIn withHome={false} whenIdle={false} />);
    await user.click(getByLabelText('用户名'));
    await waitFor(() => expect(loaded.shell).toBe(1));
    expect(loaded.home).toBe(0);
  });

  it('loads on its own once the browser is idle where asked to (demo build)', async () => {
    render(<LoginStandIn withHome whenIdle />);
    await waitFor(() => expect(loaded).toEqual({ shell: 1, home: 1 }));
  });
});

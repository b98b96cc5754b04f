import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consoleChunks, resetConsolePreload, signedInCodeReady, usePreloadConsole } from '@/app/router/preload-console';
import { HOME_SCREEN, rememberScreen } from '@/app/router/last-screen';
import { HOME_PATH } from '@/ui/layout-constants';

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

describe('a signed-in page load waits for its code before the route renders', () => {
  function deferred() {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  /** The screen chunk's loader for `component`, held until the test lets it arrive. */
  function holdScreen(component: string) {
    const screen = deferred();
    const asked: string[] = [];
    vi.spyOn(consoleChunks, 'screens').mockResolvedValue({
      resolveScreen: (c: string) => {
        asked.push(c);
        return { preload: () => (c === component ? screen.promise : Promise.resolve()) };
      },
    } as unknown as Awaited<ReturnType<typeof consoleChunks.screens>>);
    return { screen, asked };
  }

  /** Whether `promise` has settled once the callbacks already queued have run (one turn of the event loop). */
  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((r) => setImmediate(r));
    return done;
  }

  it('settles once the shell and the screen the address showed last are in', async () => {
    rememberScreen('/isystem/user', 'system/UserList');
    const { screen, asked } = holdScreen('system/UserList');
    const ready = signedInCodeReady('/isystem/user');
    expect(await settled(ready)).toBe(false);
    expect(loaded.shell).toBe(1);
    expect(asked).toEqual(['system/UserList']);
    screen.resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('waits for the home dashboard on the home address, even when no screen was remembered', async () => {
    const { screen, asked } = holdScreen(HOME_SCREEN);
    const ready = signedInCodeReady(HOME_PATH);
    expect(await settled(ready)).toBe(false);
    expect(asked).toEqual([HOME_SCREEN]);
    screen.resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('waits only for the shell on an address with no remembered screen', async () => {
    const { asked } = holdScreen('system/UserList');
    expect(await settled(signedInCodeReady('/isystem/role'))).toBe(true);
    expect(asked).toEqual([]);
  });

  it('settles without an error when a chunk fails to load (the route then reports it)', async () => {
    rememberScreen('/isystem/user', 'system/UserList');
    const { screen } = holdScreen('system/UserList');
    const ready = signedInCodeReady('/isystem/user');
    screen.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(ready).resolves.toBeUndefined();
  });
});

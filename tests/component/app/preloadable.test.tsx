/**
 * A preloaded screen renders at once, without its Suspense fallback (which would hold the screen
 * back by React's reveal throttle); one not yet loaded suspends as React.lazy does, and keeps its
 * state when its parent renders again after the code arrived.
 */
import { describe, expect, it } from 'vitest';
import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadable } from '@/ui/preloadable';
import { deferred } from '../../unit/test-support/deferred';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN((x) => x + 1)}>
      {`${label} ${n}`}
    </button>
  );
}

describe('preloadable', () => {
  it('renders a preloaded component without showing the fallback', async () => {
    const Screen = preloadable(() => Promise.resolve({ default: Counter }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Screen label="计数" />
      </Suspense>,
    );
    // Synchronously there: no fallback was committed first.
    expect(screen.getByRole('button', { name: '计数 0' })).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('suspends until the code arrives, and keeps its state when rendered again', async () => {
    const chunk = deferred<{ default: typeof Counter }>();
    const Screen = preloadable(() => chunk.promise);
    const user = userEvent.setup();
    function Host() {
      const [, rerender] = useState(0);
      return (
        <>
          <button type="button" onClick={() => rerender((x) => x + 1)}>
            重绘
          </button>
          <Suspense fallback={<p>加载中</p>}>
            <Screen label="计数" />
          </Suspense>
        </>
      );
    }
    render(<Host />);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(async () => chunk.resolve({ default: Counter }));
    await user.click(await screen.findByRole('button', { name: '计数 0' }));
    expect(screen.getByRole('button', { name: '计数 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重绘' }));
    expect(screen.getByRole('button', { name: '计数 1' })).toBeInTheDocument();
  });

  it('asks for a chunk again after a failed load', async () => {
    let calls = 0;
    const Screen = preloadable(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Counter })));
    await expect(Screen.preload()).rejects.toThrow('offline');
    await expect(Screen.preload()).resolves.toEqual({ default: Counter });
    expect(calls).toBe(2);
  });
});

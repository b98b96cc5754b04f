/**
 * A screen's dialog loaded on demand: nothing of it runs before its first opening, its code comes
 * when the browser is idle, an opening before that shows 加载中, and a failed fetch is said in the
 * dialog with 重试 and 关闭 while the screen stays.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { deferredDialog } from '@/ui/deferred-dialog';
import { CODE_FAILED_MESSAGE } from '@/ui/code-failed';

interface NoteProps {
  open: boolean;
  onClose: () => void;
}

let mounts = 0;
let renders = 0;

function NoteDialog({ open, onClose }: NoteProps) {
  renders += 1;
  const [mount] = useState(() => (mounts += 1));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="note-title">
      <DialogTitle id="note-title">编辑备注</DialogTitle>
      <DialogContent>第 {mount} 次挂载</DialogContent>
    </Dialog>
  );
}

const options = { isOpen: (p: NoteProps) => p.open, close: (p: NoteProps) => p.onClose() };

/** A load the test answers: `arrive` gives the code, `fail` a failed fetch. */
function heldLoad() {
  const attempts: { resolve: (m: { default: typeof NoteDialog }) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<{ default: typeof NoteDialog }>((resolve, reject) => attempts.push({ resolve, reject })));
  return {
    load,
    arrive: () => act(async () => attempts.at(-1)!.resolve({ default: NoteDialog })),
    fail: () => act(async () => attempts.at(-1)!.reject(new TypeError('Failed to fetch dynamically imported module'))),
  };
}

function Screen({ DialogType }: { DialogType: ReturnType<typeof deferredDialog<NoteProps>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        编辑
      </button>
      <DialogType open={open} onClose={() => setOpen(false)} />
    </>
  );
}

afterEach(() => {
  mounts = 0;
  renders = 0;
  vi.useRealTimers();
});

describe('a deferred dialog', () => {
  it('runs and loads nothing while never opened, and fetches its code once the browser is idle', async () => {
    vi.useFakeTimers();
    const code = heldLoad();
    render(<Screen DialogType={deferredDialog(code.load, options)} />);
    expect(code.load).not.toHaveBeenCalled();
    // jsdom has no idle callbacks: the latest moment, 3 s after the screen drew, stands in for idle.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(code.load).toHaveBeenCalledTimes(1);
    await code.arrive();
    expect(renders).toBe(0);
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: '编辑' }));
    // The code is in: the first opening draws the dialog at once, without 加载中.
    expect(screen.getByRole('dialog', { name: '编辑备注' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: '加载中' })).toBeNull();
    expect(code.load).toHaveBeenCalledTimes(1);
  });

  it('shows 加载中 when opened before its code arrived, then the dialog', async () => {
    const code = heldLoad();
    render(<Screen DialogType={deferredDialog(code.load, options)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '编辑' }));
    expect(await screen.findByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    await code.arrive();
    expect(await screen.findByRole('dialog', { name: '编辑备注' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: '加载中' })).toBeNull();
  });

  it('stays mounted once opened: closed and opened again, it is the same dialog', async () => {
    const code = heldLoad();
    const user = userEvent.setup();
    render(<Screen DialogType={deferredDialog(code.load, options)} />);
    await user.click(screen.getByRole('button', { name: '编辑' }));
    await code.arrive();
    expect(await screen.findByText('第 1 次挂载')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑备注' })).toBeNull());
    await user.click(screen.getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('第 1 次挂载')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('says so in the dialog when its code could not be fetched; 重试 fetches it again, the screen stays', async () => {
    const code = heldLoad();
    const user = userEvent.setup();
    render(<Screen DialogType={deferredDialog(code.load, options)} />);
    await user.click(screen.getByRole('button', { name: '编辑' }));
    await code.fail();
    const failed = await screen.findByRole('dialog', { name: '加载失败' });
    expect(failed).toHaveTextContent(CODE_FAILED_MESSAGE);
    await user.click(screen.getByRole('button', { name: '重试' }));
    await code.arrive();
    expect(await screen.findByRole('dialog', { name: '编辑备注' })).toBeInTheDocument();
    expect(code.load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: '编辑', hidden: true })).toBeInTheDocument();
  });

  it('closes from the failure with 关闭, and opening again offers 重试 again', async () => {
    const code = heldLoad();
    const user = userEvent.setup();
    render(<Screen DialogType={deferredDialog(code.load, options)} />);
    await user.click(screen.getByRole('button', { name: '编辑' }));
    await code.fail();
    await user.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '加载失败' })).toBeNull());
    await user.click(screen.getByRole('button', { name: '编辑' }));
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

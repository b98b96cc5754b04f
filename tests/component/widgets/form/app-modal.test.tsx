import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { AppModal, DetailModal, detailColumns, type AppModalProps } from '@/widgets/form';
import { renderWidget } from './render';

function Harness(props: Omit<AppModalProps, 'open' | 'onCancel'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>打开</button>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <AppModal {...props} open={open} onCancel={() => setOpen(false)} />
    </>
  );
}

function Counter() {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>计数{n}</button>;
}

describe('AppModal', () => {
  it('closes on OK after running onOk', async () => {
    const onOk = vi.fn();
    const { user } = renderWidget(<Harness title="编辑" onOk={onOk} />);
    await user.click(within(screen.getByRole('dialog', { name: '编辑' })).getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
  });

  it('stays open on OK when okClose is false', async () => {
    const onOk = vi.fn();
    const { user } = renderWidget(<Harness title="编辑" onOk={onOk} okClose={false} />);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalled();
    expect(screen.getByTestId('state')).toHaveTextContent('open');
  });

  it('stays open when onOk answers false or fails', async () => {
    const { user, unmount } = renderWidget(<Harness title="编辑" onOk={() => false} />);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByTestId('state')).toHaveTextContent('open');
    unmount();
    const r = renderWidget(<Harness title="编辑" onOk={() => Promise.reject(new Error('保存失败'))} />);
    await r.user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toBeEnabled());
    expect(screen.getByTestId('state')).toHaveTextContent('open');
  });

  it('closes on 取消 and on the close icon', async () => {
    const { user } = renderWidget(<Harness title="编辑" />);
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
    await user.click(await screen.findByRole('button', { name: '打开' }));
    await user.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
  });

  it('toggles fullscreen from the title bar', async () => {
    const { user } = renderWidget(<Harness title="编辑" />);
    const dialog = screen.getByRole('dialog', { name: '编辑' });
    expect(dialog.className).not.toMatch(/FullScreen/);
    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(screen.getByRole('dialog', { name: '编辑' }).className).toMatch(/paperFullScreen/);
    await user.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(screen.getByRole('dialog', { name: '编辑' }).className).not.toMatch(/FullScreen/);
  });

  it('hides the toggle when switchFullscreen is false', () => {
    renderWidget(<Harness title="编辑" switchFullscreen={false} />);
    expect(screen.queryByRole('button', { name: '全屏' })).not.toBeInTheDocument();
  });

  it('keeps the content state between openings unless destroyOnClose', async () => {
    const { user, unmount } = renderWidget(<Harness title="编辑"><Counter /></Harness>);
    await user.click(screen.getByRole('button', { name: '计数0' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    await user.click(await screen.findByRole('button', { name: '打开' }));
    expect(await screen.findByRole('button', { name: '计数1' })).toBeInTheDocument();
    unmount();
    const r = renderWidget(<Harness title="编辑" destroyOnClose><Counter /></Harness>);
    await r.user.click(screen.getByRole('button', { name: '计数0' }));
    await r.user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '计数1' })).not.toBeInTheDocument());
    await r.user.click(await screen.findByRole('button', { name: '打开' }));
    expect(await screen.findByRole('button', { name: '计数0' })).toBeInTheDocument();
  });

  it('applies the width and a custom footer', () => {
    renderWidget(<Harness title="编辑" width={800} footer={<span>自定义底部</span>} />);
    expect(screen.getByRole('dialog', { name: '编辑' })).toHaveStyle({ width: '800px' });
    expect(screen.getByText('自定义底部')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
  });
});

describe('DetailModal', () => {
  const items = [
    { label: '用户名', value: 'admin' },
    { label: '姓名', value: '管理员' },
    { label: '邮箱', value: '' },
  ];

  it('is 1200 px wide with 3 columns by default and shows - for empty values', () => {
    renderWidget(<DetailModal open title="用户详情" items={items} />);
    const dialog = screen.getByRole('dialog', { name: '用户详情' });
    expect(dialog).toHaveStyle({ width: '1200px' });
    const list = dialog.querySelector('dl')!;
    expect(list).toHaveAttribute('data-columns', '3');
    expect(within(list).getByText('管理员')).toBeInTheDocument();
    expect(within(list).getByText('-')).toBeInTheDocument();
  });

  it.each([
    [1, '1'],
    [4, '4'],
    [6, '4'],
    [0, '1'],
  ])('column %s renders %s columns', (column, shown) => {
    renderWidget(<DetailModal open title="详情" items={items} column={column} />);
    expect(screen.getByRole('dialog').querySelector('dl')).toHaveAttribute('data-columns', shown);
  });

  it('closes with 关闭', async () => {
    const onClose = vi.fn();
    const { user } = renderWidget(<DetailModal open title="详情" items={items} onClose={onClose} />);
    const footerClose = screen.getAllByRole('button', { name: '关闭' }).find((b) => b.textContent === '关闭')!;
    await user.click(footerClose);
    expect(onClose).toHaveBeenCalled();
  });

  it('clamps column counts', () => {
    expect([detailColumns(undefined), detailColumns(2), detailColumns(9), detailColumns(-1), detailColumns(2.7)]).toEqual([3, 2, 4, 1, 2]);
  });
});

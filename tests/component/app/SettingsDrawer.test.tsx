import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsDrawer } from '@/app/settings/SettingsDrawer';
import { createDisplaySettingsStore } from '@/ui/display-settings';
import { createStorage } from '@/lib/storage';

// getByRole is slow on a drawer this size; labels and button texts identify the controls as well.
const sw = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const btn = (name: string) => screen.getByText(name, { selector: 'button' });
const swatch = (name: string) => screen.getByLabelText(name, { selector: 'button' });
const stored = () => JSON.parse(localStorage.getItem('pro__DISPLAY_SETTINGS') ?? 'null')?.value;

function setup(demoReset?: () => void) {
  const store = createDisplaySettingsStore(createStorage(localStorage));
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<SettingsDrawer open onClose={onClose} store={store} demoReset={demoReset} />);
  return { store, user, onClose };
}

describe('SettingsDrawer', () => {
  it('is titled 系统设置 and shows the defaults', () => {
    setup();
    expect(screen.getByRole('heading', { name: '系统设置' })).toBeInTheDocument();
    expect(btn('暗色菜单风格')).toHaveAttribute('aria-pressed', 'true');
    expect(swatch('拂晓蓝')).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('group', { name: '主题色' })).getAllByRole('button')).toHaveLength(8);
    expect(sw('多页签模式')).toBeChecked();
    expect(screen.queryByText('重置演示数据')).toBeNull();
  });

  it('persists toggles and colour choices as they are made', async () => {
    const { user, store } = setup();
    await user.click(btn('亮色菜单风格'));
    await user.click(swatch('酱紫'));
    await user.click(sw('色弱模式'));
    await user.click(sw('多页签模式'));
    expect(stored()).toMatchObject({ navTheme: 'light', primaryColor: '#722ED1', colorWeak: true, multipage: false });
    expect(store.getSnapshot().primaryColor).toBe('#722ED1');
    expect(swatch('酱紫')).toHaveAttribute('aria-pressed', 'true');
  });

  it('allows auto-hide only with a fixed header', async () => {
    const { user } = setup();
    expect(sw('下滑时隐藏 Header')).toBeDisabled();
    await user.click(sw('固定 Header'));
    await user.click(sw('下滑时隐藏 Header'));
    expect(stored()).toMatchObject({ fixedHeader: true, autoHideHeader: true });
    await user.click(sw('固定 Header'));
    expect(stored()).toMatchObject({ fixedHeader: false, autoHideHeader: false });
  });

  it('enables content width only in top-menu layout, where the fixed sidebar is off', async () => {
    const { user } = setup();
    await user.click(sw('固定侧边菜单'));
    expect(btn('流式')).toBeDisabled();
    await user.click(btn('顶部栏导航'));
    expect(sw('固定侧边菜单')).toBeDisabled();
    expect(sw('固定侧边菜单')).not.toBeChecked();
    await user.click(btn('流式'));
    expect(stored()).toMatchObject({ layout: 'topmenu', contentWidth: 'Fluid', fixedSidebar: false });
  });

  it('offers 重置演示数据 in demo builds', async () => {
    const demoReset = vi.fn();
    const { user, onClose } = setup(demoReset);
    await user.click(btn('重置演示数据'));
    expect(demoReset).toHaveBeenCalledTimes(1);
    await user.click(screen.getByLabelText('关闭'));
    expect(onClose).toHaveBeenCalled();
  });
});

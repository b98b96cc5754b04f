import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SettingsDrawer } from '@/app/settings/SettingsDrawer';
import { createDisplaySettingsStore, type DisplaySettings } from '@/ui/display-settings';
import type { NamespacedStorage } from '@/lib/storage';
import { shows } from './story-shows';

export default { title: 'Shell / Settings drawer' };

/** Stories keep their settings in memory, so they never change the app's stored ones. */
function memoryStorage(initial?: Partial<DisplaySettings>): NamespacedStorage {
  const map = new Map<string, unknown>(initial ? [['DISPLAY_SETTINGS', initial]] : []);
  return {
    get: <T,>(key: string, fallback: T | null = null) => (map.has(key) ? (map.get(key) as T) : fallback),
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

function Demo({ initial, demo }: { initial?: Partial<DisplaySettings>; demo?: boolean }) {
  const [store] = useState(() => createDisplaySettingsStore(memoryStorage(initial)));
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ p: 2 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        系统设置
      </Button>
      <SettingsDrawer open={open} onClose={() => setOpen(false)} store={store} demoReset={demo ? () => undefined : undefined} />
    </Box>
  );
}

export const Default: Story = () => <Demo />;
shows(Default, { text: ['暗色菜单风格', '侧边栏导航', '多页签模式'], roles: [{ role: 'dialog', name: '系统设置' }, { role: 'button', name: '流式', disabled: true }, { role: 'switch', name: '多页签模式', checked: true }, { role: 'switch', name: '固定 Header', checked: false }], absent: ['重置演示数据'] });

/** Top-menu layout: content width enabled, fixed sidebar disabled. */
export const TopMenu: Story = () => <Demo initial={{ layout: 'topmenu', contentWidth: 'Fluid' }} />;
shows(TopMenu, { roles: [{ role: 'dialog', name: '系统设置' }, { role: 'button', name: '流式', disabled: false }, { role: 'switch', name: '固定侧边菜单', disabled: true }], absent: ['重置演示数据'] });

/** Light menu, 极光绿, fixed header with auto-hide. */
export const Light: Story = () => <Demo initial={{ navTheme: 'light', primaryColor: '#52C41A', fixedHeader: true, autoHideHeader: true }} />;
shows(Light, { roles: [{ role: 'dialog', name: '系统设置' }, { role: 'switch', name: '固定 Header', checked: true }, { role: 'switch', name: '下滑时隐藏 Header', checked: true }], absent: ['重置演示数据'] });

/** Demo build: 重置演示数据 shown. */
export const DemoBuild: Story = () => <Demo demo />;
shows(DemoBuild, { roles: [{ role: 'dialog', name: '系统设置' }, { role: 'button', name: '重置演示数据' }] });

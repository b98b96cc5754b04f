import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SettingsDrawer } from '@/app/settings/SettingsDrawer';
import { createDisplaySettingsStore, type DisplaySettings } from '@/ui/display-settings';
import type { NamespacedStorage } from '@/lib/storage';

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

/** Top-menu layout: content width enabled, fixed sidebar disabled. */
export const TopMenu: Story = () => <Demo initial={{ layout: 'topmenu', contentWidth: 'Fluid' }} />;

/** Light menu, 极光绿, fixed header with auto-hide. */
export const Light: Story = () => <Demo initial={{ navTheme: 'light', primaryColor: '#52C41A', fixedHeader: true, autoHideHeader: true }} />;

/** Demo build: 重置演示数据 shown. */
export const DemoBuild: Story = () => <Demo demo />;

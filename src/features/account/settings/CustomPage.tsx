/**
 * 个性化设置: theme colour, menu style, navigation mode and multi-tab mode. The same persisted
 * display settings as the 系统设置 drawer (one store), so every change applies at once.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ScreenProps } from '@/ui/screen-props';
import { PrimaryColorPicker } from '@/ui/PrimaryColorPicker';
import { DISPLAY_SETTINGS_TEXT as SETTINGS_TEXT, useDisplaySettings, type DisplaySettings, type DisplaySettingsStore } from '@/ui/display-settings';
import { ACCOUNT_TEXT } from '../account-text';
import { SettingsLayout } from './SettingsLayout';

export const CUSTOM_TEXT = {
  colorDesc: '整体界面的主题色',
  styleDesc: '侧边菜单的明暗风格',
  layoutDesc: '菜单位于侧边或顶部',
  multipageDesc: '以页签方式保留打开过的页面',
} as const;

function Row({ title, description, control, first }: { title: string; description: string; control: ReactNode; first?: boolean }) {
  return (
    <li>
      {first ? null : <Divider component="div" />}
      <ListItem component="div" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <ListItemText primary={title} secondary={description} sx={{ minWidth: 200 }} />
        <Box>{control}</Box>
      </ListItem>
    </li>
  );
}

export function CustomSettings({ store }: { store?: DisplaySettingsStore }) {
  const [s, update] = useDisplaySettings(store);
  const set = (patch: Partial<DisplaySettings>) => update(patch);
  return (
    <List disablePadding aria-label={ACCOUNT_TEXT.menu.custom}>
      <Row
        first
        title={SETTINGS_TEXT.color}
        description={CUSTOM_TEXT.colorDesc}
        control={
          <PrimaryColorPicker label={SETTINGS_TEXT.color} value={s.primaryColor} onChange={(color) => set({ primaryColor: color })} />
        }
      />
      <Row
        title={SETTINGS_TEXT.style}
        description={CUSTOM_TEXT.styleDesc}
        control={
          <ToggleButtonGroup exclusive size="small" value={s.navTheme} aria-label={SETTINGS_TEXT.style} onChange={(_e, v: DisplaySettings['navTheme'] | null) => v && set({ navTheme: v })}>
            <ToggleButton value="dark">{SETTINGS_TEXT.dark}</ToggleButton>
            <ToggleButton value="light">{SETTINGS_TEXT.light}</ToggleButton>
          </ToggleButtonGroup>
        }
      />
      <Row
        title={SETTINGS_TEXT.layout}
        description={CUSTOM_TEXT.layoutDesc}
        control={
          <ToggleButtonGroup exclusive size="small" value={s.layout} aria-label={SETTINGS_TEXT.layout} onChange={(_e, v: DisplaySettings['layout'] | null) => v && set({ layout: v })}>
            <ToggleButton value="sidemenu">{SETTINGS_TEXT.sidemenu}</ToggleButton>
            <ToggleButton value="topmenu">{SETTINGS_TEXT.topmenu}</ToggleButton>
          </ToggleButtonGroup>
        }
      />
      <Row
        title={SETTINGS_TEXT.multipage}
        description={CUSTOM_TEXT.multipageDesc}
        control={<Switch checked={s.multipage} onChange={(_e, checked) => set({ multipage: checked })} slotProps={{ input: { 'aria-label': SETTINGS_TEXT.multipage } }} />}
      />
    </List>
  );
}

/** `account/settings/Custom` */
export default function CustomPage(_props: Partial<ScreenProps>) {
  return (
    <SettingsLayout active="custom">
      <CustomSettings />
    </SettingsLayout>
  );
}

/**
 * 系统设置 drawer: menu style, primary colour, layout mode, content width, fixed header /
 * auto-hide, fixed sidebar, colour-weak and multi-tab mode. Every change is applied and
 * persisted at once through the display-settings store (no "save" step, no theme compile).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  DISPLAY_SETTINGS_TEXT,
  useDisplaySettings,
  type DisplaySettings,
  type DisplaySettingsStore,
} from '@/ui/display-settings';
import { PrimaryColorPicker } from '@/ui/PrimaryColorPicker';

export const SETTINGS_TEXT = {
  title: '系统设置',
  ...DISPLAY_SETTINGS_TEXT,
  contentWidth: '内容区域宽度',
  fixed: '固定',
  fluid: '流式',
  contentWidthHint: '该设定仅 [顶部栏导航] 时有效',
  fixedHeader: '固定 Header',
  autoHideHeader: '下滑时隐藏 Header',
  autoHideHint: '固定 Header 时可配置',
  fixedSidebar: '固定侧边菜单',
  fixedSidebarHint: '该设定仅 [侧边栏导航] 时有效',
  accordionMenu: '侧边菜单手风琴模式',
  other: '其他设置',
  colorWeak: '色弱模式',
  demoReset: '重置演示数据',
  close: '关闭',
} as const;

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Demo builds only: shows 重置演示数据. */
  demoReset?: () => void;
  /** Demo builds only: settings of the in-browser backend, shown above 重置演示数据. */
  demoControls?: ReactNode;
  /** Defaults to the app-wide store. */
  store?: DisplaySettingsStore;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SettingSwitch(props: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  hint?: string;
  onChange: (checked: boolean) => void;
}) {
  const row = (
    <FormControlLabel
      labelPlacement="start"
      label={props.label}
      disabled={props.disabled}
      sx={{ mx: 0, width: '100%', justifyContent: 'space-between' }}
      control={<Switch size="small" checked={props.checked} onChange={(_e, checked) => props.onChange(checked)} />}
    />
  );
  return props.disabled && props.hint ? (
    <Tooltip title={props.hint} placement="left">
      <Box>{row}</Box>
    </Tooltip>
  ) : (
    row
  );
}

export function SettingsDrawer({ open, onClose, demoReset, demoControls, store }: SettingsDrawerProps) {
  const [s, update] = useDisplaySettings(store);
  const set = (patch: Partial<DisplaySettings>) => update(patch);
  const topmenu = s.layout === 'topmenu';

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 }, 'aria-label': SETTINGS_TEXT.title } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: 16 }}>
          {SETTINGS_TEXT.title}
        </Typography>
        <IconButton aria-label={SETTINGS_TEXT.close} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        <Section title={SETTINGS_TEXT.style}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={s.navTheme}
            onChange={(_e, v: DisplaySettings['navTheme'] | null) => v && set({ navTheme: v })}
            aria-label={SETTINGS_TEXT.style}
          >
            <ToggleButton value="dark">{SETTINGS_TEXT.dark}</ToggleButton>
            <ToggleButton value="light">{SETTINGS_TEXT.light}</ToggleButton>
          </ToggleButtonGroup>
        </Section>

        <Section title={SETTINGS_TEXT.color}>
          <PrimaryColorPicker label={SETTINGS_TEXT.color} value={s.primaryColor} onChange={(color) => set({ primaryColor: color })} />
        </Section>

        <Divider sx={{ mb: 2 }} />

        <Section title={SETTINGS_TEXT.layout}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={s.layout}
            onChange={(_e, v: DisplaySettings['layout'] | null) => v && set({ layout: v })}
            aria-label={SETTINGS_TEXT.layout}
            sx={{ mb: 1.5 }}
          >
            <ToggleButton value="sidemenu">{SETTINGS_TEXT.sidemenu}</ToggleButton>
            <ToggleButton value="topmenu">{SETTINGS_TEXT.topmenu}</ToggleButton>
          </ToggleButtonGroup>

          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Tooltip title={topmenu ? '' : SETTINGS_TEXT.contentWidthHint} placement="left">
              <Typography variant="body2" color={topmenu ? 'text.primary' : 'text.disabled'}>
                {SETTINGS_TEXT.contentWidth}
              </Typography>
            </Tooltip>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={s.contentWidth}
              disabled={!topmenu}
              onChange={(_e, v: DisplaySettings['contentWidth'] | null) => v && set({ contentWidth: v })}
              aria-label={SETTINGS_TEXT.contentWidth}
            >
              <ToggleButton value="Fixed">{SETTINGS_TEXT.fixed}</ToggleButton>
              <ToggleButton value="Fluid">{SETTINGS_TEXT.fluid}</ToggleButton>
            </ToggleButtonGroup>
          </Box>

          <SettingSwitch label={SETTINGS_TEXT.fixedHeader} checked={s.fixedHeader} onChange={(v) => set({ fixedHeader: v })} />
          <SettingSwitch
            label={SETTINGS_TEXT.autoHideHeader}
            checked={s.autoHideHeader}
            disabled={!s.fixedHeader}
            hint={SETTINGS_TEXT.autoHideHint}
            onChange={(v) => set({ autoHideHeader: v })}
          />
          <SettingSwitch
            label={SETTINGS_TEXT.fixedSidebar}
            checked={s.fixedSidebar}
            disabled={topmenu}
            hint={SETTINGS_TEXT.fixedSidebarHint}
            onChange={(v) => set({ fixedSidebar: v })}
          />
          <SettingSwitch
            label={SETTINGS_TEXT.accordionMenu}
            checked={s.accordionMenu}
            disabled={topmenu}
            hint={SETTINGS_TEXT.fixedSidebarHint}
            onChange={(v) => set({ accordionMenu: v })}
          />
        </Section>

        <Divider sx={{ mb: 2 }} />

        <Section title={SETTINGS_TEXT.other}>
          <SettingSwitch label={SETTINGS_TEXT.colorWeak} checked={s.colorWeak} onChange={(v) => set({ colorWeak: v })} />
          <SettingSwitch label={SETTINGS_TEXT.multipage} checked={s.multipage} onChange={(v) => set({ multipage: v })} />
        </Section>

        {(demoControls || demoReset) && <Divider sx={{ mb: 2 }} />}
        {demoControls}
        {demoReset && (
          <Button variant="outlined" color="warning" fullWidth onClick={demoReset}>
            {SETTINGS_TEXT.demoReset}
          </Button>
        )}
      </Box>
    </Drawer>
  );
}

export default SettingsDrawer;

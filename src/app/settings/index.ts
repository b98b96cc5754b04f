export * from '@/ui/display-settings';
export { createAppTheme, navPalette, useColorWeak, COLOR_WEAK_FILTER, type NavPalette } from './theme';
export { SettingsDrawer, SETTINGS_TEXT, type SettingsDrawerProps } from './SettingsDrawer';

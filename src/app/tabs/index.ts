export * from './tab-model';
export { TabBar, type TabBarProps } from './TabBar';
export { TAB_MENU_LABELS } from './TabContextMenu';
export { useTabs, type UseTabs, type UseTabsOptions } from './use-tabs';
export { TabTitleContext, useTabTitle } from './tab-title';

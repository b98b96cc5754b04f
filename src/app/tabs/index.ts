export * from './tab-model';
export { TabBar, TAB_MENU_LABELS, type TabBarProps } from './TabBar';
export { useTabs, type UseTabs, type UseTabsOptions } from './use-tabs';
export { TabTitleContext, useTabTitle } from './tab-title';

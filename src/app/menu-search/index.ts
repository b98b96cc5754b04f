export { MenuSearch, MENU_SEARCH_TITLE, MENU_SEARCH_EMPTY, type MenuSearchProps } from './MenuSearch';
export * from './match';

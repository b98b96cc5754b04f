export const SITE_TITLE = '省局网站管理后台';
export const HOME_PATH = '/dashboard/analysis';
export const SIDEBAR_WIDTH = 232;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
export const MOBILE_DRAWER_WIDTH = 200;
export const HEADER_HEIGHT = 56;
/** Pixels of scrolling after which an auto-hiding header slides away (spec §9). */
export const HEADER_AUTO_HIDE_AFTER = 100;

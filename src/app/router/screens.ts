import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What every screen receives from the shell. */
export interface ScreenProps {
  /** The menu entry's title, for headings. */
  title: string;
  /** The server `component` string, e.g. `system/UserList`. */
  component: string;
  /** Resolved URL for iframe/external entries. */
  url?: string;
}

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * The server menu names screens by `component` string; this registry maps each string to a lazily
 * loaded screen, so the login page loads none of them. Strings not listed here resolve to a clear
 * placeholder instead of a crash.
 */
const registry: Record<string, Screen> = {
  'dashboard/Analysis': lazy(() => import('@/features/dashboard/AnalysisPage')),
  'layouts/IframePageView': lazy(() => import('@/features/placeholder/IframeScreen')),
  'demo/CronDemo': lazy(() => import('@/features/demo/cron-demo-page')),
  'system/UserList': lazy(() => import('@/features/system/user/UserListPage')),
  'system/SysAnnouncementList': lazy(() => import('@/features/system/announcement/AnnouncementListPage')),
  'system/UserAnnouncementList': lazy(() => import('@/features/messages/UserAnnouncementListPage')),
  'system/RoleUserList': lazy(() => import('@/features/system/role/RoleListPage')),
  'system/PermissionList': lazy(() => import('@/features/system/permission/PermissionListPage')),
  'system/QuartzJobList': lazy(() => import('@/features/system/quartz/QuartzJobListPage')),
  'system/LogList': lazy(() => import('@/features/system/log/LogListPage')),
  'system/SysUserOnlineList': lazy(() => import('@/features/system/online/OnlineUserListPage')),
  'system/DataLogList': lazy(() => import('@/features/system/data-log/DataLogListPage')),
  'system/DepartList': lazy(() => import('@/features/system/depart/DepartListPage')),
  'system/DepartUserList': lazy(() => import('@/features/system/depart/DepartUserListPage')),
  'system/AddressList': lazy(() => import('@/features/system/address-list/AddressListPage')),
  'system/DictList': lazy(() => import('@/features/system/dict/DictListPage')),
  'system/SysCategoryList': lazy(() => import('@/features/system/category/CategoryListPage')),
  'system/SysCheckRuleList': lazy(() => import('@/features/system/check-rule/CheckRuleListPage')),
  'system/SysFillRuleList': lazy(() => import('@/features/system/fill-rule/FillRuleListPage')),
  'monitor/SystemInfo': lazy(() => import('@/features/monitor/SystemInfoPage')),
  'monitor/JvmInfo': lazy(() => import('@/features/monitor/JvmInfoPage')),
  'monitor/TomcatInfo': lazy(() => import('@/features/monitor/TomcatInfoPage')),
  'monitor/RedisInfo': lazy(() => import('@/features/monitor/RedisInfoPage')),
  'monitor/RedisTerminal': lazy(() => import('@/features/monitor/RedisTerminalPage')),
  'monitor/DiskMonitoring': lazy(() => import('@/features/monitor/DiskMonitoringPage')),
  'monitor/HttpTrace': lazy(() => import('@/features/monitor/HttpTracePage')),
  'system/TenantList': lazy(() => import('@/features/system/tenant/TenantListPage')),
  'system/SysDataSourceList': lazy(() => import('@/features/system/data-source/DataSourceListPage')),
  'system/SysGatewayRouteList': lazy(() => import('@/features/system/gateway/GatewayRouteListPage')),
  'message/SysMessageTemplateList': lazy(() => import('@/features/message/MessageTemplateListPage')),
  'message/SysMessageList': lazy(() => import('@/features/message/MessageListPage')),
  'system/SysPositionList': lazy(() => import('@/features/system/position/PositionListPage')),
  'demo/UploadDemo': lazy(() => import('@/features/demo/upload-demo-page')),
  'demo/PickersDemo': lazy(() => import('@/features/demo/pickers-demo-page')),
  'demo/EditableTableDemo': lazy(() => import('@/features/demo/editable-table-demo-page')),
  'demo/FormWidgetsDemo': lazy(() => import('@/features/demo/form-widgets-demo-page')),
};

/**
 * Screens of the console that later issues build (system administration, content, workflow …).
 * They show an "under construction" page with the screen's button permissions instead of
 * "unknown component".
 */
export const PLANNED_SCREEN_PREFIXES = [
  'dashboard/',
  'account/',
  'system/',
  'modules/',
  'content/',
  'message/',
  'monitor/',
  'workflow/',
  'audit/',
  'isps/',
  'oss/',
  'jeecg/',
  'examples/',
  'result/',
];

const placeholder: Screen = lazy(() => import('@/features/placeholder/PlaceholderScreen'));

export function resolveScreen(component: string): Screen {
  return registry[normaliseComponent(component)] ?? placeholder;
}

export function isKnownScreen(component: string): boolean {
  return normaliseComponent(component) in registry;
}

/** Same normalisation the backend applies on save (contract §6.3), so either spelling resolves. */
export function normaliseComponent(component: string): string {
  return component.replace(/^\/+/, '').replace(/^(src\/)?views\//, '').replace(/\.vue$/, '');
}

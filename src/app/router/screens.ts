import type { ComponentType } from 'react';
import type { ScreenProps } from '@/ui/screen-props';
import { preloadable, type Preloadable } from '@/ui/preloadable';

export type { ScreenProps };

/** A lazily loaded screen whose chunk can also be fetched ahead of its first render. */
type Screen = Preloadable<ScreenProps>;

function screen(load: () => Promise<{ default: ComponentType<ScreenProps> }>): Screen {
  return preloadable(load);
}

/**
 * 示例: the widget showcase screens. Only trainers' demo build registers them; a build-time constant,
 * so the staff's production build holds none of their code.
 */
const demoScreens: Record<string, Screen> =
  import.meta.env.VITE_DEMO === 'true'
    ? {
        'demo/CronDemo': screen(() => import('@/features/demo/cron-demo-page')),
        'demo/UploadDemo': screen(() => import('@/features/demo/upload-demo-page')),
        'demo/PickersDemo': screen(() => import('@/features/demo/pickers-demo-page')),
        'demo/EditableTableDemo': screen(() => import('@/features/demo/editable-table-demo-page')),
        'demo/FormWidgetsDemo': screen(() => import('@/features/demo/form-widgets-demo-page')),
      }
    : {};

/**
 * The server menu names screens by `component` string; this registry maps each string to a lazily
 * loaded screen, so the login page loads none of them. Strings not listed here resolve to a clear
 * placeholder instead of a crash.
 */
const registry: Record<string, Screen> = {
  ...demoScreens,
  'dashboard/Analysis': screen(() => import('@/features/dashboard/AnalysisPage')),
  'dashboard/Workplace': screen(() => import('@/features/dashboard/WorkplacePage')),
  'dashboard/IndexBdc': screen(() => import('@/features/dashboard/IndexBdcPage')),
  'dashboard/IndexChart': screen(() => import('@/features/dashboard/IndexChartPage')),
  'dashboard/IndexTask': screen(() => import('@/features/dashboard/IndexTaskPage')),
  'dashboard/Monitor': screen(() => import('@/features/dashboard/MonitorPage')),
  'layouts/IframePageView': screen(() => import('@/features/placeholder/IframeScreen')),
  'system/UserList': screen(() => import('@/features/system/user/UserListPage')),
  'system/UserRecycleBin': screen(() => import('@/features/system/recycle-bin/UserRecycleBinPage')),
  'system/SysAnnouncementList': screen(() => import('@/features/system/announcement/AnnouncementListPage')),
  'system/UserAnnouncementList': screen(() => import('@/features/messages/UserAnnouncementListPage')),
  'system/RoleUserList': screen(() => import('@/features/system/role/RoleListPage')),
  'system/PermissionList': screen(() => import('@/features/system/permission/PermissionListPage')),
  'system/PermissionDataRuleList': screen(() => import('@/features/system/data-rule/PermissionDataRuleListPage')),
  'system/QuartzJobList': screen(() => import('@/features/system/quartz/QuartzJobListPage')),
  'system/LogList': screen(() => import('@/features/system/log/LogListPage')),
  'system/SysUserOnlineList': screen(() => import('@/features/system/online/OnlineUserListPage')),
  'system/DataLogList': screen(() => import('@/features/system/data-log/DataLogListPage')),
  'system/DepartList': screen(() => import('@/features/system/depart/DepartListPage')),
  'system/DepartUserList': screen(() => import('@/features/system/depart/DepartUserListPage')),
  'system/AddressList': screen(() => import('@/features/system/address-list/AddressListPage')),
  'system/DictList': screen(() => import('@/features/system/dict/DictListPage')),
  'system/SysCategoryList': screen(() => import('@/features/system/category/CategoryListPage')),
  'system/SysCheckRuleList': screen(() => import('@/features/system/check-rule/CheckRuleListPage')),
  'system/SysFillRuleList': screen(() => import('@/features/system/fill-rule/FillRuleListPage')),
  'monitor/SystemInfo': screen(() => import('@/features/monitor/SystemInfoPage')),
  'monitor/JvmInfo': screen(() => import('@/features/monitor/JvmInfoPage')),
  'monitor/TomcatInfo': screen(() => import('@/features/monitor/TomcatInfoPage')),
  'monitor/RedisInfo': screen(() => import('@/features/monitor/RedisInfoPage')),
  'monitor/RedisTerminal': screen(() => import('@/features/monitor/RedisTerminalPage')),
  'monitor/DiskMonitoring': screen(() => import('@/features/monitor/DiskMonitoringPage')),
  'monitor/HttpTrace': screen(() => import('@/features/monitor/HttpTracePage')),
  'system/TenantList': screen(() => import('@/features/system/tenant/TenantListPage')),
  'system/SysDataSourceList': screen(() => import('@/features/system/data-source/DataSourceListPage')),
  'system/SysGatewayRouteList': screen(() => import('@/features/system/gateway/GatewayRouteListPage')),
  'message/SysMessageTemplateList': screen(() => import('@/features/message/MessageTemplateListPage')),
  'message/SysMessageList': screen(() => import('@/features/message/MessageListPage')),
  'system/SysPositionList': screen(() => import('@/features/system/position/PositionListPage')),
  'oss/FileStorageList': screen(() => import('@/features/oss/FileStorageListPage')),
  'workflow/FormManager': screen(() => import('@/features/workflow/FormManagerPage')),
  'workflow/FormVersionList': screen(() => import('@/features/workflow/FormVersionListPage')),
  'workflow/FlowableManager': screen(() => import('@/features/workflow/FlowableManagerPage')),
  'workflow/ActionManager': screen(() => import('@/features/workflow/ActionManagerPage')),
  'workflow/FlowCirculation': screen(() => import('@/features/workflow/FlowCirculationPage')),
  'workflow/ProcessInstantiation': screen(() => import('@/features/workflow/ProcessInstantiationPage')),
  'account/center/Index': screen(() => import('@/features/account/center/AccountCenterPage')),
  'account/settings/Index': screen(() => import('@/features/account/settings/AccountSettingsIndex')),
  'account/settings/BaseSetting': screen(() => import('@/features/account/settings/BaseSettingPage')),
  'account/settings/Security': screen(() => import('@/features/account/settings/SecurityPage')),
  'account/settings/Custom': screen(() => import('@/features/account/settings/CustomPage')),
  'account/settings/Binding': screen(() => import('@/features/account/settings/BindingPage')),
  'account/settings/Notification': screen(() => import('@/features/account/settings/NotificationPage')),
  'audit/InfoAuditList': screen(() => import('@/features/audit/InfoAuditListPage')),
  'content/FriendshipLinkList': screen(() => import('@/features/content/ContentAreaScreen')),
  'content/HomePictureLinkList': screen(() => import('@/features/content/ContentAreaScreen')),
  'content/PictureLinkList': screen(() => import('@/features/content/ContentAreaScreen')),
  'content/NoticeList': screen(() => import('@/features/content/ContentAreaScreen')),
  'content/HotFocusList': screen(() => import('@/features/content/ContentAreaScreen')),
  'content/WorkStatusList': screen(() => import('@/features/content/ContentAreaScreen')),
  'content/CadreWorkList': screen(() => import('@/features/content/ContentAreaScreen')),
  'content/CareChildrenList': screen(() => import('@/features/content/ContentAreaScreen')),
  'content/StudyGardenList': screen(() => import('@/features/content/ContentAreaScreen')),
  'content/ThematicActivitiesList': screen(() => import('@/features/content/ContentAreaScreen')),
  'content/ExamplePowerList': screen(() => import('@/features/content/ContentAreaScreen')),
  'content/PreComputationList': screen(() => import('@/features/content/ContentAreaScreen')),
};

/**
 * Screens of areas the console plans but does not show yet (system administration, content, workflow …).
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

const placeholder: Screen = screen(() => import('@/app/router/PlaceholderScreen'));

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

/** Fetches a screen's chunk before it renders; a failure is left to the render to report. */
export function preloadScreen(component: string): void {
  void resolveScreen(component).preload().catch(() => undefined);
}

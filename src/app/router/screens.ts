import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from '@/ui/screen-props';

export type { ScreenProps };

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * 示例: the widget showcase screens. Only trainers' demo build registers them; a build-time constant,
 * so the staff's production build holds none of their code.
 */
const demoScreens: Record<string, Screen> =
  import.meta.env.VITE_DEMO === 'true'
    ? {
        'demo/CronDemo': lazy(() => import('@/features/demo/cron-demo-page')),
        'demo/UploadDemo': lazy(() => import('@/features/demo/upload-demo-page')),
        'demo/PickersDemo': lazy(() => import('@/features/demo/pickers-demo-page')),
        'demo/EditableTableDemo': lazy(() => import('@/features/demo/editable-table-demo-page')),
        'demo/FormWidgetsDemo': lazy(() => import('@/features/demo/form-widgets-demo-page')),
      }
    : {};

/**
 * The server menu names screens by `component` string; this registry maps each string to a lazily
 * loaded screen, so the login page loads none of them. Strings not listed here resolve to a clear
 * placeholder instead of a crash.
 */
const registry: Record<string, Screen> = {
  ...demoScreens,
  'dashboard/Analysis': lazy(() => import('@/features/dashboard/AnalysisPage')),
  'dashboard/Workplace': lazy(() => import('@/features/dashboard/WorkplacePage')),
  'dashboard/IndexBdc': lazy(() => import('@/features/dashboard/IndexBdcPage')),
  'dashboard/IndexChart': lazy(() => import('@/features/dashboard/IndexChartPage')),
  'dashboard/IndexTask': lazy(() => import('@/features/dashboard/IndexTaskPage')),
  'dashboard/Monitor': lazy(() => import('@/features/dashboard/MonitorPage')),
  'layouts/IframePageView': lazy(() => import('@/features/placeholder/IframeScreen')),
  'system/UserList': lazy(() => import('@/features/system/user/UserListPage')),
  'system/UserRecycleBin': lazy(() => import('@/features/system/recycle-bin/UserRecycleBinPage')),
  'system/SysAnnouncementList': lazy(() => import('@/features/system/announcement/AnnouncementListPage')),
  'system/UserAnnouncementList': lazy(() => import('@/features/messages/UserAnnouncementListPage')),
  'system/RoleUserList': lazy(() => import('@/features/system/role/RoleListPage')),
  'system/PermissionList': lazy(() => import('@/features/system/permission/PermissionListPage')),
  'system/PermissionDataRuleList': lazy(() => import('@/features/system/data-rule/PermissionDataRuleListPage')),
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
  'oss/FileStorageList': lazy(() => import('@/features/oss/FileStorageListPage')),
  'workflow/FormManager': lazy(() => import('@/features/workflow/FormManagerPage')),
  'workflow/FormVersionList': lazy(() => import('@/features/workflow/FormVersionListPage')),
  'workflow/FlowableManager': lazy(() => import('@/features/workflow/FlowableManagerPage')),
  'workflow/ActionManager': lazy(() => import('@/features/workflow/ActionManagerPage')),
  'workflow/FlowCirculation': lazy(() => import('@/features/workflow/FlowCirculationPage')),
  'workflow/ProcessInstantiation': lazy(() => import('@/features/workflow/ProcessInstantiationPage')),
  'account/center/Index': lazy(() => import('@/features/account/center/AccountCenterPage')),
  'account/settings/Index': lazy(() => import('@/features/account/settings/AccountSettingsIndex')),
  'account/settings/BaseSetting': lazy(() => import('@/features/account/settings/BaseSettingPage')),
  'account/settings/Security': lazy(() => import('@/features/account/settings/SecurityPage')),
  'account/settings/Custom': lazy(() => import('@/features/account/settings/CustomPage')),
  'account/settings/Binding': lazy(() => import('@/features/account/settings/BindingPage')),
  'account/settings/Notification': lazy(() => import('@/features/account/settings/NotificationPage')),
  'audit/InfoAuditList': lazy(() => import('@/features/audit/InfoAuditListPage')),
  'content/FriendshipLinkList': lazy(() => import('@/features/content/ContentAreaScreen')),
  'content/HomePictureLinkList': lazy(() => import('@/features/content/ContentAreaScreen')),
  'content/PictureLinkList': lazy(() => import('@/features/content/ContentAreaScreen')),
  'content/NoticeList': lazy(() => import('@/features/content/ContentAreaScreen')),
  'content/HotFocusList': lazy(() => import('@/features/content/ContentAreaScreen')),
  'content/WorkStatusList': lazy(() => import('@/features/content/ContentAreaScreen')),
  'content/CadreWorkList': lazy(() => import('@/features/content/ContentAreaScreen')),
  'content/CareChildrenList': lazy(() => import('@/features/content/ContentAreaScreen')),
  'content/StudyGardenList': lazy(() => import('@/features/content/ContentAreaScreen')),
  'content/ThematicActivitiesList': lazy(() => import('@/features/content/ContentAreaScreen')),
  'content/ExamplePowerList': lazy(() => import('@/features/content/ContentAreaScreen')),
  'content/PreComputationList': lazy(() => import('@/features/content/ContentAreaScreen')),
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

const placeholder: Screen = lazy(() => import('@/app/router/PlaceholderScreen'));

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

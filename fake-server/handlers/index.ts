/**
 * Every fake endpoint, in the order msw tries them. The gate (latency, faults,
 * the 401 filter) comes first and falls through; the 404 fallback comes last.
 * Screen modules add their handler arrays between the two.
 */
import type { HttpHandler, WebSocketHandler } from 'msw';
import { announcementHandlers } from './announcement';
import { demoHandlers } from './demo';
import { dictHandlers } from './dict';
import { importLogHandler } from './excel-import';
import { editableTableDemoHandlers } from './editable-table-demo';
import { formWidgetHandlers } from './form-widgets';
import { gateHandler, notFoundHandler } from './gate';
import { loginHandlers } from './login';
import { thirdLoginHandlers } from './third-login';
import { noticeSocketDemoHandlers, noticeSocketHandler } from './notice-socket';
import { permissionHandlers } from './permission';
import { pickerHandlers } from './pickers';
import { positionHandlers } from './position';
import { staticNotFoundHandler, uploadHandlers } from './upload';
import { contentHandlers } from './content';
import { registerHandlers } from './register';
import { sessionHandlers } from './session';
import { sysUserHandlers } from './sys-user';
import { sysPermissionAdminHandlers } from './sys-permission-admin';
import { sysPermissionLazyHandlers } from './sys-permission-lazy';
import { sysRoleHandlers } from './sys-role';
import { quartzHandlers } from './sys-quartz';
import { logHandlers } from './sys-log';
import { onlineHandlers } from './sys-online';
import { dataLogHandlers } from './sys-data-log';
import { departHandlers } from './sys-depart';
import { sysDictAdminHandlers } from './sys-dict-admin';
import { sysCategoryHandlers } from './sys-category';
import { sysRuleHandlers } from './sys-rules';
import { monitorHandlers } from './monitor';
import { sysTenantHandlers } from './sys-tenant';
import { dataSourceHandlers } from './sys-data-source';
import { gatewayHandlers } from './sys-gateway';
import { messageHandlers } from './sys-message';
import { workflowHandlers } from './workflow';
import { dashboardHandlers } from './dashboard';
import { visitHandlers } from './visits';
import { accountHandlers } from './account';
import { contentAuditHandlers } from './content-audit';
import { ossHandlers } from './sys-oss';

export const handlers: Array<HttpHandler | WebSocketHandler> = [
  gateHandler,
  ...demoHandlers,
  ...loginHandlers,
  ...thirdLoginHandlers,
  ...sessionHandlers,
  ...permissionHandlers,
  ...dictHandlers,
  ...formWidgetHandlers,
  ...visitHandlers,
  ...registerHandlers,
  ...positionHandlers,
  // The error logs of every importExcel (handlers/excel-import); other static paths fall through.
  importLogHandler,
  ...uploadHandlers,
  // After uploadHandlers: its seeded-picture route serves /sys/common/static/content/seed/* the upload store lacks.
  ...contentHandlers,
  // 文件管理: its static route serves /sys/common/static/oss/* and falls through otherwise.
  ...ossHandlers,
  ...pickerHandlers,
  ...editableTableDemoHandlers,
  ...announcementHandlers,
  ...noticeSocketDemoHandlers,
  // The realtime channel (msw ws link); the HTTP 404 fallbacks below never see WebSocket upgrades.
  noticeSocketHandler,
  ...sysUserHandlers,
  ...sysRoleHandlers,
  ...sysPermissionAdminHandlers,
  ...sysPermissionLazyHandlers,
  ...quartzHandlers,
  ...logHandlers,
  ...onlineHandlers,
  ...dataLogHandlers,
  ...departHandlers,
  ...sysDictAdminHandlers,
  ...sysCategoryHandlers,
  ...sysRuleHandlers,
  ...monitorHandlers,
  ...sysTenantHandlers,
  ...dataSourceHandlers,
  ...gatewayHandlers,
  ...messageHandlers,
  ...workflowHandlers,
  ...accountHandlers,
  ...contentAuditHandlers,
  ...dashboardHandlers,
  // Keep last: answers the backend's 404 for any API path nobody handles.
  staticNotFoundHandler,
  notFoundHandler,
];

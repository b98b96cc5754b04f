/**
 * The menu tree of console.md §2 as data. seed/menus.ts flattens it into
 * sys_permission rows; the `key` of each entry makes its id stable (md5), so
 * reordering entries never changes ids.
 */

export type RoleCode = 'admin' | 'province_admin' | 'content_editor' | 'test' | 'hr';

export interface ButtonSpec {
  perms: string;
  name: string;
  /** "1" 显示 (default), "2" 禁用/可编辑 entry */
  permsType?: '1' | '2';
  /** "1" valid (default), "0" invalid */
  status?: '1' | '0';
}

export interface MenuSpec {
  key: string;
  name: string;
  url: string;
  /** Default for groups: layouts/RouteView. */
  component?: string;
  componentName?: string;
  icon?: string;
  redirect?: string;
  hidden?: boolean;
  hideTab?: boolean;
  alwaysShow?: boolean;
  /** false = menu entry only (route "0"). */
  route?: boolean;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  children?: MenuSpec[];
  buttons?: ButtonSpec[];
}

const CRUD = ['add', 'edit', 'delete', 'batch_delete', 'import', 'export'] as const;
const CRUD_NAMES: Record<(typeof CRUD)[number], string> = {
  add: '添加',
  edit: '编辑',
  delete: '删除',
  batch_delete: '批量删除',
  import: '导入',
  export: '导出',
};

/** Standard list-page buttons `<prefix>:add|edit|delete|batch_delete|import|export` (+ extras). */
function crud(prefix: string, extra: ButtonSpec[] = []): ButtonSpec[] {
  return [...CRUD.map((a) => ({ perms: `${prefix}:${a}`, name: CRUD_NAMES[a] })), ...extra];
}

/** Content areas: list buttons plus `:audit`. */
function content(prefix: string): ButtonSpec[] {
  return crud(prefix, [{ perms: `${prefix}:audit`, name: '审核' }]);
}

const leaf = (key: string, name: string, url: string, component: string, more: Partial<MenuSpec> = {}): MenuSpec => ({
  key,
  name,
  url,
  component,
  ...more,
});

export const HOME: MenuSpec = leaf('home', '首页', '/dashboard/analysis', 'dashboard/Analysis', { icon: 'home' });

export const MENU_TREE: MenuSpec[] = [
  HOME,
  {
    key: 'dashboard', name: '仪表盘', url: '/dashboard', icon: 'dashboard', redirect: '/dashboard/workplace',
    children: [
      leaf('dashboard.workplace', '工作台', '/dashboard/workplace', 'dashboard/Workplace', { icon: 'desktop' }),
      leaf('dashboard.bdc', '业务指数', '/dashboard/bdc-index', 'dashboard/IndexBdc', { icon: 'fund' }),
      leaf('dashboard.chart', '图表统计', '/dashboard/chart', 'dashboard/IndexChart', { icon: 'bar-chart' }),
      leaf('dashboard.task', '任务看板', '/dashboard/task', 'dashboard/IndexTask', { icon: 'schedule' }),
      leaf('dashboard.monitor', '监控页', '/dashboard/monitor', 'dashboard/Monitor', { icon: 'line-chart' }),
    ],
  },
  {
    key: 'links', name: '链接管理', url: '/links', icon: 'link',
    children: [
      leaf('links.friendship', '友情链接', '/links/friendshipLink', 'content/FriendshipLinkList', { icon: 'link', buttons: content('friendship_link') }),
      leaf('links.homePicture', '首页图片链接', '/links/homePictureLink', 'content/HomePictureLinkList', { icon: 'picture', buttons: content('home_picture_link') }),
      leaf('links.picture', '图片链接', '/links/pictureLink', 'content/PictureLinkList', { icon: 'file-image', buttons: content('picture_link') }),
    ],
  },
  {
    key: 'content', name: '信息管理', url: '/content', icon: 'file-text',
    children: [
      leaf('content.notice', '通知公告', '/content/notice', 'content/NoticeList', { icon: 'notification', keepAlive: true, buttons: content('notice') }),
      leaf('content.hotFocus', '热点聚焦', '/content/hotFocus', 'content/HotFocusList', { icon: 'fire', buttons: content('hot_focus') }),
      leaf('content.workStatus', '工作动态', '/content/workStatus', 'content/WorkStatusList', { icon: 'profile', buttons: content('work_status') }),
      leaf('content.cadreWork', '干部工作', '/content/cadreWork', 'content/CadreWorkList', { icon: 'solution', buttons: content('cadre_work') }),
      leaf('content.careChildren', '关爱儿童', '/content/careChildren', 'content/CareChildrenList', { icon: 'heart', buttons: content('care_children') }),
      leaf('content.studyGarden', '学习园地', '/content/studyGarden', 'content/StudyGardenList', { icon: 'book', buttons: content('study_garden') }),
      leaf('content.thematic', '专题活动', '/content/thematicActivities', 'content/ThematicActivitiesList', { icon: 'flag', buttons: content('thematic_activities') }),
      leaf('content.examplePower', '榜样力量', '/content/examplePower', 'content/ExamplePowerList', { icon: 'trophy', buttons: content('example_power') }),
      leaf('content.preComputation', '预计算', '/content/preComputation', 'content/PreComputationList', { icon: 'calculator', buttons: content('pre_computation') }),
    ],
  },
  leaf('audit', '信息审核', '/audit/info', 'audit/InfoAuditList', {
    icon: 'audit',
    buttons: [
      { perms: 'info_audit:pass', name: '审核通过' },
      { perms: 'info_audit:reject', name: '驳回' },
    ],
  }),
  {
    key: 'workflow', name: '流程管理', url: '/workflow', icon: 'branches',
    children: [
      leaf('workflow.form', '表单管理', '/workflow/formManager', 'workflow/FormManager', { icon: 'form', buttons: crud('form') }),
      leaf('workflow.formVersion', '表单版本', '/workflow/formVersion', 'workflow/FormVersionList', { icon: 'history' }),
      leaf('workflow.flowable', '流程设计', '/workflow/flowableManager', 'workflow/FlowableManager', { icon: 'apartment', buttons: crud('flow') }),
      leaf('workflow.action', '动作管理', '/workflow/actionManager', 'workflow/ActionManager', { icon: 'thunderbolt' }),
      leaf('workflow.circulation', '流转记录', '/workflow/circulation', 'workflow/FlowCirculation', { icon: 'swap' }),
      leaf('workflow.instantiation', '流程实例化', '/workflow/processInstantiation', 'workflow/ProcessInstantiation', { icon: 'play-circle' }),
    ],
  },
  leaf('oss', '文件管理', '/oss/file', 'oss/FileStorageList', { icon: 'folder', buttons: crud('oss_file') }),
  {
    key: 'message', name: '消息中心', url: '/message', icon: 'message',
    children: [
      leaf('message.list', '消息管理', '/message/sysMessage', 'message/SysMessageList', { icon: 'mail', buttons: crud('message') }),
      leaf('message.template', '消息模板管理', '/message/sysMessageTemplate', 'message/SysMessageTemplateList', { icon: 'file-text', buttons: crud('message_template') }),
    ],
  },
  {
    key: 'system', name: '系统管理', url: '/isystem', icon: 'setting',
    children: [
      leaf('system.user', '用户管理', '/isystem/user', 'system/UserList', {
        icon: 'user',
        keepAlive: true,
        buttons: crud('user', [
          { perms: 'user:frozen', name: '冻结/解冻' },
          { perms: 'user:form:birthday', name: '出生日期字段', permsType: '2' },
          { perms: 'user:form:phone', name: '手机号字段', permsType: '2', status: '0' },
        ]),
      }),
      leaf('system.role', '角色管理', '/isystem/role', 'system/RoleUserList', { icon: 'team', buttons: crud('role', [{ perms: 'role:authorize', name: '授权' }]) }),
      leaf('system.permission', '菜单管理', '/isystem/permission', 'system/PermissionList', { icon: 'menu', buttons: crud('permission') }),
      leaf('system.dataRule', '数据规则', '/isystem/dataRule', 'system/PermissionDataRuleList', { icon: 'filter' }),
      leaf('system.depart', '部门管理', '/isystem/depart', 'system/DepartList', { icon: 'apartment', buttons: crud('depart') }),
      leaf('system.departUser', '我的部门', '/isystem/departUserList', 'system/DepartUserList', { icon: 'cluster' }),
      leaf('system.position', '职务管理', '/isystem/position', 'system/SysPositionList', { icon: 'idcard', buttons: crud('position') }),
      leaf('system.dict', '数据字典', '/isystem/dict', 'system/DictList', { icon: 'book', buttons: crud('dict') }),
      leaf('system.category', '分类字典', '/isystem/category', 'system/SysCategoryList', { icon: 'tags', buttons: crud('category') }),
      leaf('system.checkRule', '编码校验规则', '/isystem/checkRule', 'system/SysCheckRuleList', { icon: 'check-circle', buttons: crud('check_rule') }),
      leaf('system.fillRule', '填值规则', '/isystem/fillRule', 'system/SysFillRuleList', { icon: 'edit', buttons: crud('fill_rule') }),
      leaf('system.announcement', '系统通告', '/isystem/annountCement', 'system/SysAnnouncementList', { icon: 'sound', buttons: crud('announcement', [{ perms: 'announcement:release', name: '发布/撤销' }]) }),
      leaf('system.userAnnouncement', '我的消息', '/isps/userAnnouncement', 'system/UserAnnouncementList', { icon: 'bell', hidden: true }),
      leaf('system.quartz', '定时任务', '/isystem/quartzJob', 'system/QuartzJobList', { icon: 'clock-circle', buttons: crud('quartz', [{ perms: 'quartz:execute', name: '立即执行' }]) }),
      leaf('system.dataSource', '多数据源管理', '/isystem/dataSource', 'system/SysDataSourceList', { icon: 'database', buttons: crud('data_source') }),
      leaf('system.gateway', '网关路由', '/isystem/gatewayRoute', 'system/SysGatewayRouteList', { icon: 'gateway', buttons: crud('gateway_route') }),
      leaf('system.tenant', '租户管理', '/isystem/tenant', 'system/TenantList', { icon: 'bank', buttons: crud('tenant') }),
      leaf('system.log', '日志管理', '/isystem/log', 'system/LogList', { icon: 'file-search', buttons: [{ perms: 'log:delete', name: '删除' }, { perms: 'log:batch_delete', name: '批量删除' }] }),
      leaf('system.dataLog', '数据日志', '/isystem/dataLog', 'system/DataLogList', { icon: 'diff' }),
      leaf('system.online', '在线用户', '/isystem/online', 'system/SysUserOnlineList', { icon: 'wifi', buttons: [{ perms: 'online:force_logout', name: '强制退出' }] }),
      leaf('system.recycleBin', '用户回收站', '/isystem/recycleBin', 'system/UserRecycleBin', { icon: 'delete', buttons: [{ perms: 'recycle:restore', name: '还原' }, { perms: 'recycle:delete', name: '彻底删除' }] }),
      leaf('system.addressList', '通讯录', '/isystem/addressList', 'system/AddressList', { icon: 'contacts' }),
    ],
  },
  {
    key: 'monitor', name: '系统监控', url: '/monitor', icon: 'monitor',
    children: [
      leaf('monitor.disk', '磁盘监控', '/monitor/disk', 'monitor/DiskMonitoring', { icon: 'hdd' }),
      leaf('monitor.httpTrace', '请求追踪', '/monitor/httpTrace', 'monitor/HttpTrace', { icon: 'api' }),
      leaf('monitor.jvm', 'JVM信息', '/monitor/jvm', 'monitor/JvmInfo', { icon: 'code' }),
      leaf('monitor.redis', 'Redis监控', '/monitor/redis', 'monitor/RedisInfo', { icon: 'database' }),
      leaf('monitor.redisTerminal', 'Redis终端', '/monitor/redisTerminal', 'monitor/RedisTerminal', { icon: 'console' }),
      leaf('monitor.systemInfo', '系统信息', '/monitor/systemInfo', 'monitor/SystemInfo', { icon: 'info-circle' }),
      leaf('monitor.tomcat', 'Tomcat信息', '/monitor/tomcat', 'monitor/TomcatInfo', { icon: 'cloud-server' }),
    ],
  },
  {
    key: 'demo', name: '示例', url: '/demo', icon: 'experiment', alwaysShow: true,
    children: [
      leaf('demo.cron', 'Cron 表达式', '/demo/cron', 'demo/CronDemo', { icon: 'field-time' }),
      leaf('demo.editableTable', '可编辑表格', '/demo/editable-table', 'demo/EditableTableDemo', { icon: 'table' }),
      leaf('demo.upload', '上传与导入', '/demo/upload', 'demo/UploadDemo', { icon: 'upload' }),
      leaf('demo.pickers', '选择器', '/demo/pickers', 'demo/PickersDemo', { icon: 'apartment' }),
      leaf('demo.formWidgets', '表单组件', '/demo/form-widgets', 'demo/FormWidgetsDemo', { icon: 'form' }),
      leaf('demo.external', '中国政府网', 'https://www.gov.cn/', 'layouts/IframePageView', { icon: 'global', internalOrExternal: true }),
      leaf('demo.iframe', '接口文档', "{{ window._CONFIG['domianURL'] }}/swagger-ui.html", 'layouts/IframePageView', { icon: 'api' }),
      leaf('demo.menuOnly', '菜单入口', '/demo/menu-only', 'demo/MenuOnly', { icon: 'link', route: false }),
      leaf('demo.hidden', '隐藏页面', '/demo/hidden-page', 'demo/HiddenPage', { hidden: true, hideTab: true }),
      leaf('demo.unknown', '未知组件', '/demo/unknown', 'demo/DoesNotExist', { icon: 'question-circle' }),
    ],
  },
  {
    key: 'account', name: '个人页', url: '/account', icon: 'user',
    children: [
      leaf('account.center', '个人中心', '/account/center', 'account/center/Index', { hidden: true }),
      {
        key: 'account.settings', name: '个人设置', url: '/account/settings', component: 'account/settings/Index', hidden: true,
        children: [
          leaf('account.settings.base', '基本设置', '/account/settings/base', 'account/settings/BaseSetting', { hidden: true }),
          leaf('account.settings.security', '安全设置', '/account/settings/security', 'account/settings/Security', { hidden: true }),
          leaf('account.settings.custom', '个性化设置', '/account/settings/custom', 'account/settings/Custom', { hidden: true }),
          leaf('account.settings.binding', '账户绑定', '/account/settings/binding', 'account/settings/Binding', { hidden: true }),
          leaf('account.settings.notification', '新消息通知', '/account/settings/notification', 'account/settings/Notification', { hidden: true }),
        ],
      },
    ],
  },
];

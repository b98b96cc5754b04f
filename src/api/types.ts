/**
 * Response and entity shapes of the JeecgBoot backend (see
 * ../shared/reference/backend-contract.md). The HTTP client and the fake
 * server share these types, so a field the fake server invents but the real
 * backend lacks shows up as a type error.
 */

/**
 * The `Result` envelope. `code` depends on how the controller built it:
 * 200 from `Result.ok/OK`, 0 from a bare `new Result()` (many read endpoints),
 * 500/412/510/… on business failures. Callers test `success`; only the login
 * calls test `code == 200` (contract §1.2).
 */
export interface Result<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** MyBatis-Plus 3.5 `Page` as serialised by Jackson (contract §1.5). */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  orders: unknown[];
  optimizeCountSql: boolean;
  searchCount: boolean;
  countId: string | null;
  maxLimit: number | null;
  pages: number;
}

/** `<field>_dictText` keys the DictAspect adds to paged records. */
export type DictText<K extends string> = { [P in `${K}_dictText`]?: string };

/** `DictModel`: value/text plus derived title and label (= text). */
export interface DictModel {
  value: string;
  text: string;
  title?: string;
  label?: string;
}

export type DictMap = Record<string, DictModel[]>;

/** Dates are strings "yyyy-MM-dd HH:mm:ss" (contract §1.4). */
export type DateTimeString = string;

export interface AuditFields {
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
}

export interface SysUser extends AuditFields {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | null;
  email?: string | null;
  phone?: string | null;
  orgCode?: string | null;
  orgCodeTxt?: string | null;
  status: number;
  delFlag: number;
  workNo?: string | null;
  post?: string | null;
  telephone?: string | null;
  activitiSync?: number | null;
  userIdentity?: number | null;
  departIds?: string | null;
  relTenantIds?: string | null;
  clientId?: string | null;
  homePath?: string | null;
  /** Comma-joined role codes: sent by the bureau's backend (spec §6), absent from stock JeecgBoot. */
  roleCode?: string | null;
}

export type SysUserRow = SysUser & DictText<'sex' | 'status' | 'post' | 'departIds'>;

export interface SysRole extends AuditFields {
  id: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

export interface SysDepart extends AuditFields {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn?: string | null;
  departNameAbbr?: string | null;
  departOrder: number;
  description?: string | null;
  orgCategory: string;
  orgType: string;
  orgCode: string;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
  status: string;
  delFlag: string;
  qywxIdentifier?: string | null;
  directorUserIds?: string | null;
  oldDirectorUserIds?: string | null;
}

export interface SysTenant {
  id: number;
  name: string;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  beginDate?: DateTimeString | null;
  endDate?: DateTimeString | null;
  status: number;
}

/** A menu, sub-menu or button row (contract §5.4). */
export interface SysPermission extends AuditFields {
  id: string;
  parentId: string | null;
  name: string;
  perms?: string | null;
  permsType?: string | null;
  icon?: string | null;
  component?: string | null;
  componentName?: string | null;
  url?: string | null;
  redirect?: string | null;
  sortNo: number;
  menuType: number;
  leaf: boolean;
  route: boolean;
  keepAlive: boolean;
  description?: string | null;
  delFlag: number;
  ruleFlag: number;
  hidden: boolean;
  hideTab: boolean;
  status?: string | null;
  alwaysShow: boolean;
  internalOrExternal: boolean;
}

export interface MenuMeta {
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  title?: string;
  componentName?: string;
  icon?: string;
  url?: string;
  hideTab?: boolean;
  hideMenu?: boolean;
  permissionList?: AuthItem[];
}

/** A node of `getUserPermissionByToken`'s `menu` (contract §6). */
export interface MenuNode {
  id: string;
  route: '1' | '0';
  path: string;
  name: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  component: string;
  redirect?: string | null;
  meta: MenuMeta;
  children?: MenuNode[];
}

/** A button the user holds: type "1" visibility, "2" action (disabled-by-default) entry. */
export interface AuthItem {
  action: string;
  type: string;
  describe?: string;
  status?: string;
}

/** Every button in the system; status "0" disabled (always shown), "1" enabled. */
export interface AllAuthItem {
  action: string;
  type: string;
  describe?: string;
  status: string;
}

export interface PermissionResult {
  menu: MenuNode[];
  auth: AuthItem[];
  allAuth: AllAuthItem[];
  sysSafeMode: boolean;
}

/** `POST /sys/login` and `/sys/phoneLogin` success payload (contract §2.2). */
export interface LoginResult {
  token: string;
  userInfo: SysUser;
  departs: SysDepart[];
  multi_depart: 0 | 1 | 2;
  sysAllDictItems: DictMap;
  /** Present only when the user has relTenantIds. */
  tenantList?: SysTenant[];
}

export interface LoginParams {
  username: string;
  password: string;
  captcha: string;
  checkKey: string | number;
  remember_me?: boolean;
}

export interface PhoneLoginParams {
  mobile: string;
  captcha: string;
}

export interface SmsParams {
  mobile: string;
  /** "0" login, "1" register, "2" forgot password. */
  smsmode: '0' | '1' | '2';
}

export interface CurrentUserDeparts {
  list: SysDepart[];
  orgCode: string | null;
}

export interface SelectDepartParams {
  username?: string;
  orgCode: string;
}

export interface UpdatePasswordParams {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/** `GET /sys/loginfo` (its message is, oddly, "登录成功"). */
export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}

/** One day of `GET /sys/visitInfo`. */
export interface VisitInfo {
  visit: number;
  ip: number;
  /** yyyy-MM-dd */
  tian: string;
  /** MM-dd */
  type: string;
}

/** Paging params every list endpoint accepts. */
export interface PageParams {
  pageNo?: number;
  pageSize?: number;
  column?: string;
  order?: 'asc' | 'desc';
}

// ---- Session screens: tables they read. ----

/** `SysDict` (contract §5.6). */
export interface SysDict extends AuditFields {
  id: string;
  type: number;
  dictName: string;
  dictCode: string;
  description?: string | null;
  delFlag: number;
}

/** `SysDictItem` (contract §5.6); `status` 1 启用, 0 不启用. */
export interface SysDictItem extends AuditFields {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description?: string | null;
  sortOrder: number;
  status: number;
}

/** `SysLog` (contract §5.9): logType 1 login, 2 operation. */
export interface SysLog extends AuditFields {
  id: string;
  costTime?: number | null;
  ip?: string | null;
  requestParam?: string | null;
  requestType?: string | null;
  requestUrl?: string | null;
  method?: string | null;
  /** The account's real name (the backend stores realname here). */
  username?: string | null;
  /** The login name (the backend stores username here). */
  userid?: string | null;
  logContent: string;
  logType: number;
  operateType?: number | null;
}

/** `SysAnnouncement` (contract §5.7); `titile` is the real (misspelt) key. */
export interface SysAnnouncement extends AuditFields {
  id: string;
  titile: string;
  msgContent?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  sender?: string | null;
  /** H / M / L */
  priority?: string | null;
  /** "1" 通知公告, "2" 系统消息 */
  msgCategory: string;
  /** "ALL" or "USER" */
  msgType: string;
  /** "0" 未发布, "1" 已发布, "2" 已撤销 */
  sendStatus: string;
  sendTime?: string | null;
  cancelTime?: string | null;
  delFlag: string;
  userIds?: string | null;
  busType?: string | null;
  busId?: string | null;
  openType?: string | null;
  openPage?: string | null;
  msgAbstract?: string | null;
  dtTaskId?: string | null;
}

/** `SysAnnouncementSend`: one user's copy of an announcement. */
export interface SysAnnouncementSend extends AuditFields {
  id: string;
  anntId: string;
  userId: string;
  /** "0" unread, "1" read */
  readFlag: string;
  readTime?: string | null;
}

/** `GET /sys/annountCement/listByUser` result (code 0). */
export interface UserAnnouncements {
  anntMsgList: SysAnnouncement[];
  anntMsgTotal: number;
  sysMsgList: SysAnnouncement[];
  sysMsgTotal: number;
}

/** `GET /sys/tenant/getCurrentUserTenant` result: `{}` when the user has no tenants. */
export interface CurrentUserTenant {
  list?: SysTenant[];
}

// ---- Pickers: trees and the online report JPopup reads. ----

/** `SysDepartTreeModel` (contract §5.x): a department with tree keys; leaves carry `children: null`. */
export interface SysDepartTreeModel extends SysDepart {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children: SysDepartTreeModel[] | null;
}

/** `TreeSelectModel` (category and table tree dictionaries): the JSON key is `leaf`, not isLeaf. */
export interface TreeSelectModel {
  key: string;
  title: string;
  value: string | null;
  code: string | null;
  parentId: string | null;
  leaf: boolean;
  icon: string | null;
  children: TreeSelectModel[] | null;
}

/** `SysCategory` (contract §5.10): root rows have pid "0"; hasChild "1"/"0". */
export interface SysCategory extends AuditFields {
  id: string;
  pid: string;
  name: string;
  code: string;
  sysOrgCode?: string | null;
  hasChild: string;
}

/** A column of `getRpColumns` (online report; closed source, shape as JPopup reads it). */
export interface OnlReportColumn {
  title: string;
  dataIndex: string;
  align?: 'left' | 'center' | 'right';
  width?: number | null;
  sorter?: boolean;
  /** A dictionary code whose texts replace the cell values. */
  customRender?: string;
}

/** `GET /online/cgreport/api/getRpColumns/{code}` result. */
export interface OnlReportColumns {
  columns: OnlReportColumn[];
  dictOptions: DictMap;
  cgRpConfigId: string;
  cgRpConfigName: string;
}

/** One query condition of `GET /online/cgreport/api/getQueryInfo/{id}`. */
export interface OnlReportQueryItem {
  field: string;
  label: string;
  /** 'text' | 'list' | 'date' | 'datetime' | 'number' */
  view: string;
  /** 'single' sends `field`; 'group' sends `field_begin` / `field_end`. */
  mode: 'single' | 'group';
  dictCode?: string | null;
  /** '1' = shown only after 展开. */
  hidden: '0' | '1';
}

// ---- Lists: positions, advanced query, import results. ----

/** `SysPosition` (contract §5.11): postRank is a `position_rank` dictionary value ("1".."5"). */
export interface SysPosition extends AuditFields {
  id: string;
  code: string | null;
  name: string | null;
  postRank: string | null;
  companyId?: string | null;
  sysOrgCode?: string | null;
}

/** Advanced-query rules (`QueryRuleEnum` conditions, contract §1.6). */
export type SuperQueryRule = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'like' | 'left_like' | 'right_like';

/** One element of the URL-encoded `superQueryParams` JSON array. */
export interface SuperQueryCondition {
  field: string;
  rule: SuperQueryRule;
  val: string;
  /** `date` / `datetime` make the backend parse `val`. */
  type?: string;
  /** int | bigdecimal | short | long | float | double | boolean casts `val`. */
  dbType?: string;
}

/** `result` of an import answered with code 201 (`ImportExcelUtil.imporReturnRes`, contract §1.7). */
export interface ImportErrorReport {
  totalCount: number;
  errorCount: number;
  successCount: number;
  msg: string;
  fileUrl: string;
  fileName: string;
}

// ---- Notices. ----

/** `AnnouncementSendModel` (contract §5.7): one row of 我的消息 (`getMyAnnouncementSend`); `id` is the send row's. */
export interface AnnouncementSendModel {
  id: string;
  anntId: string;
  userId: string;
  titile: string;
  msgContent: string | null;
  sender: string | null;
  priority: string | null;
  /** "0" unread, "1" read */
  readFlag: string;
  sendTime: string | null;
  msgCategory: string;
  busId: string | null;
  busType: string | null;
  openType: string | null;
  openPage: string | null;
  msgAbstract: string | null;
}

// ---- Scheduled jobs and logs. ----

/** `QuartzJob` (contract §5.8, §4.14); `status` 0 正常, -1 停止 (dict quartz_status). */
export interface QuartzJob extends AuditFields {
  id: string;
  delFlag?: number | null;
  jobClassName: string;
  cronExpression: string;
  parameter?: string | null;
  description?: string | null;
  status: number;
}

/** `SysDataLog` (contract §5.15): one saved version of a record; `dataContent` is JSON text. */
export interface SysDataLog extends AuditFields {
  id: string;
  dataTable: string;
  dataId: string;
  dataContent: string;
  dataVersion: string;
}

/** `SysUserOnlineVO` (contract §4.22): one live token of `/sys/online/list`. */
export interface SysUserOnline {
  id: string;
  token: string;
  username: string;
  realname: string;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | null;
  phone?: string | null;
}

/** `SysDepartRole` (contract §5 #20): a role scoped to one department. */
export interface SysDepartRole {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
}

/** A row of `/sys/user/queryByOrgCodeForAddressList` (contract §4.6). */
export interface AddressListRow {
  userId: string;
  realname: string;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  email: string | null;
  phone: string | null;
  departId: string;
  departName: string;
  avatar: string | null;
}

/** `SysCheckRule` (contract §5.12); `ruleJson` is a JSON array of `{digits, pattern, message}`. */
export interface SysCheckRule extends AuditFields {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription?: string | null;
}

/** `SysFillRule` (contract §5.13): `ruleClass` names the Java IFillRuleHandler, `ruleParams` is JSON. */
export interface SysFillRule extends AuditFields {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleClass: string;
  ruleParams?: string | null;
}

// ---- misc administration entities (contract §5.16-18), added for the data-source, gateway and message screens ----

/** A data source (§5.16). `dbPassword` is encrypted in lists and decrypted only by `queryById`. */
export interface SysDataSource {
  id: string;
  code: string;
  name: string;
  remark?: string | null;
  dbType?: string | null;
  dbDriver?: string | null;
  dbUrl?: string | null;
  dbName?: string | null;
  dbUsername?: string | null;
  dbPassword?: string | null;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
  sysOrgCode?: string | null;
}

/** A gateway route predicate or filter: `{name: 'Path', args: ['/sys/**']}`. */
export interface GatewayRouteRule {
  name: string;
  args: string[];
}

/** A gateway route as `/sys/gatewayRoute/list` returns it: predicates/filters parsed to arrays (§4.20, §5.17). */
export interface SysGatewayRoute {
  id: string;
  routerId: string;
  name: string;
  uri: string;
  predicates: GatewayRouteRule[] | null;
  filters: GatewayRouteRule[] | null;
  stripPrefix?: number | null;
  retryable?: number | null;
  persistable?: number | null;
  showApi?: number | null;
  status: number;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
  sysOrgCode?: string | null;
}

/** A message template (§5.18). */
export interface SysMessageTemplate {
  id: string;
  templateCode: string;
  templateName: string;
  templateContent?: string | null;
  templateTestJson?: string | null;
  templateType?: string | null;
  useStatus?: string | null;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
}

/** A pushed message, the push log (§5.18). */
export interface SysMessage {
  id: string;
  esTitle?: string | null;
  esContent?: string | null;
  esParam?: string | null;
  esReceiver?: string | null;
  esResult?: string | null;
  esSendNum?: number | null;
  esSendStatus?: string | null;
  esSendTime?: DateTimeString | null;
  esType?: string | null;
  remark?: string | null;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
}

// ---- Content management and information audit (the spec names no endpoints, see README) ----

/** The content areas of the public website, by their permission prefix (menu buttons `<area>:add` …). */
export type ContentArea =
  | 'friendship_link'
  | 'home_picture_link'
  | 'picture_link'
  | 'notice'
  | 'hot_focus'
  | 'work_status'
  | 'cadre_work'
  | 'care_children'
  | 'study_garden'
  | 'thematic_activities'
  | 'example_power'
  | 'pre_computation';

/**
 * Audit state of an item (dict `content_audit_status`): '0' 草稿 (never submitted), '1' 待审核,
 * '2' 审核通过, '3' 已驳回. Only an approved item is shown on the public site.
 */
export type ContentAuditStatus = '0' | '1' | '2' | '3';

/** One item of any content area: a link, a picture link or an article. */
export interface ContentItem {
  id: string;
  area: ContentArea;
  title: string;
  /** Sanitised before display: it is server-supplied HTML. */
  content?: string | null;
  /** Upload path of the cover / link picture (served by /sys/common/static). */
  coverImage?: string | null;
  /** Upload paths, comma-separated (the JUpload convention). */
  attachments?: string | null;
  /** Target URL of links and picture links. */
  linkUrl?: string | null;
  /** Column (栏目) within the area (per-area dictionaries, see README "Content endpoints"). */
  columnCode?: string | null;
  source?: string | null;
  author?: string | null;
  publishTime?: DateTimeString | null;
  sortNo?: number | null;
  /** '1' 上线 (shown on the site once approved), '0' 下线 (dict `content_publish_status`). */
  status?: string | null;
  auditStatus: ContentAuditStatus;
  auditReason?: string | null;
  auditBy?: string | null;
  auditTime?: DateTimeString | null;
  submitBy?: string | null;
  submitTime?: DateTimeString | null;
  viewCount?: number | null;
  sysOrgCode?: string | null;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
}

/** What an entry of the audit trail records (table `biz_content_audit_log`). */
export type ContentAuditAction = 'submit' | 'pass' | 'reject';

/** One step of an item's audit trail: who did what, when, and why (a rejection's reason). */
export interface ContentAuditLog {
  id: string;
  contentId: string;
  area: ContentArea;
  action: ContentAuditAction;
  /** The rejection reason; null for submit and pass. */
  reason?: string | null;
  /** Username of the actor. */
  operator: string;
  /** Real name of the actor at the time (the trail outlives renames). */
  operatorName?: string | null;
  createTime: DateTimeString;
}

/** Header figures of the information audit screen. */
export interface ContentAuditCounts {
  pending: number;
  passedToday: number;
  rejectedToday: number;
}

// ---- workflow (fake endpoints under /workflow, fake-server/README.md) ----

/** Field types of a designed form. */
export type WfFieldType = 'text' | 'textarea' | 'number' | 'date' | 'select' | 'user';

/** One field of a designed form, in display order. */
export interface WfFormField {
  label: string;
  /** Property name in the instance's form data (letters, digits, _; starts with a letter). */
  key: string;
  type: WfFieldType;
  required: boolean;
  /** Choices of a `select` field. */
  options?: string[];
}

/** A form definition: the draft field list plus the number of its latest published version (0: none). */
export interface WfForm {
  id: string;
  name: string;
  code: string;
  description?: string | null;
  fields: WfFormField[];
  latestVersion: number;
  /** 'draft' never published, 'published' draft equals the latest version, 'modified' draft changed since. */
  state: 'draft' | 'published' | 'modified';
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateTime?: DateTimeString | null;
}

/** A frozen, numbered version of a form (v1, v2 …). */
export interface WfFormVersion {
  id: string;
  formId: string;
  formName: string;
  formCode: string;
  version: number;
  fields: WfFormField[];
  publishBy: string;
  publishTime: DateTimeString;
}

export type WfActionCode = 'approve' | 'reject' | 'transfer' | 'back';

/** A task action (动作管理): its label, colour and whether a comment is required. */
export interface WfAction {
  id: string;
  code: WfActionCode;
  name: string;
  color: string;
  commentRequired: boolean;
  sortNo: number;
}

/** How a step finds its assignee: chosen at start, fixed users, or anyone holding a role (claim first). */
export type WfAssigneeMode = 'start' | 'users' | 'role';

export interface WfStep {
  id: string;
  name: string;
  assigneeMode: WfAssigneeMode;
  /** Usernames, comma-joined, for mode 'users' (the first one gets the task). */
  users?: string | null;
  /** roleCode for mode 'role'. */
  role?: string | null;
  actions: WfActionCode[];
}

export interface WfProcess {
  id: string;
  name: string;
  key: string;
  formId: string;
  formName?: string | null;
  /** Bumped on every publish; 0 while never published. */
  version: number;
  state: 'draft' | 'published';
  steps: WfStep[];
  description?: string | null;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateTime?: DateTimeString | null;
}

export type WfInstanceState = 'running' | 'completed' | 'rejected';

export interface WfInstance {
  id: string;
  title: string;
  processId: string;
  processName: string;
  formVersionId: string;
  formVersion: number;
  formData: Record<string, string>;
  /** stepId → username chosen at start. */
  assignees: Record<string, string>;
  starter: string;
  starterName: string;
  startTime: DateTimeString;
  endTime?: DateTimeString | null;
  state: WfInstanceState;
  /** Index into the process steps; -1 once ended. */
  stepIndex: number;
  currentStep?: string | null;
  currentAssignee?: string | null;
  currentAssigneeName?: string | null;
  /** Candidate role while a role task waits for a claim. */
  currentRole?: string | null;
}

export type WfTaskState = 'pending' | 'claimed' | 'approved' | 'rejected' | 'transferred' | 'returned';

export interface WfTask {
  id: string;
  instanceId: string;
  instanceTitle: string;
  processName: string;
  stepIndex: number;
  stepName: string;
  assignee?: string | null;
  assigneeName?: string | null;
  candidateRole?: string | null;
  state: WfTaskState;
  actions: WfActionCode[];
  createTime: DateTimeString;
  endTime?: DateTimeString | null;
  operator?: string | null;
  comment?: string | null;
}

/** One line of the audit trail (流转记录). */
export interface WfRecord {
  id: string;
  instanceId: string;
  instanceTitle: string;
  taskId?: string | null;
  stepName: string;
  action: WfActionCode | 'start' | 'claim';
  actionName: string;
  operator: string;
  operatorName: string;
  comment?: string | null;
  /** Transfer target or next assignee, for the record's reader. */
  target?: string | null;
  time: DateTimeString;
}

export interface WfStartParams {
  processId: string;
  title?: string;
  formData: Record<string, string>;
  assignees: Record<string, string>;
}

export interface WfCompleteParams {
  taskId: string;
  action: WfActionCode;
  comment?: string;
  /** Username to transfer to (action 'transfer'). */
  transferTo?: string;
}

// ---- Dashboards (endpoints in fake-server/README.md "Dashboard endpoints"). ----

/** Period of the 业务指数 dashboard (`/dashboard/bdc?range=`). */
export type DashboardRange = 'week' | 'month' | 'year';

/** One KPI of the current period with the same figure of the previous period (trend arrow). */
export interface BdcKpi {
  key: string;
  label: string;
  unit: string;
  value: number;
  previous: number;
}

/** One bar group: a day (week/month range) or a month (year range). */
export interface BdcBucket {
  label: string;
  accepted: number;
  completed: number;
}

export interface BdcDepartRank {
  departName: string;
  value: number;
}

/** `GET /dashboard/bdc?range=week|month|year`: figures generated from a date-seeded random. */
export interface BdcIndex {
  range: DashboardRange;
  /** "2026-11-16 ~ 2026-11-22" */
  periodLabel: string;
  kpis: BdcKpi[];
  buckets: BdcBucket[];
  departRank: BdcDepartRank[];
}

/** `GET /dashboard/contentStats`: items per content area and the audit backlog, from the content table. */
export interface DashboardContentStats {
  total: number;
  areas: Array<{ area: ContentArea; areaName: string; total: number; published: number }>;
  backlog: { draft: number; pending: number; rejected: number };
}

/** Column of the 任务看板: 待处理 / 进行中 / 已完成. */
export type DashboardTaskStatus = 'todo' | 'doing' | 'done';

export interface DashboardTask {
  id: string;
  title: string;
  status: DashboardTaskStatus;
  /** L 低 / M 中 / H 高 */
  priority: 'L' | 'M' | 'H';
  assignee: string;
  departName: string;
  dueDate: string;
  createTime: string;
  updateTime?: string | null;
}

/** `GET /dashboard/tasks`: every task with the column counts. */
export interface DashboardTaskBoard {
  tasks: DashboardTask[];
  counts: Record<DashboardTaskStatus, number>;
}

/** `GET /dashboard/monitor`: live figures, different on every call. */
export interface DashboardMonitor {
  /** epoch ms of the sample */
  at: number;
  requestsPerSecond: number;
  /** 0..1 */
  cpuUsage: number;
  /** 0..1 */
  memoryUsage: number;
  activeRegions: Array<{ region: string; sessions: number }>;
}

/** `GET /dashboard/workplace`: the signed-in user's work index (radar) for the last 30 days. */
export interface DashboardWorkplace {
  dimensions: Array<{ name: string; value: number; max: number }>;
  loginCount: number;
}

// ---- Account settings: fake-only endpoints under /zw-lgb2/account/* ----

/** 新消息通知 switches per user (`/account/notification-settings`; not part of the real backend). */
export interface AccountNotificationSettings {
  /** 系统消息 */
  systemMessage: boolean;
  /** 待办任务 */
  todoTask: boolean;
  /** 账户密码 */
  accountPassword: boolean;
}

/** 个人中心 extras per user (`/account/profile`; not part of the real backend): tags and a self-description. */
export interface AccountProfileExtras {
  tags: string[];
  description: string;
}

export type AccountBindingType = 'dingtalk' | 'wechat_enterprise' | 'wechat';

/** One row of 账户绑定 (`/account/bindings`; not part of the real backend). */
export interface AccountBinding {
  type: AccountBindingType;
  bound: boolean;
  /** The third-party account name when bound. */
  account?: string | null;
  bindTime?: string | null;
}

// ---- OSS files: JeecgBoot's OSSFile (`/sys/oss/file/*`, table oss_file). ----

/** One stored file of 文件管理 (OssFileController). */
export interface OssFile {
  id: string;
  fileName: string | null;
  url: string | null;
  createBy?: string | null;
  createTime?: string | null;
  updateBy?: string | null;
  updateTime?: string | null;
}

/** 系统通告 as configuration of the list helper (contract §4.3, console.md §3 announcement record). */
import type { SysAnnouncementRow } from '@/api/sys/announcement';
import { listUrlsOf, type ListScreenSpec } from '@/widgets/list';
import { ANNOUNCEMENT_API } from '@/api/sys/announcement';

export type AnnouncementRow = SysAnnouncementRow;

export const ANNOUNCEMENT_URLS = listUrlsOf(ANNOUNCEMENT_API);

export const ANNOUNCEMENT_TEXT = {
  // The Vue SysAnnouncementList's handleExportXls('系统通告').
  exportName: '系统通告',
  titile: '标题',
  msgCategory: '消息类型',
  startTime: '开始时间',
  endTime: '结束时间',
  priority: '优先级',
  msgType: '通告类型',
  userIds: '指定用户',
  msgContent: '内容',
  titleRequired: '请输入标题',
  endRequired: '请选择结束时间',
  endBeforeStart: '结束时间不能早于开始时间',
  usersRequired: '请选择指定用户',
  release: '发布',
  revoke: '撤销',
  releaseConfirm: '确定发布吗?',
  revokeConfirm: '确定撤销吗?',
  cancel: '取消',
  ok: '确定',
  close: '关闭',
} as const;

export const CATEGORY_OPTIONS = [
  { value: '1', text: '通知公告' },
  { value: '2', text: '系统消息' },
] as const;

export const MSG_TYPE_OPTIONS = [
  { value: 'ALL', text: '全体用户' },
  { value: 'USER', text: '指定用户' },
] as const;

/** The priority dictionary (H 高 / M 中 / L 低); the bell shows them as 紧急 / 重要 / 一般消息. */
export const PRIORITY_OPTIONS = [
  { value: 'H', text: '高' },
  { value: 'M', text: '中' },
  { value: 'L', text: '低' },
] as const;

export const ANNOUNCEMENT_SCREEN: ListScreenSpec<AnnouncementRow> = {
  url: ANNOUNCEMENT_URLS,
  exportName: ANNOUNCEMENT_TEXT.exportName,
  columns: [
    { field: 'titile', title: '标题', flex: 2, sortable: true },
    { field: 'msgCategory_dictText', title: '消息类型', width: 100 },
    { field: 'sender', title: '发布人', width: 100 },
    { field: 'priority_dictText', title: '优先级', width: 80 },
    { field: 'msgType_dictText', title: '通告对象', width: 100 },
    { field: 'sendStatus_dictText', title: '发布状态', width: 100 },
    { field: 'sendTime', title: '发布时间', width: 170, sortable: true },
    { field: 'cancelTime', title: '撤销时间', width: 170 },
  ],
  queryFields: [{ name: 'titile', label: '标题', mode: 'like' }],
  permissionPrefix: 'announcement',
  /** Headers the import preview insists on (the @Excel name of SysAnnouncement's titile). */
  importRequiredColumns: ['标题'],
};

/** The content areas' endpoints (README "Content endpoints"; the spec names none). */
import { getAction, postAction, putAction } from './http';
import type { DateTimeString, Result } from './envelope';

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

/** A listed item with the DictAspect labels. */
export type ContentRow = ContentItem & {
  auditStatus_dictText?: string;
  columnCode_dictText?: string;
  status_dictText?: string;
};

/** What the form sends: the editable properties (the server owns area, audit and bookkeeping). */
export type ContentInput = Pick<
  ContentItem,
  'title' | 'content' | 'coverImage' | 'attachments' | 'linkUrl' | 'columnCode' | 'source' | 'author' | 'publishTime' | 'sortNo' | 'status'
>;

/** Base path of an area: `/content/<segment>`. */
export const contentBase = (segment: string): string => `/content/${segment}`;

export function contentUrls(segment: string) {
  const base = contentBase(segment);
  return {
    list: `${base}/list`,
    delete: `${base}/delete`,
    deleteBatch: `${base}/deleteBatch`,
    exportXls: `${base}/exportXls`,
  };
}

export const addContent = (segment: string, values: Partial<ContentInput>): Promise<Result<unknown>> => postAction(`${contentBase(segment)}/add`, values);

export const editContent = (segment: string, values: Partial<ContentInput> & { id: string }): Promise<Result<unknown>> =>
  putAction(`${contentBase(segment)}/edit`, values);

export const queryContentById = (segment: string, id: string): Promise<Result<ContentRow>> => getAction<ContentRow>(`${contentBase(segment)}/queryById`, { id });

/** Sends a 草稿 or 已驳回 item to the audit queue (→ 待审核). */
export const submitContent = (segment: string, id: string): Promise<Result<unknown>> => putAction(`${contentBase(segment)}/submit`, { id });

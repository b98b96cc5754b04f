/** The content areas' endpoints (README "Content endpoints"; the spec names none). */
import { getAction, postAction, putAction } from './http';
import type { ContentItem, Result } from './types';

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

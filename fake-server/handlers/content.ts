/**
 * The content areas' endpoints (README "Content endpoints"): one set of routes per area over the
 * single `biz_content` table, with the list conventions of contract §1.5-1.7, `_dictText`
 * labels, button permissions refused like Shiro (code 510), and the editor's half of the audit
 * flow (`submit`); approving and rejecting belong to the audit queue (`/content/audit/*`).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ContentArea, ContentAuditStatus, ContentItem } from '@/api/content';
import { contentTable, CONTENT_AREA_PATHS } from '../db/content';
import { recordAuditLog } from './content-audit';
import { plain } from '../db/table';
import { requireSession, type Session } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { listPage, queryRows, type EntityFields } from '../lib/list-query';
import { permissionsOfUser } from '../lib/menu';
import { c0, error, noauth, okMsg, okMsgData } from '../lib/result';
import { api, apiPath, apiUrl, readJson, str } from '../lib/route';
import { excelResponse, writeWorkbook, type SheetColumn } from '../lib/xls';
import { AREA_CORPUS, type ContentKind } from '../seed/content-corpus';
import { CONTENT_AUDIT_DICT, CONTENT_COLUMN_DICT, CONTENT_PUBLISH_DICT, SEED_ATTACHMENT_DIR } from '../seed/content';
import { seedPictureBytes, seedPictureNumber } from '../seed/content-images';
import { CONTENT_COLUMN_LIMITS, overLongField } from '@/lib/column-limits';
import { DATA_TOO_LONG } from '../lib/result';

export const NO_PERMISSION = '没有权限，请联系管理员授权';
export const CONTENT_MSG = {
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  batchDeleted: '批量删除成功!',
  notFound: '未找到对应数据',
  submitted: '提交成功，等待审核',
  alreadyPending: '该信息已提交审核，请等待审核结果',
  alreadyApproved: '该信息已审核通过，无需重复提交',
  titleRequired: '标题不能为空',
  titleTooLong: '标题长度不能超过100个字符',
  linkUrlInvalid: '链接地址必须以http://或https://开头',
  coverRequired: '请上传图片',
} as const;

/** Entity properties: the query and sort fields (`area` is fixed by the route). */
export const CONTENT_FIELDS: EntityFields = {
  id: 'string',
  title: 'string',
  linkUrl: 'string',
  columnCode: 'string',
  source: 'string',
  author: 'string',
  publishTime: 'date',
  sortNo: 'int',
  status: 'string',
  auditStatus: 'string',
  auditTime: 'date',
  submitTime: 'date',
  viewCount: 'int',
  sysOrgCode: 'string',
  createBy: 'string',
  createTime: 'date',
  updateBy: 'string',
  updateTime: 'date',
};

const DICT_FIELDS = { auditStatus: CONTENT_AUDIT_DICT, columnCode: CONTENT_COLUMN_DICT, status: CONTENT_PUBLISH_DICT };

const EXCEL_COLUMNS: readonly SheetColumn[] = [
  { header: '标题', key: 'title', width: 40 },
  { header: '栏目', key: 'columnCode_dictText' },
  { header: '链接地址', key: 'linkUrl', width: 30 },
  { header: '来源', key: 'source' },
  { header: '作者', key: 'author' },
  { header: '发布时间', key: 'publishTime', width: 20 },
  { header: '排序', key: 'sortNo' },
  { header: '状态', key: 'status_dictText' },
  { header: '审核状态', key: 'auditStatus_dictText' },
  { header: '创建人', key: 'createBy' },
  { header: '创建时间', key: 'createTime', width: 20 },
];

/** Properties an editor may write; the audit ones are the server's. */
const WRITABLE = ['title', 'content', 'coverImage', 'attachments', 'linkUrl', 'columnCode', 'source', 'author', 'publishTime', 'status'] as const;

const rowsOf = (area: ContentArea): ContentItem[] => contentTable.findMany((q) => q.where({ area })).map((r) => plain(r));
const findItem = (area: ContentArea, id: string | null) => (id ? contentTable.findFirst((q) => q.where({ id, area })) : undefined);
const decorate = (rows: readonly ContentItem[]) => withDictText(rows, DICT_FIELDS);

function holds(session: Session, perms: string): boolean {
  return permissionsOfUser(session.user.id).some((p) => p.perms === perms);
}

/** What the entity's validation annotations and the form rules would refuse; null when fine. */
export function contentProblem(kind: ContentKind, item: Partial<ContentItem>): string | null {
  const title = (item.title ?? '').trim();
  if (!title) return CONTENT_MSG.titleRequired;
  if (title.length > 100) return CONTENT_MSG.titleTooLong;
  if (kind !== 'article' && !/^https?:\/\/\S+$/i.test(item.linkUrl ?? '')) return CONTENT_MSG.linkUrlInvalid;
  if (kind === 'picture' && !item.coverImage) return CONTENT_MSG.coverRequired;
  // A value past its column is the database's refusal (DataIntegrityViolationException, contract §1.3).
  if (overLongField(item, CONTENT_COLUMN_LIMITS)) return DATA_TOO_LONG;
  return null;
}

function readItem(body: Record<string, unknown>): Partial<ContentItem> {
  const out: Partial<Record<(typeof WRITABLE)[number], string | null>> = {};
  for (const key of WRITABLE) if (key in body) out[key] = str(body[key]);
  const sort = body.sortNo;
  const sortNo = sort === null || sort === undefined || sort === '' ? undefined : Number(sort);
  return { ...(out as Partial<ContentItem>), ...(sortNo !== undefined && Number.isFinite(sortNo) ? { sortNo } : {}) };
}

/** A new item of the area as 新增 stores it: a 草稿 (never submitted) published now unless the input says otherwise. */
function newContentRow(area: ContentArea, input: Partial<ContentItem>, session: Session): ContentItem {
  const now = formatDateTime(Date.now());
  return {
    content: null, coverImage: null, attachments: null, linkUrl: null, columnCode: null, source: null, author: null,
    publishTime: now, sortNo: 1, status: '1',
    ...input,
    id: newId(),
    area,
    title: (input.title ?? '').trim(),
    auditStatus: '0',
    auditReason: null, auditBy: null, auditTime: null, submitBy: null, submitTime: null, viewCount: 0,
    sysOrgCode: session.user.orgCode ?? null,
    createBy: session.user.username,
    createTime: now,
    updateBy: null,
    updateTime: null,
  };
}

function areaHandlers(area: ContentArea): HttpHandler[] {
  const base = `/content/${CONTENT_AREA_PATHS[area]}`;
  const { kind } = AREA_CORPUS[area];
  return [
    api.get(`${base}/list`, ({ query }) => {
      const page = listPage(rowsOf(area), query, CONTENT_FIELDS);
      return c0({ ...page, records: decorate(page.records) });
    }),

    api.get(`${base}/queryById`, ({ query }) => {
      const row = findItem(area, query.get('id'));
      return row ? c0(decorate([plain(row)])[0]) : error(CONTENT_MSG.notFound);
    }),

    api.post(`${base}/add`, async ({ request }) => {
      const session = await requireSession(request);
      if (!holds(session, `${area}:add`)) return noauth(NO_PERMISSION);
      const input = readItem(await readJson(request));
      const problem = contentProblem(kind, input);
      if (problem) return error(problem);
      await contentTable.create(newContentRow(area, input, session));
      return okMsgData(CONTENT_MSG.added, null);
    }),

    ...api.methods(['put', 'post'], `${base}/edit`, async ({ request }) => {
      const session = await requireSession(request);
      if (!holds(session, `${area}:edit`)) return noauth(NO_PERMISSION);
      const body = await readJson(request);
      const existing = findItem(area, str(body.id));
      if (!existing) return error(CONTENT_MSG.notFound);
      const input = readItem(body);
      const problem = contentProblem(kind, { ...plain(existing), ...input });
      if (problem) return error(problem);
      await contentTable.update(existing, {
        data(draft) {
          Object.assign(draft, input);
          if (input.title) draft.title = input.title.trim();
          // A changed approved item is no longer what the reviewer approved: back to 草稿.
          if (draft.auditStatus === '2') draft.auditStatus = '0';
          draft.updateBy = session.user.username;
          draft.updateTime = formatDateTime(Date.now());
        },
      });
      return okMsgData(CONTENT_MSG.edited, null);
    }),

    api.put(`${base}/submit`, async ({ request }) => {
      const session = await requireSession(request);
      if (!holds(session, `${area}:edit`)) return noauth(NO_PERMISSION);
      const body = await readJson(request);
      const existing = findItem(area, str(body.id));
      if (!existing) return error(CONTENT_MSG.notFound);
      const from: ContentAuditStatus = existing.auditStatus;
      if (from === '1') return error(CONTENT_MSG.alreadyPending);
      if (from === '2') return error(CONTENT_MSG.alreadyApproved);
      await contentTable.update(existing, {
        data(draft) {
          draft.auditStatus = '1';
          draft.auditReason = null;
          draft.submitBy = session.user.username;
          draft.submitTime = formatDateTime(Date.now());
        },
      });
      // The audit modal shows the whole history, submissions included.
      await recordAuditLog(existing, 'submit', { username: session.user.username, realname: session.user.realname });
      return okMsg(CONTENT_MSG.submitted);
    }),

    api.delete(`${base}/delete`, async ({ request, query }) => {
      const session = await requireSession(request);
      if (!holds(session, `${area}:delete`)) return noauth(NO_PERMISSION);
      const existing = findItem(area, query.get('id'));
      if (!existing) return error(CONTENT_MSG.notFound);
      contentTable.delete((q) => q.where({ id: existing.id }));
      return okMsg(CONTENT_MSG.deleted);
    }),

    api.delete(`${base}/deleteBatch`, async ({ request, query }) => {
      const session = await requireSession(request);
      if (!holds(session, `${area}:batch_delete`)) return noauth(NO_PERMISSION);
      const wanted = new Set((query.get('ids') ?? '').split(',').filter(Boolean));
      if (wanted.size === 0) return error('参数不识别！');
      contentTable.deleteMany((q) => q.where({ area, id: (id: string) => wanted.has(id) }));
      return okMsg(CONTENT_MSG.batchDeleted);
    }),

    api.get(`${base}/exportXls`, async ({ request, query }) => {
      const { user } = await requireSession(request);
      let rows = queryRows(rowsOf(area), query, CONTENT_FIELDS);
      const selections = query.get('selections');
      if (selections) {
        const ids = new Set(selections.split(','));
        rows = rows.filter((r) => ids.has(r.id));
      }
      const bytes = await writeWorkbook({
        title: '信息列表数据',
        secondTitle: `导出人:${user.realname}`,
        sheetName: '导出信息',
        columns: EXCEL_COLUMNS,
        rows: decorate(rows),
      });
      return excelResponse(bytes, '信息列表');
    }),
  ];
}

/** Seeded pictures (fake-server/seed/content-images.ts); other static paths fall through. */
const seedPictureHandler: HttpHandler = http.get(apiUrl('/sys/common/static/content/seed/*'), ({ request }) => {
  const path = decodeURIComponent(apiPath(request.url).slice('/sys/common/static/'.length));
  const n = seedPictureNumber(path);
  if (n === null) return undefined;
  const bytes = seedPictureBytes(n);
  return new HttpResponse(bytes.slice().buffer, {
    headers: { 'Content-Type': 'image/bmp', 'Content-Disposition': `inline;fileName=${path.slice(path.lastIndexOf('/') + 1)}`, 'Content-Length': String(bytes.length) },
  });
});

/** Seeded attachments (seed/content.ts): a short text file named as the path says. */
const seedAttachmentHandler: HttpHandler = http.get(apiUrl(`/sys/common/static/${SEED_ATTACHMENT_DIR}*`), ({ request }) => {
  const path = decodeURIComponent(apiPath(request.url).slice('/sys/common/static/'.length));
  const name = path.slice(path.lastIndexOf('/') + 1);
  const body = new TextEncoder().encode(`${name.replace(/_\d+\.txt$/, '')}\n（演示数据）\n`);
  return new HttpResponse(body.buffer, {
    headers: { 'Content-Type': 'application/force-download', 'Content-Disposition': `attachment;fileName=${encodeURIComponent(name)}`, 'Content-Length': String(body.length) },
  });
});

/** Register after `uploadHandlers` and before `staticNotFoundHandler` (the picture route falls through). */
export const contentHandlers: HttpHandler[] = [...(Object.keys(CONTENT_AREA_PATHS) as ContentArea[]).flatMap(areaHandlers), seedPictureHandler, seedAttachmentHandler];

/** List columns and query fields of each kind; the audit column carries the 提交审核 action. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ContentRow } from '@/api/content';
import { fileAccessUrl } from '@/api/files';
import type { ListColumn, QueryField } from '@/widgets/list';
import { CONTENT_DICTS, type ContentAreaDef, type ContentKind } from './areas';
import { AuditChip } from './AuditChip';
import { CONTENT_TEXT as T } from './content-text';

const F = T.fields;

const cover: ListColumn<ContentRow> = {
  field: 'coverImage',
  title: F.coverImage,
  width: 120,
  render: (row) => (row.coverImage ? <Box component="img" src={fileAccessUrl(row.coverImage)} alt={row.title} sx={{ height: 40, maxWidth: 100, objectFit: 'cover', verticalAlign: 'middle' }} /> : null),
};
const title: ListColumn<ContentRow> = { field: 'title', title: F.title, main: true, sortable: true };
const column: ListColumn<ContentRow> = { field: 'columnCode_dictText', title: F.columnCode, width: 110, sortable: true };
const linkUrl: ListColumn<ContentRow> = { field: 'linkUrl', title: F.linkUrl, flex: 1.5, align: 'left' };
const sortNo: ListColumn<ContentRow> = { field: 'sortNo', title: F.sortNo, width: 80, sortable: true };
const status: ListColumn<ContentRow> = { field: 'status_dictText', title: F.status, width: 80 };
const source: ListColumn<ContentRow> = { field: 'source', title: F.source, width: 140 };
const author: ListColumn<ContentRow> = { field: 'author', title: F.author, width: 90 };
const publishTime: ListColumn<ContentRow> = { field: 'publishTime', title: F.publishTime, width: 170, sortable: true };

const BY_KIND: Readonly<Record<ContentKind, readonly ListColumn<ContentRow>[]>> = {
  link: [title, column, linkUrl, sortNo, status],
  picture: [cover, title, column, linkUrl, sortNo, status],
  article: [title, column, source, author, publishTime, status],
};

/** Row actions of the audit column; each is offered only when given. */
export interface AuditColumnActions {
  /** 提交审核, for 草稿 / 已驳回 items. */
  onSubmit?: (row: ContentRow) => void;
  /** 审核, for 待审核 items. */
  onAudit?: (row: ContentRow) => void;
}

/** The audit column: the chip, 提交审核 for 草稿 / 已驳回 items and 审核 for 待审核 ones. */
export function auditColumn({ onSubmit, onAudit }: AuditColumnActions = {}): ListColumn<ContentRow> {
  return {
    field: 'auditStatus_dictText',
    title: F.auditStatus,
    width: 180,
    sortable: true,
    render: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', height: '100%' }}>
        <AuditChip status={row.auditStatus} text={row.auditStatus_dictText} reason={row.auditReason} />
        {onSubmit && (row.auditStatus === '0' || row.auditStatus === '3') ? (
          <Link component="button" type="button" onClick={() => onSubmit(row)}>
            {T.submit}
          </Link>
        ) : null}
        {onAudit && row.auditStatus === '1' ? (
          <Link component="button" type="button" onClick={() => onAudit(row)}>
            {T.audit}
          </Link>
        ) : null}
      </Stack>
    ),
  };
}

export function contentColumns(kind: ContentKind, actions: AuditColumnActions = {}): ListColumn<ContentRow>[] {
  return [...BY_KIND[kind], auditColumn(actions)];
}

export function contentQueryFields(def: ContentAreaDef): QueryField[] {
  const fields: QueryField[] = [
    { name: 'title', label: F.title, mode: 'like', placeholder: '请输入标题模糊查询' },
    { name: 'columnCode', label: F.columnCode, type: 'select', options: def.columns },
    { name: 'auditStatus', label: F.auditStatus, type: 'select', dictCode: CONTENT_DICTS.audit },
  ];
  if (def.kind === 'article') fields.push({ name: 'publishTime', label: F.publishTime, type: 'dateRange' });
  return fields;
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ContentRow } from '@/api/content';
import { fileAccessUrl, fileAccessUrls } from '@/api/files';
import { DetailModal, type DetailItem } from '@/widgets/form';
import { SafeHtml } from '@/widgets/rich-text';
import { FIELDS_BY_KIND, type ContentAreaDef } from './areas';
import { AuditChip } from './AuditChip';
import { CONTENT_TEXT as T } from './content-text';

export interface ContentDetailDialogProps {
  def: ContentAreaDef;
  record: ContentRow | null;
  onClose: () => void;
}

/**
 * 详情 of an item. The body is server-supplied HTML written by editors, so it goes through the
 * console's one sanitiser (SafeHtml): scripts, handlers and escaping styles go, pictures stay.
 */
export function ContentDetailDialog({ def, record, onClose }: ContentDetailDialogProps) {
  const fields = new Set(FIELDS_BY_KIND[def.kind]);
  const items: DetailItem[] = [];
  if (record) {
    items.push({ label: T.fields.title, value: record.title, span: 3 });
    items.push({ label: T.fields.columnCode, value: record.columnCode_dictText || record.columnCode });
    items.push({ label: T.fields.status, value: record.status_dictText || record.status });
    items.push({ label: T.fields.auditStatus, value: <AuditChip status={record.auditStatus} text={record.auditStatus_dictText} /> });
    if (record.auditStatus === '3' && record.auditReason) items.push({ label: T.fields.auditReason, value: record.auditReason, span: 3 });
    if (fields.has('linkUrl'))
      items.push({
        label: T.fields.linkUrl,
        value: record.linkUrl ? (
          <Link href={record.linkUrl} target="_blank" rel="noopener noreferrer">
            {record.linkUrl}
          </Link>
        ) : null,
        span: 3,
      });
    if (fields.has('source')) {
      items.push({ label: T.fields.source, value: record.source });
      items.push({ label: T.fields.author, value: record.author });
    }
    items.push({ label: T.fields.publishTime, value: record.publishTime });
    if (fields.has('coverImage'))
      items.push({
        label: T.fields.coverImage,
        value: record.coverImage ? <Box component="img" src={fileAccessUrl(record.coverImage)} alt={`${record.title} ${T.fields.coverImage}`} sx={{ maxWidth: 320, maxHeight: 180, display: 'block' }} /> : null,
        span: 3,
      });
    if (fields.has('content'))
      items.push({
        label: T.fields.content,
        value: record.content ? (
          <SafeHtml data-testid="content-body" html={record.content} sx={{ '& img': { maxWidth: '100%' }, '& p': { my: 1 } }} />
        ) : null,
        span: 3,
      });
    if (fields.has('attachments') && record.attachments)
      items.push({
        label: T.fields.attachments,
        value: fileAccessUrls(record.attachments).map((url) => (
          <Link key={url} href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
            {decodeURIComponent(url.slice(url.lastIndexOf('/') + 1))}
          </Link>
        )),
        span: 3,
      });
    items.push({ label: T.fields.createBy, value: record.createBy });
    items.push({ label: T.fields.createTime, value: record.createTime });
  }
  return <DetailModal open={record !== null} title={T.detail} items={items} column={3} width={1000} onClose={onClose} />;
}

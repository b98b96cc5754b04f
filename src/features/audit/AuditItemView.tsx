import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { AuditRow } from '@/api/audit';
import { fileAccessUrl } from '@/api/files';
import { DetailList } from '@/widgets/form';
import { SafeHtml } from '@/widgets/rich-text/safe-html';
import { AUDIT_TEXT, CONTENT_AREA_NAMES } from './audit-status';
import { AuditAttachments } from './AuditAttachments';
import { AuditStatusChip } from './AuditStatusChip';

/** The item as the public site would show it: title, its facts with 来源 and attachments, cover and sanitised body. */
export function AuditItemView({ item }: { item: AuditRow }) {
  const cover = item.coverImage ? fileAccessUrl(item.coverImage) : '';
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {item.title}
      </Typography>
      <DetailList
        column={3}
        items={[
          { label: AUDIT_TEXT.area, value: item.area_dictText || CONTENT_AREA_NAMES[item.area] || item.area },
          { label: AUDIT_TEXT.source, value: item.source || '' },
          { label: AUDIT_TEXT.author, value: item.author || '' },
          { label: AUDIT_TEXT.publishTime, value: item.publishTime || '' },
          { label: AUDIT_TEXT.submitter, value: item.submitBy_dictText || item.submitBy || '' },
          { label: AUDIT_TEXT.submitTime, value: item.submitTime || '' },
          { label: AUDIT_TEXT.state, value: <AuditStatusChip status={item.auditStatus} text={item.auditStatus_dictText} /> },
          { label: AUDIT_TEXT.attachments, value: <AuditAttachments value={item.attachments} />, span: 3 },
        ]}
      />
      <Box sx={{ my: 1.5 }}>
        <Typography variant="subtitle2">{AUDIT_TEXT.cover}</Typography>
        {cover ? <Box component="img" src={cover} alt={AUDIT_TEXT.cover} sx={{ maxWidth: 320, maxHeight: 180, objectFit: 'cover', borderRadius: 1 }} /> : <Typography color="text.secondary">{AUDIT_TEXT.noCover}</Typography>}
      </Box>
      <Divider />
      {/* Server-supplied HTML: only the sanitised form reaches the DOM. */}
      <SafeHtml data-testid="audit-body" html={item.content ?? ''} sx={{ my: 1.5, '& img': { maxWidth: '100%' } }} />
    </>
  );
}

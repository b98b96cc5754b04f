import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { AUDIT_URLS, getAuditCounts, type AuditRow, type AuditServices } from '@/api/audit';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, type ListColumn, type RowAction } from '@/widgets/list';
import { AUDIT_QUERY, AUDIT_SORT, auditListUrl, submitterOf } from './audit-config';
import { AUDIT_TABS, AUDIT_TEXT } from './audit-status';
import { AuditDialog, auditDraftForm } from './AuditDialog';
import { usePendingDraft } from '@/session/drafts';
import { AuditStatusChip } from './AuditStatusChip';

export interface InfoAuditListPageProps extends ScreenProps {
  services?: AuditServices;
}

/** Under ['audit'], which a decision invalidates as a whole. */
const COUNTS_KEY = ['audit', 'counts'] as const;

function HeaderFigure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 96 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value ?? '-'}
      </Typography>
    </Box>
  );
}

const AUDIT_COLUMNS: readonly ListColumn<AuditRow>[] = [
  { field: 'area_dictText', title: AUDIT_TEXT.area, width: 120 },
  { field: 'title', title: AUDIT_TEXT.title, flex: 1 },
  { field: 'submitBy_dictText', title: AUDIT_TEXT.submitter, width: 110, render: submitterOf },
  { field: 'submitTime', title: AUDIT_TEXT.submitTime, width: 170, sortable: true },
  { field: 'auditStatus', title: AUDIT_TEXT.state, width: 110, render: (row) => <AuditStatusChip status={row.auditStatus} text={row.auditStatus_dictText} /> },
];

/** 信息审核 (`audit/InfoAuditList`): the queue of submitted items across all content areas. */
export default function InfoAuditListPage({ title, services }: InfoAuditListPageProps) {
  const client = useQueryClient();
  const [tab, setTab] = useState(AUDIT_TABS[0].value);
  const [open, setOpen] = useState<AuditRow | null>(null);
  // 恢复草稿 of a reject reason reopens the item's modal, which takes the reason.
  usePendingDraft((draft) => {
    const item = draft.record as AuditRow | undefined;
    if (!item || draft.form !== auditDraftForm(item.id)) return false;
    setOpen(item);
    return true;
  });
  const list = useList<AuditRow>({ url: { list: auditListUrl(AUDIT_URLS.list, tab) }, queryFields: AUDIT_QUERY, defaultSort: AUDIT_SORT });
  const counts = useQuery({
    queryKey: COUNTS_KEY,
    queryFn: async () => {
      const res = await getAuditCounts();
      return res.success ? res.result : null;
    },
  });

  const rowActions = useCallback((row: AuditRow): RowAction[] => [{ label: row.auditStatus === '1' ? AUDIT_TEXT.audit : AUDIT_TEXT.view, onClick: () => setOpen(row) }], []);

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={4} sx={{ mb: 1 }}>
        <HeaderFigure label={AUDIT_TEXT.pending} value={counts.data?.pending} />
        <HeaderFigure label={AUDIT_TEXT.passedToday} value={counts.data?.passedToday} />
        <HeaderFigure label={AUDIT_TEXT.rejectedToday} value={counts.data?.rejectedToday} />
      </Stack>
      <Tabs value={tab} onChange={(_, value: string) => {
          setTab(value);
          list.setPage(1);
        }} sx={{ mb: 1.5 }} aria-label={title}>
        {AUDIT_TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>
      <ListPage list={list} spec={{ columns: AUDIT_COLUMNS, queryFields: AUDIT_QUERY }} label={title} queryRoles={null} rowActions={rowActions} />
      <AuditDialog
        item={open}
        services={services}
        onClose={() => setOpen(null)}
        onAudited={() => {
          list.reload();
          // Counts, the item and its history are all stale now.
          void client.invalidateQueries({ queryKey: ['audit'] });
        }}
      />
    </Paper>
  );
}

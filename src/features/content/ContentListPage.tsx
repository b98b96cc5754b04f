import { useCallback, useMemo, useRef, useState } from 'react';
import Paper from '@mui/material/Paper';
import { contentUrls, queryContentById, submitContent, type ContentRow } from '@/api/content';
import { useConfirm } from '@/ui/dialogs/confirm';
import { usePermission } from '@/session';
import { usePendingDraft } from '@/session/drafts';
import { ListPage, useList } from '@/widgets/list';
import { usePreloadRichTextEditor } from '@/widgets/rich-text';
import { FIELDS_BY_KIND, type ContentAreaDef } from './areas';
import { contentColumns, contentQueryFields } from './content-columns';
import { CONTENT_TEXT as T } from './content-text';
import { AuditDialog, auditDraftForm } from '@/features/audit/AuditDialog';
import { ContentDetailDialog } from './ContentDetailDialog';
import { ContentFormDialog, type ContentDialogMode } from './ContentFormDialog';
import { sendAndReport } from '@/widgets/feedback';

export interface ContentListPageProps {
  def: ContentAreaDef;
  title?: string;
}

/** The list of one content area: query, toolbar and rows by the area's permission prefix, plus 提交审核. */
export function ContentListPage({ def, title }: ContentListPageProps) {
  const urls = useMemo(() => contentUrls(def.segment), [def.segment]);
  const queryFields = useMemo(() => contentQueryFields(def), [def]);
  const list = useList<ContentRow>({ url: urls, queryFields, exportName: title ?? def.title });
  const [dialog, setDialog] = useState<{ mode: ContentDialogMode; record: ContentRow | null } | null>(null);
  const [detail, setDetail] = useState<ContentRow | null>(null);
  const can = usePermission();
  const confirm = useConfirm();
  const canSubmit = can(`${def.permissionPrefix}:edit`);
  // The area's own 审核 button, or the audit queue's buttons, open the queue's modal on this list.
  const mayPass = can('info_audit:pass') || can(`${def.permissionPrefix}:audit`);
  const mayReject = can('info_audit:reject') || can(`${def.permissionPrefix}:audit`);
  const [auditing, setAuditing] = useState<ContentRow | null>(null);
  // Articles are written in the rich-text editor: have its code ready before 新增/编辑 is clicked.
  const preloadEditor = usePreloadRichTextEditor(FIELDS_BY_KIND[def.kind].includes('content'));
  // 恢复草稿 of a reject reason reopens the item's 审核 modal, which takes the reason.
  usePendingDraft((draft) => {
    const item = draft.record as ContentRow | undefined;
    if (!item || draft.form !== auditDraftForm(item.id)) return false;
    setAuditing(item);
    return true;
  });

  const latest = useRef({ list, def });
  latest.current = { list, def };
  const submit = useCallback(
    async (row: ContentRow) => {
      if (!(await confirm({ title: T.submitConfirm, content: T.submitConfirmContent(row.title) }))) return;
      const { list: current, def: area } = latest.current;
      await sendAndReport(() => submitContent(area.segment, row.id), () => current.reload());
    },
    [confirm],
  );
  // The row may be older than the item (another tab, an API client): show it, then the fresh copy.
  const openDetail = useCallback((row: ContentRow) => {
    setDetail(row);
    queryContentById(latest.current.def.segment, row.id)
      .then((res) => {
        if (res.success && res.result) setDetail((shown) => (shown?.id === row.id ? res.result : shown));
      })
      .catch(() => undefined);
  }, []);
  const canAudit = mayPass || mayReject;
  const columns = useMemo(
    () => contentColumns(def.kind, { onSubmit: canSubmit ? (row) => void submit(row) : undefined, onAudit: canAudit ? setAuditing : undefined }),
    [def.kind, canSubmit, canAudit, submit],
  );

  return (
    <Paper sx={{ p: 2 }} onPointerOver={preloadEditor} onFocus={preloadEditor}>
      <ListPage
        list={list}
        spec={{ columns, queryFields, permissionPrefix: def.permissionPrefix }}
        label={title ?? def.title}
        onAdd={() => setDialog({ mode: 'add', record: null })}
        onEdit={(record) => setDialog({ mode: 'edit', record })}
        onDetail={openDetail}
      />
      {dialog ? (
        <ContentFormDialog
          def={def}
          mode={dialog.mode}
          record={dialog.record}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            list.reload();
          }}
        />
      ) : null}
      <ContentDetailDialog def={def} record={detail} onClose={() => setDetail(null)} />
      <AuditDialog
        item={auditing}
        allowed={{ pass: mayPass, reject: mayReject }}
        onClose={() => setAuditing(null)}
        onAudited={() => {
          setAuditing(null);
          list.reload();
        }}
      />
    </Paper>
  );
}

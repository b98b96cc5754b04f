import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/errors';
import type { WfAction } from '@/api/workflow';
import { workflowApi } from '@/api/workflow';
import { notify } from '@/ui/notify';
import type { ScreenProps } from '@/ui/screen-props';
import { AppModal, queryRead, RelatedDataAlert } from '@/widgets/form';
import { warnFailure } from '@/widgets/feedback';
import { readableOrAsIs } from '@/lib/readable-color';
import { TableHeadRow } from '@/widgets/list';

export const ACTIONS_KEY = ['workflow', 'actions'] as const;

/** The task actions as a query, for screens that say when the read failed. */
export function useActionsQuery() {
  return useQuery({ queryKey: ACTIONS_KEY, queryFn: async () => unwrap(await workflowApi.actions()) });
}

/** The seeded task actions (query shared with the process editor and the task dialog). */
export function useWorkflowActions(): WfAction[] {
  return useActionsQuery().data ?? [];
}

function ActionDialog({ action, onClose, onSaved }: { action: WfAction | null; onClose: () => void; onSaved: () => void }) {
  const [draft, setDraft] = useState<WfAction | null>(action);
  useEffect(() => setDraft(action), [action]);
  const save = async () => {
    if (!draft) return false;
    if (!draft.name.trim()) {
      notify.warning('请输入动作名称');
      return false;
    }
    try {
      notify.success(String(unwrap(await workflowApi.saveAction(draft))));
      onSaved();
      return true;
    } catch (e) {
      warnFailure(e);
      return false;
    }
  };
  return (
    <AppModal open={action !== null} title="编辑动作" onCancel={onClose} onOk={save}>
      {draft && (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="动作名称" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          <TextField label="颜色" value={draft.color} onChange={(e) => setDraft({ ...draft, color: e.target.value })} helperText="如 #52c41a" />
          <FormControlLabel control={<Switch checked={draft.commentRequired} onChange={(e) => setDraft({ ...draft, commentRequired: e.target.checked })} />} label="必须填写意见" />
        </Stack>
      )}
    </AppModal>
  );
}

/** 动作管理 (`workflow/ActionManager`): names, colours and comment rules of the task actions. */
export default function ActionManagerPage({ title }: ScreenProps) {
  // The list itself: a failed read says so rather than showing no actions.
  const read = queryRead(title, useActionsQuery());
  const actions = read.data ?? [];
  const client = useQueryClient();
  const [editing, setEditing] = useState<WfAction | null>(null);
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <RelatedDataAlert reads={[read]} blocksSave={false} />
      <Table size="small" aria-label={title}>
        <TableHeadRow titles={['编码', '名称', '颜色', '必须填写意见', '操作']} />
        <TableBody>
          {actions.map((a) => (
            <TableRow key={a.id}>
              <TableCell>{a.code}</TableCell>
              <TableCell>
                <Chip size="small" label={a.name} sx={{ bgcolor: readableOrAsIs(a.color), color: '#fff' }} />
              </TableCell>
              <TableCell>
                <Box component="span" sx={{ display: 'inline-block', width: 12, height: 12, bgcolor: a.color, mr: 1, verticalAlign: 'middle' }} />
                {a.color}
              </TableCell>
              <TableCell>{a.commentRequired ? '是' : '否'}</TableCell>
              <TableCell>
                <Link component="button" type="button" onClick={() => setEditing(a)}>
                  编辑
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ActionDialog action={editing} onClose={() => setEditing(null)} onSaved={() => void client.invalidateQueries({ queryKey: ACTIONS_KEY })} />
    </Paper>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { DEPART_TEXT as T } from './depart-config';
import { departServices, type DepartRoleRow, type DepartServices } from './depart-services';
import { DepartRoleDialog, departRoleDraftForm } from './DepartRoleDialog';
import { usePendingDraft } from '@/session/drafts';
import { DeptRoleAuthDialog } from './DeptRoleAuthDialog';
import { PagedTable, type PagedColumn } from '@/widgets/list/PagedTable';
import { sendAndReport } from '@/widgets/feedback';

export interface DepartRoleTabProps {
  departId: string;
  services?: DepartServices;
}

const COLUMNS: PagedColumn<DepartRoleRow>[] = [
  { key: 'roleName', title: T.roleName },
  { key: 'roleCode', title: T.roleCode },
  { key: 'departId_dictText', title: '部门' },
  { key: 'createTime', title: '创建时间' },
];

/** 部门角色: the department's roles (/sys/sysDepartRole) with add, edit, delete and 授权. */
export function DepartRoleTab({ departId, services = departServices }: DepartRoleTabProps) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<DepartRoleRow | 'add' | null>(null);
  // 恢复草稿 of a role form of this department reopens it (its page has selected the department).
  usePendingDraft((draft) => {
    if (draft.form === departRoleDraftForm('add', departId)) {
      setEditing('add');
      return true;
    }
    if (draft.form.startsWith('role-edit:') && (draft.record as DepartRoleRow | undefined)?.departId === departId) {
      setEditing(draft.record as DepartRoleRow);
      return true;
    }
    return false;
  });
  const [authorizing, setAuthorizing] = useState<DepartRoleRow | null>(null);
  const roles = useQuery({
    queryKey: ['depart-roles', departId, page],
    queryFn: async () => {
      const res = await services.roles({ deptId: departId, pageNo: page, pageSize: 10 });
      if (!res.success) notify.warning(res.message);
      return res.result ?? { records: [], total: 0 };
    },
  });
  const reload = () => void client.invalidateQueries({ queryKey: ['depart-roles'] });

  const remove = async (row: DepartRoleRow) => {
    if (!(await confirm({ title: T.confirmDelete, content: T.deleteConfirm }))) return;
    await sendAndReport(() => services.removeRole(row.id), () => reload());
  };

  return (
    <Stack spacing={1} sx={{ pt: 2 }}>
      <Stack direction="row">
        <Button variant="contained" onClick={() => setEditing('add')}>{T.add}</Button>
      </Stack>
      <PagedTable
        label={T.tabs.roles}
        columns={COLUMNS}
        rows={roles.data?.records ?? []}
        rowKey={(r) => r.id}
        total={roles.data?.total ?? 0}
        page={page}
        pageSize={10}
        onPage={setPage}
        actions={(r) => (
          <Stack direction="row" spacing={1}>
            <Link component="button" type="button" onClick={() => setEditing(r)}>{T.edit}</Link>
            <Link component="button" type="button" onClick={() => setAuthorizing(r)}>{T.authorize}</Link>
            <Link component="button" type="button" onClick={() => void remove(r)}>{T.delete}</Link>
          </Stack>
        )}
      />
      <DepartRoleDialog
        target={editing}
        departId={departId}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
        services={services}
      />
      <DeptRoleAuthDialog role={authorizing} onClose={() => setAuthorizing(null)} services={services} />
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import { useSearchRound } from '@/lib/use-search-round';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AddressListRow } from '@/api/sys/user';
import type { ScreenProps } from '@/ui/screen-props';
import { notify } from '@/ui/notify';
import { DepartTree } from '@/features/system/depart/DepartTree';
import { PagedTable, type PagedColumn } from '@/widgets/list/PagedTable';
import { addressListServices, type AddressListServices } from './address-list-services';

export interface AddressListPageProps extends ScreenProps {
  services?: AddressListServices;
}

const TEXT = { realname: '姓名', workNo: '工号', search: '查询', reset: '重置', table: '通讯录' } as const;

/**
 * 通讯录 (`system/AddressList`): the department tree on the left; the people
 * of the chosen department and everything under it (by org code) on the right.
 */
export default function AddressListPage({ title, services = addressListServices }: AddressListPageProps) {
  const tree = useQuery({ queryKey: ['address-tree'], queryFn: () => services.tree() });
  const positions = useQuery({ queryKey: ['address-positions'], queryFn: () => services.positions(), staleTime: 60_000 });
  const postName = useMemo(() => new Map((positions.data?.result?.records ?? []).map((p) => [p.code, p.name])), [positions.data]);
  const [selected, setSelected] = useState<{ id: string; orgCode: string } | null>(null);
  const [draft, setDraft] = useState({ realname: '', workNo: '' });
  const [query, setQuery] = useState({ realname: '', workNo: '' });
  const [page, setPage] = useState(1);
  const [round, nextRound] = useSearchRound();
  const [pageSize, setPageSize] = useState(10);
  const rows = useQuery({
    queryKey: ['address-list', selected?.orgCode ?? '', query, page, pageSize, round],
    queryFn: async () => {
      const res = await services.list({ orgCode: selected?.orgCode ?? '', realname: query.realname || undefined, workNo: query.workNo || undefined, pageNo: page, pageSize });
      if (!res.success) notify.warning(res.message);
      return res.result ?? { records: [], total: 0 };
    },
  });

  const columns: PagedColumn<AddressListRow>[] = [
    { key: 'realname', title: TEXT.realname },
    { key: 'workNo', title: TEXT.workNo },
    { key: 'departName', title: '部门' },
    { key: 'post', title: '职务', render: (r) => (r.post ? (postName.get(r.post) ?? r.post) : '') },
    { key: 'telephone', title: '座机' },
    { key: 'phone', title: '手机号' },
    { key: 'email', title: '邮箱' },
  ];

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      <Paper sx={{ p: 2, flex: 1, minWidth: 0 }}>
        <DepartTree
          nodes={tree.data?.success ? tree.data.result : []}
          label={title || TEXT.table}
          selectedId={selected?.id ?? null}
          onSelect={(n) => {
            setSelected({ id: n.id, orgCode: n.orgCode });
            setPage(1);
          }}
        />
      </Paper>
      <Paper sx={{ p: 2, flex: 3, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          component="form"
          sx={{ mb: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setQuery({ realname: draft.realname.trim(), workNo: draft.workNo.trim() });
            nextRound();
          }}
        >
          <TextField size="small" label={TEXT.realname} value={draft.realname} onChange={(e) => setDraft((d) => ({ ...d, realname: e.target.value }))} />
          <TextField size="small" label={TEXT.workNo} value={draft.workNo} onChange={(e) => setDraft((d) => ({ ...d, workNo: e.target.value }))} />
          <Button type="submit" variant="contained">{TEXT.search}</Button>
          <Button
            onClick={() => {
              setDraft({ realname: '', workNo: '' });
              setQuery({ realname: '', workNo: '' });
              setPage(1);
              nextRound();
            }}
          >
            {TEXT.reset}
          </Button>
        </Stack>
        <PagedTable
          label={TEXT.table}
          columns={columns}
          rows={rows.data?.records ?? []}
          rowKey={(r) => `${r.userId}-${r.departId}`}
          total={rows.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={(s) => {
            setPageSize(s);
            setPage(1);
          }}
        />
      </Paper>
    </Stack>
  );
}

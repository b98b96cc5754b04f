import { useCallback, useRef } from 'react';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import { fileAccessUrl } from '@/api/files';
import { useConfirm } from '@/ui/dialogs/confirm';
import type { ScreenProps } from '@/ui/screen-props';
import { usePermission } from '@/session/permissions';
import { useDictOptions } from '@/widgets/form';
import { ListPage, useList, type ListColumn, type RowAction } from '@/widgets/list';
import { ONLINE_QUERY, ONLINE_TEXT as T, ONLINE_URLS, type OnlineRow } from './online-config';
import { onlineServices, type OnlineServices } from './online-services';
import { sendAndReport } from '@/widgets/feedback';

export interface OnlineUserListPageProps extends ScreenProps {
  services?: OnlineServices;
}

/** The VO carries the bare sex code (no DictAspect text), so the label comes from the dictionary here. */
function SexCell({ value }: { value: number | null | undefined }) {
  const { options } = useDictOptions('sex');
  if (value === null || value === undefined) return null;
  return <>{options.find((o) => o.value === String(value))?.text ?? value}</>;
}

const ONLINE_COLUMNS: readonly ListColumn<OnlineRow>[] = [
  { field: 'username', title: T.username, flex: 1 },
  { field: 'realname', title: T.realname, flex: 1 },
  {
    field: 'avatar',
    title: T.avatar,
    width: 80,
    align: 'center',
    render: (r) => (r.avatar ? <Avatar src={fileAccessUrl(r.avatar)} alt={`${r.realname}的头像`} sx={{ width: 32, height: 32, mx: 'auto' }} /> : null),
  },
  { field: 'birthday', title: T.birthday, width: 120 },
  { field: 'sex', title: T.sex, width: 80, render: (r) => <SexCell value={r.sex} /> },
  { field: 'phone', title: T.phone, width: 140 },
];

/** 在线用户 (`system/SysUserOnlineList`): the live sessions, each with 强退 (force logout). */
export default function OnlineUserListPage({ title, services = onlineServices }: OnlineUserListPageProps) {
  const list = useList<OnlineRow>({ url: ONLINE_URLS, queryFields: ONLINE_QUERY });
  const confirm = useConfirm();
  const can = usePermission();
  const canForce = can('online:force_logout');
  const latest = useRef({ list, services });
  latest.current = { list, services };

  const force = useCallback(
    async (row: OnlineRow) => {
      if (!(await confirm(T.confirmForce))) return;
      const { list: current, services: api } = latest.current;
      await sendAndReport(() => api.forceLogout(row.token), () => current.reload());
    },
    [confirm],
  );

  const rowActions = useCallback((r: OnlineRow): RowAction[] => [{ label: T.force, color: 'error', onClick: () => void force(r) }], [force]);

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage list={list} spec={{ columns: ONLINE_COLUMNS, queryFields: ONLINE_QUERY }} label={title} rowKey="token" rowActions={canForce ? rowActions : undefined} />
    </Paper>
  );
}

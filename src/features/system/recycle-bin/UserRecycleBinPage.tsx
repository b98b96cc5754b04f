import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '@/ui/screen-props';
import { usePermission } from '@/session';
import { RecycleBinTable } from '@/widgets/recycle-bin';
import { USER_TEXT as T } from '../user/user-config';
import { USER_BIN_PAGE_TEXT, userRecycleBin } from '../user/user-recycle-bin';
import { userServices, type UserServices } from '../user/user-services';

export interface UserRecycleBinPageProps extends ScreenProps {
  services?: UserServices;
}

/** 用户回收站 (`system/UserRecycleBin`): the user bin as a page; 还原 / 彻底删除 by recycle:restore / recycle:delete. */
export default function UserRecycleBinPage({ title, services = userServices }: UserRecycleBinPageProps) {
  const can = usePermission();
  const config = useMemo(() => ({ ...userRecycleBin(services, USER_BIN_PAGE_TEXT), searchFields: ['username', 'realname'] }), [services]);
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {title || T.binTitle}
      </Typography>
      <RecycleBinTable config={config} canRestore={can('recycle:restore')} canDelete={can('recycle:delete')} />
    </Paper>
  );
}

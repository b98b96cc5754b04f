/**
 * 个人中心: the profile card (with the user's tags) beside tabs of their own activity.
 * Everything is read for the signed-in user only; tags are kept per user by the fake
 * `/account/profile` endpoint.
 */
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { errorMessage } from '@/api/errors';
import { saveProfileExtras } from '@/api/sys/account';
import type { ScreenProps } from '@/ui/screen-props';
import { useSession } from '@/session/store';
import { ACCOUNT_TEXT } from '../account-text';
import { ActivityTabs, defaultLoaders, type ActivityLoaders } from './ActivityTabs';
import { loadCenterData, type CenterData } from './center-data';
import { ProfileCard } from './ProfileCard';
import { TagEditor } from './TagEditor';

export interface AccountCenterViewProps {
  load: () => Promise<CenterData>;
  saveTags: (tags: string[]) => Promise<string[]>;
  loaders: ActivityLoaders;
}

export function AccountCenterView({ load, saveTags, loaders }: AccountCenterViewProps) {
  // The profile and tags change on 基本设置 and here: every visit reads them afresh, as the tag
  // editor starts from what this read answered.
  const read = useQuery({ queryKey: ['account', 'center'], queryFn: load, staleTime: 0, gcTime: 0 });
  const data = read.data;

  if (read.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void read.refetch()}>{ACCOUNT_TEXT.retry}</Button>}>
        {ACCOUNT_TEXT.loadFailed}：{errorMessage(read.error)}
      </Alert>
    );
  if (!data) return <LinearProgress aria-label="加载中" />;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <ProfileCard data={data} tags={<TagEditor tags={data.extras.tags} onSave={saveTags} />} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <ActivityTabs loaders={loaders} />
      </Grid>
    </Grid>
  );
}

/** `account/center/Index` */
export default function AccountCenterPage(_props: Partial<ScreenProps>) {
  const { userInfo } = useSession();
  const id = userInfo?.id ?? '';
  const username = userInfo?.username ?? '';
  const roleCode = userInfo?.roleCode ?? null;
  const load = useCallback(() => loadCenterData({ id, username, roleCode }), [id, username, roleCode]);
  const loaders = useMemo(() => defaultLoaders(username), [username]);
  const saveTags = useCallback(async (tags: string[]) => (await saveProfileExtras({ tags })).tags, []);
  if (!userInfo) return <Alert severity="warning">当前系统无登录用户!</Alert>;
  return <AccountCenterView load={load} saveTags={saveTags} loaders={loaders} />;
}

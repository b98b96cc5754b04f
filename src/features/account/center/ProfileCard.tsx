import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fileAccessUrl } from '@/api/files';
import type { CenterData } from './center-data';

export const PROFILE_TEXT = {
  username: '登录账号',
  workNo: '工号',
  departs: '所属部门',
  current: '（当前）',
  roles: '角色',
  post: '职务',
  phone: '手机号',
  email: '邮箱',
  lastLogin: '最近登录',
  none: '无',
} as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 72 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Left card of 个人中心: who the user is, where they sit, and the tags slot. */
export function ProfileCard({ data, tags }: { data: CenterData; tags: ReactNode }) {
  const { user, departs, currentOrgCode, roles, lastLogin, extras } = data;
  const departText =
    departs.length > 0
      ? departs.map((d) => `${d.departName}${departs.length > 1 && d.orgCode === currentOrgCode ? PROFILE_TEXT.current : ''}`).join('、')
      : user.orgCodeTxt || PROFILE_TEXT.none;
  return (
    <Paper sx={{ p: 3 }} aria-label="个人信息">
      <Stack spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar src={user.avatar ? fileAccessUrl(user.avatar) : undefined} alt={`${user.realname}的头像`} sx={{ width: 96, height: 96, fontSize: 36 }}>
          {user.realname.slice(0, 1)}
        </Avatar>
        <Typography variant="h6" component="h2">
          {user.realname}
        </Typography>
        {extras.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {extras.description}
          </Typography>
        ) : null}
      </Stack>
      <Box component="dl" sx={{ m: 0 }}>
        <Field label={PROFILE_TEXT.username}>{user.username}</Field>
        <Field label={PROFILE_TEXT.workNo}>{user.workNo || PROFILE_TEXT.none}</Field>
        <Field label={PROFILE_TEXT.departs}>{departText}</Field>
        <Field label={PROFILE_TEXT.roles}>{roles.length > 0 ? roles.join('、') : PROFILE_TEXT.none}</Field>
        <Field label={PROFILE_TEXT.post}>{user.post_dictText || user.post || PROFILE_TEXT.none}</Field>
        <Field label={PROFILE_TEXT.phone}>{user.phone || PROFILE_TEXT.none}</Field>
        <Field label={PROFILE_TEXT.email}>{user.email || PROFILE_TEXT.none}</Field>
        <Field label={PROFILE_TEXT.lastLogin}>{lastLogin ? `${lastLogin.createTime ?? ''}${lastLogin.ip ? `（${lastLogin.ip}）` : ''}` : PROFILE_TEXT.none}</Field>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        标签
      </Typography>
      {tags}
    </Paper>
  );
}

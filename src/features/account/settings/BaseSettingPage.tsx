/**
 * 基本设置: the signed-in user's own realname, email, phone, birthday, sex, description and
 * avatar. Saves through PUT /sys/user/edit and then rewrites the stored user info, so the
 * header greeting and avatar change without a reload.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDraftAutosave } from '@/session/drafts';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fileAccessUrl } from '@/api/files';
import { errorMessage } from '@/api/errors';
import { getCurrentUserDeparts } from '@/api/sys/auth';
import { getProfileExtras, queryOwnUser, saveOwnProfile, saveProfileExtras } from '@/api/sys/account';
import { readUserDeparts, readUserRoleIds } from '@/api/sys/user-links';
import type { SysUser } from '@/api/sys/user';
import { notifier, notify } from '@/ui/notify';
import { setUserInfo } from '@/session/session';
import { useSession } from '@/session/store';
import { validateValueAsync } from '@/validation';
import { BlockedReason, DateInput, DictSelect, queryRead, RelatedDataAlert, relatedBlockReason, useRelatedData } from '@/widgets/form';
import { ImageUpload } from '@/widgets/upload';
import type { ScreenProps } from '@/ui/screen-props';
import { ACCOUNT_TEXT as T } from '../account-text';
import { SettingsLayout } from './SettingsLayout';
import { allErrors, fieldRules, syncErrors, valuesFromUser, type BaseSettingErrors, type BaseSettingValues } from './base-setting-rules';

const DepartSwitchDialog = lazy(() => import('@/features/depart/DepartSwitchDialog'));

export interface BaseSettingFormProps {
  /** Stories: this user instead of the session's, without re-reading it from the server. */
  initialUser?: SysUser;
  /** Stories: show the rules' messages at once. */
  validateOnOpen?: boolean;
}

export function BaseSettingForm({ initialUser, validateOnOpen = false }: BaseSettingFormProps) {
  const { userInfo } = useSession();
  const base = initialUser ?? userInfo;
  const [values, setValues] = useState<BaseSettingValues>(() => valuesFromUser(base));
  const [savedDescription, setSavedDescription] = useState('');
  const [errors, setErrors] = useState<BaseSettingErrors>(() => (validateOnOpen ? syncErrors(valuesFromUser(base)) : {}));
  const [saving, setSaving] = useState(false);
  const [switching, setSwitching] = useState(false);
  // Fields typed into before the fresh read arrived keep what was typed.
  const touched = useRef(new Set<keyof BaseSettingValues>());
  const userId = base?.id ?? '';
  // What was typed is kept (per user) until saved: 恢复草稿 brings it back to this page.
  const [dirty, setDirty] = useState(false);
  const kept = useDraftAutosave({ form: userId && !initialUser ? `edit:${userId}` : null, title: '基本设置', values, dirty });
  const { restore } = kept;
  useEffect(() => {
    const draft = restore();
    if (!draft || typeof draft.values !== 'object' || draft.values === null) return;
    const restored = draft.values as Partial<BaseSettingValues>;
    for (const k of Object.keys(restored) as (keyof BaseSettingValues)[]) touched.current.add(k);
    setValues((v) => ({ ...v, ...restored }));
    setDirty(true);
  }, [restore]);
  // The save sends back the server's current row whole (so fields this form does not show — work
  // number, position, identity … — keep what an administrator may have set since login) and the
  // role and department links (the endpoint re-links both). None of them may be guessed.
  const serverRead = useRelatedData({ label: '账号资料', queryKey: ['base-setting', 'user', userId], load: () => queryOwnUser(userId), enabled: Boolean(userId) && !initialUser });
  const rolesRead = useRelatedData({ label: '角色', queryKey: ['base-setting', 'roles', userId], load: () => readUserRoleIds(userId), enabled: Boolean(userId) });
  const departsRead = useRelatedData({ label: '所属部门', queryKey: ['base-setting', 'departs', userId], load: () => readUserDeparts(userId), enabled: Boolean(userId) });
  // 个人简介 is saved whenever it differs from what was read, so one that was not read would be overwritten.
  const extrasRead = useRelatedData({ label: T.description, queryKey: ['base-setting', 'extras', userId], load: getProfileExtras, enabled: Boolean(userId) });
  const related = [serverRead, rolesRead, departsRead, extrasRead];
  const blockedReason = relatedBlockReason(related);
  const serverUser = serverRead.data ?? null;

  useEffect(() => {
    if (!serverUser) return;
    // Fresh values: another tab or an administrator may have changed them since login.
    const fresh = valuesFromUser(serverUser, '');
    setValues((v) => {
      const next = { ...v };
      for (const k of Object.keys(fresh) as (keyof BaseSettingValues)[]) if (k !== 'description' && !touched.current.has(k)) next[k] = fresh[k];
      return next;
    });
  }, [serverUser]);

  const savedExtras = extrasRead.data;
  useEffect(() => {
    if (!savedExtras) return;
    setSavedDescription(savedExtras.description);
    if (!touched.current.has('description')) setValues((v) => ({ ...v, description: savedExtras.description }));
  }, [savedExtras]);

  // Only whether to offer 部门切换: nothing is saved from it, but a failure says so rather than
  // looking like a user of one department.
  const departSwitchRead = queryRead(T.switchDepart, useQuery({ queryKey: ['base-setting', 'current-departs', userId], queryFn: getCurrentUserDeparts, enabled: Boolean(userId) }));
  const departCount = departSwitchRead.data?.list.length ?? 0;

  const set = <K extends keyof BaseSettingValues>(field: K, value: BaseSettingValues[K]) => {
    touched.current.add(field);
    setDirty(true);
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const blur = async (field: keyof BaseSettingValues) => {
    let message = syncErrors(values)[field];
    if (!message && (field === 'email' || field === 'phone')) message = await validateValueAsync(values[field], fieldRules(field, userId));
    setErrors((e) => ({ ...e, [field]: message }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!base || saving || blockedReason || !rolesRead.data || !departsRead.data) return;
    setSaving(true);
    const found = await allErrors(values, userId);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setSaving(false);
      return;
    }
    try {
      const patch = {
        realname: values.realname.trim(),
        email: values.email || null,
        phone: values.phone,
        birthday: values.birthday || null,
        sex: values.sex === '' ? null : Number(values.sex),
        avatar: values.avatar || null,
      };
      const { message } = await saveOwnProfile(serverUser ?? base, patch, { roleIds: rolesRead.data, departs: departsRead.data });
      if (values.description !== savedDescription) {
        await saveProfileExtras({ description: values.description });
        setSavedDescription(values.description);
      }
      // The session keeps its own fields (roleCode, current orgCode) and takes the saved ones.
      if (userInfo?.id === base.id) setUserInfo({ ...userInfo, ...patch });
      kept.discard();
      setDirty(false);
      notify.success(message || '修改成功!');
    } catch (err) {
      notify.warning(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  const text = (field: 'realname' | 'email' | 'phone', label: string, required = false) => (
    <TextField
      label={label}
      value={values[field]}
      required={required}
      onChange={(e) => set(field, e.target.value)}
      onBlur={() => void blur(field)}
      error={!!errors[field]}
      helperText={errors[field] || ' '}
      size="small"
      fullWidth
    />
  );

  if (!base) return <Alert severity="warning">当前系统无登录用户!</Alert>;

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate aria-label={T.menu.base}>
      <RelatedDataAlert reads={related} />
      <RelatedDataAlert reads={[departSwitchRead]} blocksSave={false} />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Grid container columnSpacing={2} rowSpacing={0.5}>
            <Grid size={12}>
              <TextField label="登录账号" value={base.username} size="small" fullWidth disabled helperText=" " />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('realname', T.realname, true)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DictSelect label={T.sex} dictCode="sex" value={values.sex} onChange={(v) => set('sex', v)} placeholder="请选择性别" helperText=" " />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('phone', T.phone, true)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('email', T.email)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateInput label={T.birthday} value={values.birthday} onChange={(v) => set('birthday', v)} placeholder="请选择生日" helperText=" " />
            </Grid>
            <Grid size={12}>
              <TextField
                label={T.description}
                value={values.description}
                onChange={(e) => set('description', e.target.value)}
                onBlur={() => void blur('description')}
                error={!!errors.description}
                helperText={errors.description || ' '}
                multiline
                minRows={3}
                size="small"
                fullWidth
              />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
            <Button type="submit" variant="contained" disabled={saving || Boolean(blockedReason)}>
              {saving ? T.saving : T.save}
            </Button>
            <BlockedReason reason={blockedReason} />
            {departCount > 1 ? (
              <Button variant="outlined" onClick={() => setSwitching(true)} title={T.multiDepartHint}>
                {T.switchDepart}
              </Button>
            ) : null}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
            <FormLabel>{T.avatar}</FormLabel>
            <Avatar
              src={values.avatar ? fileAccessUrl(values.avatar) : undefined}
              alt={`${values.realname || base.username}的头像`}
              sx={{ width: 120, height: 120, fontSize: 40 }}
            >
              {(values.realname || base.username).slice(0, 1)}
            </Avatar>
            <Typography variant="caption" color="text.secondary">
              {T.changeAvatar}
            </Typography>
            <ImageUpload value={values.avatar} onChange={(v) => set('avatar', v)} biz="user" text={T.changeAvatar} />
          </Stack>
        </Grid>
      </Grid>
      <Suspense fallback={null}>
        {switching ? <DepartSwitchDialog open onClose={() => setSwitching(false)} notify={(n) => notifier.show(n.level, n.message)} /> : null}
      </Suspense>
    </Box>
  );
}

/** `account/settings/BaseSetting` (and `account/settings/Index`, which opens on it). */
export default function BaseSettingPage(_props: Partial<ScreenProps>) {
  return (
    <SettingsLayout active="base">
      <BaseSettingForm />
    </SettingsLayout>
  );
}

/**
 * 基本设置: the signed-in user's own realname, email, phone, birthday, sex, description and
 * avatar. Saves through PUT /sys/user/edit and then rewrites the stored user info, so the
 * header greeting and avatar change without a reload.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@/api/errors';
import { saveOwnProfile, saveProfileExtras } from '@/api/sys/account';
import type { SysUser } from '@/api/sys/user';
import { notifier, notify } from '@/ui/notify';
import { setUserInfo } from '@/session/session';
import { useSession } from '@/session/store';
import { BlockedReason, RelatedDataAlert } from '@/widgets/form';
import type { ScreenProps } from '@/ui/screen-props';
import { ACCOUNT_TEXT as T } from '../account-text';
import { SettingsLayout } from './SettingsLayout';
import { allErrors, profilePatch } from './base-setting-rules';
import { useBaseSettingReads } from './use-base-setting-reads';
import { useBaseSettingValues } from './use-base-setting-values';
import { BaseSettingAvatar, BaseSettingFields } from './BaseSettingFields';

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
  const userId = base?.id ?? '';
  const { rolesRead, departsRead, serverRead, extrasRead, related, blockedReason, departSwitchRead } = useBaseSettingReads(userId, !initialUser);
  const serverUser = serverRead.data ?? null;
  const form = useBaseSettingValues({ base, userId, draftForm: userId && !initialUser ? `edit:${userId}` : null, validateOnOpen, serverUser, savedExtras: extrasRead.data });
  const { values, errors, setErrors, set, blur, savedDescription, setSavedDescription } = form;
  const [saving, setSaving] = useState(false);
  const [switching, setSwitching] = useState(false);
  const departCount = departSwitchRead.data?.list.length ?? 0;

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
      const patch = profilePatch(values);
      const { message } = await saveOwnProfile(serverUser ?? base, patch, { roleIds: rolesRead.data, departs: departsRead.data });
      if (values.description !== savedDescription) {
        await saveProfileExtras({ description: values.description });
        setSavedDescription(values.description);
      }
      // The session keeps its own fields (roleCode, current orgCode) and takes the saved ones.
      if (userInfo?.id === base.id) setUserInfo({ ...userInfo, ...patch });
      form.saved();
      notify.success(message || '修改成功!');
    } catch (err) {
      notify.warning(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  if (!base) return <Alert severity="warning">当前系统无登录用户!</Alert>;

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate aria-label={T.menu.base}>
      <RelatedDataAlert reads={related} />
      <RelatedDataAlert reads={[departSwitchRead]} blocksSave={false} />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <BaseSettingFields username={base.username} values={values} errors={errors} set={set} blur={blur} />
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
          <BaseSettingAvatar avatar={values.avatar} name={values.realname || base.username} onChange={(v) => set('avatar', v)} />
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

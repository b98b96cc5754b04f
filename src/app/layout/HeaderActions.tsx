import { lazy, Suspense, useState } from 'react';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notifier, notify } from '@/ui/notify';
import { SettingsDrawer } from '@/app/settings/SettingsDrawer';
import { canOpenPasswordDialog } from '@/features/account/change-password-rules';
import { refreshDictCache } from '@/api/sys/dict';
import { isApiError } from '@/api/errors';
import { getUserInfo } from '@/session/session';
import { logoutAndClear } from '../session-actions';
import { NoticeBell } from './NoticeBell';
import { UserMenu } from './UserMenu';

const ChangePasswordDialog = lazy(() => import('@/features/account/ChangePasswordDialog'));
const DepartSwitchDialog = lazy(() => import('@/features/depart/DepartSwitchDialog'));

/** Demo builds offer a reset of the seeded database; production has no such endpoint. */
const demoReset =
  import.meta.env.VITE_DEMO === 'true'
    ? async () => {
        await fetch(`${import.meta.env.VITE_API_BASE ?? '/zw-lgb2'}/__demo/reset`, { method: 'POST' });
        await logoutAndClear();
        window.location.assign('/user/login');
      }
    : undefined;

/** Demo builds only: the simulated-latency setting of the in-browser backend. */
const DemoLatencyControl = import.meta.env.VITE_DEMO === 'true' ? lazy(() => import('@/app/settings/DemoLatencyControl')) : null;

const CACHE_TEXT = { done: '刷新缓存完成！', failed: '刷新缓存失败！' } as const;

interface Props {
  realname: string;
  username: string;
  showGreeting: boolean;
  onNavigate(path: string): void;
}

export function HeaderActions({ realname, username, showGreeting, onNavigate }: Props) {
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<'password' | 'depart' | 'settings' | null>(null);
  const close = () => setDialog(null);

  const openPassword = () => {
    const warning = canOpenPasswordDialog(username);
    if (warning) notify.warning(warning);
    else setDialog('password');
  };

  const logout = async () => {
    const ok = await confirm({ title: '提示', content: '真的要注销登录吗 ?' });
    if (!ok) return;
    await logoutAndClear();
    onNavigate('/user/login');
  };

  // The Vue console's 清理缓存: a failure the HTTP client announced is not repeated.
  const clearCache = async () => {
    try {
      await refreshDictCache();
      notify.success(CACHE_TEXT.done);
    } catch (err) {
      if (!isApiError(err)) notify.warning(CACHE_TEXT.failed);
    }
  };

  return (
    <>
      <NoticeBell onNavigate={onNavigate} />
      <UserMenu
        realname={realname}
        avatarUrl={getUserInfo()?.avatar ?? undefined}
        showGreeting={showGreeting}
        onAccountCenter={() => onNavigate('/account/center')}
        onAccountSettings={() => onNavigate('/account/settings/base')}
        onChangePassword={openPassword}
        onSwitchDepart={() => setDialog('depart')}
        onSettings={() => setDialog('settings')}
        onClearCache={() => void clearCache()}
        onLogout={() => void logout()}
      />
      <Suspense fallback={null}>
        {dialog === 'password' ? <ChangePasswordDialog open username={username} onClose={close} onSuccess={(m) => notify.success(m)} /> : null}
        {dialog === 'depart' ? <DepartSwitchDialog open onClose={close} notify={(n) => notifier.show(n.level, n.message)} /> : null}
      </Suspense>
      <SettingsDrawer
        open={dialog === 'settings'}
        onClose={close}
        demoReset={demoReset}
        demoControls={
          DemoLatencyControl && dialog === 'settings' ? (
            <Suspense fallback={null}>
              <DemoLatencyControl />
            </Suspense>
          ) : undefined
        }
      />
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { realLoginServices, type LoginServices } from './login-services';
import type { ThirdLoginReturn } from './third-login';

/**
 * The provider came back with a token: sign in with it once, outside the
 * form's statechart. Returns whether that sign-in is still under way.
 */
export function useThirdLoginReturn(thirdLogin: ThirdLoginReturn | null, services: Partial<LoginServices> | undefined, onSignedIn: () => void, onFailed: (message: string) => void): boolean {
  const [busy, setBusy] = useState(thirdLogin !== null);
  const started = useRef(false);
  useEffect(() => {
    if (!thirdLogin || started.current) return;
    started.current = true;
    const s = { ...realLoginServices, ...services };
    s.thirdLoginUser(thirdLogin.token, thirdLogin.thirdType)
      .then((result) => {
        s.saveLogin(result);
        onSignedIn();
      })
      .catch((err: unknown) => {
        setBusy(false);
        onFailed(err instanceof Error ? err.message : String(err));
      });
  }, [thirdLogin, services, onSignedIn, onFailed]);
  return busy;
}

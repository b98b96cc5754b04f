/**
 * Field-disable rules (vue-console-features "Disabled/column auth",
 * utils/authFilter.js `disabledAuthFilter`). A permsType "2" button row such
 * as `user:form:phone` is a rule "this field is editable only when granted":
 * the field is disabled when the system list holds the rule in force (status
 * not "0") and the user's own list lacks it. A rule with status "0" is not in
 * force and disables nothing; a code with no rule disables nothing.
 */
import { useCallback } from 'react';
import { currentButtonAuth, type PermissionContext } from './permissions';
import { useSession } from './store';

const isRule = (type: string | undefined) => String(type) === '2';

export function isDisabledByAuth(code: string, ctx: PermissionContext = currentButtonAuth()): boolean {
  const rule = ctx.allAuth.find((a) => isRule(a.type) && a.action === code);
  if (!rule || String(rule.status) === '0') return false;
  return !ctx.auth.some((a) => isRule(a.type) && a.action === code);
}

/** Whether the field governed by `code` is disabled for the signed-in user; re-read when the session changes. */
export function useDisabledAuth(code: string): boolean {
  const check = useDisabledAuthFilter();
  return check(code);
}

/** `(code) => disabled`, for forms with several governed fields. */
export function useDisabledAuthFilter(): (code: string) => boolean {
  const session = useSession();
  return useCallback(
    (code: string) => isDisabledByAuth(code, currentButtonAuth()),
    // The lists live in sessionStorage; a new session snapshot is the signal they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session],
  );
}

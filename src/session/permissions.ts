/**
 * Button permission rules (console.md §6, widgets.md §6). Type "1" entries
 * govern visibility, type "2" entries govern whether an action is usable.
 * Every rule takes the two lists explicitly so it can be tested case by case;
 * the default reads what saveButtonAuth stored.
 */
import { useCallback } from 'react';
import type { AllAuthItem, AuthItem } from '@/api/sys/permission';
import { getButtonAuth } from './session';
import { useSession } from './store';

export interface PermissionContext {
  /** The user's granted buttons (session list LOGIN_USER_BUTTON_AUTH). */
  auth: AuthItem[];
  /** Every button of the system (session list SYS_BUTTON_AUTH). */
  allAuth: AllAuthItem[];
  /** A form's own permission list (workflow nodes); consulted first by isActionAllowed. */
  nodePermissions?: AuthItem[];
}

export function currentButtonAuth(): PermissionContext {
  return getButtonAuth();
}

const isAction = (type: string | undefined) => String(type) === '2';

/**
 * Visibility rule: keep the element if any comma-separated action is granted
 * to the user (type ≠ "2"), or if the system list marks it disabled-rule
 * (status "0", i.e. the rule is not in force). Otherwise remove it.
 */
export function hasPermission(code: string, ctx: PermissionContext = currentButtonAuth()): boolean {
  const codes = code.split(',').map((c) => c.trim()).filter(Boolean);
  if (codes.length === 0) return false;
  const inactive = ctx.allAuth.some((a) => !isAction(a.type) && String(a.status) === '0' && codes.includes(a.action));
  if (inactive) return true;
  const granted = ctx.auth.filter((a) => !isAction(a.type));
  if (granted.length === 0) return false;
  return granted.some((a) => codes.includes(a.action));
}

/**
 * Button-action rule, as the spec states it: a type-"2" entry in the node's
 * (or else the user's) list allows. Otherwise the system list decides: status
 * "0" denies; any other status allows unless the user's list also holds the
 * action. An action the system list does not know is allowed only if the
 * user's list holds it. Only type-"2" entries count.
 */
export function isActionAllowed(code: string, ctx: PermissionContext = currentButtonAuth()): boolean {
  const userActions = ctx.auth.filter((a) => isAction(a.type)).map((a) => a.action);
  const first = ctx.nodePermissions ? ctx.nodePermissions.filter((a) => isAction(a.type)).map((a) => a.action) : userActions;
  if (first.includes(code)) return true;
  const global = ctx.allAuth.find((a) => isAction(a.type) && a.action === code);
  if (global) {
    if (String(global.status) === '0') return false;
    return !userActions.includes(code);
  }
  return userActions.includes(code);
}

export interface PrefixAuth {
  /** The user's type-"1" entries whose action starts with the prefix. */
  entries: AuthItem[];
  /** Suffixes (action minus prefix) of enabled system entries the user lacks. */
  excluded: string[];
  /** The same, as full action codes. */
  excludedActions: string[];
}

export function authPrefixList(prefix: string, ctx: PermissionContext = currentButtonAuth()): PrefixAuth {
  if (!prefix) return { entries: [], excluded: [], excludedActions: [] };
  const entries = ctx.auth.filter((a) => String(a.type) === '1' && a.action.startsWith(prefix));
  const mine = new Set(entries.map((a) => a.action));
  const excludedActions = ctx.allAuth
    .filter((a) => String(a.type) === '1' && String(a.status) === '1' && a.action.startsWith(prefix) && !mine.has(a.action))
    .map((a) => a.action);
  return { entries, excluded: excludedActions.map((a) => a.slice(prefix.length)), excludedActions };
}

/** Toolbar buttons hidden by an authorisation prefix such as `user` or `user:`. */
export function toolbarExclusions(prefix: string, ctx: PermissionContext = currentButtonAuth()): { hideAdd: boolean; hideRemove: boolean } {
  if (!prefix) return { hideAdd: false, hideRemove: false };
  const normalized = prefix.endsWith(':') ? prefix : `${prefix}:`;
  const { excluded } = authPrefixList(normalized, ctx);
  return { hideAdd: excluded.includes('add'), hideRemove: excluded.includes('batch_delete') };
}

/** `(code) => boolean` with the visibility rule; re-renders when the session changes. */
export function usePermission(): (code: string) => boolean {
  const session = useSession();
  return useCallback(
    (code: string) => hasPermission(code, currentButtonAuth()),
    // The session snapshot changes whenever saveButtonAuth/clearSession run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session],
  );
}

/** `(code) => boolean` with the button-action rule. */
export function useActionAllowed(): (code: string) => boolean {
  const session = useSession();
  return useCallback(
    (code: string) => isActionAllowed(code, currentButtonAuth()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session],
  );
}

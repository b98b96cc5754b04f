import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AllAuthItem, AuthItem } from '@/api/sys/permission';
import {
  authPrefixList,
  hasPermission,
  isActionAllowed,
  toolbarExclusions,
  usePermission,
  type PermissionContext,
} from '@/session/permissions';
import { clearSession, saveButtonAuth } from '@/session/session';

const show = (action: string): AuthItem => ({ action, type: '1' });
const act2 = (action: string): AuthItem => ({ action, type: '2' });
const sys = (action: string, status: '0' | '1', type = '1'): AllAuthItem => ({ action, status, type });
const ctx = (auth: AuthItem[], allAuth: AllAuthItem[] = [], nodePermissions?: AuthItem[]): PermissionContext => ({ auth, allAuth, nodePermissions });

describe('hasPermission (visibility rule)', () => {
  it('keeps an element whose action the user holds', () => {
    expect(hasPermission('user:add', ctx([show('user:add')]))).toBe(true);
  });

  it('removes an element whose action the user lacks', () => {
    expect(hasPermission('user:edit', ctx([show('user:add')]))).toBe(false);
  });

  it('keeps the element when any comma-separated action is held', () => {
    expect(hasPermission('user:edit,user:add', ctx([show('user:add')]))).toBe(true);
  });

  it('ignores type-2 entries of the user', () => {
    expect(hasPermission('user:add', ctx([act2('user:add'), show('other')]))).toBe(false);
  });

  it('removes everything when the user list is empty', () => {
    expect(hasPermission('user:add', ctx([]))).toBe(false);
  });

  it('keeps an element the system list marks status 0, even with an empty user list', () => {
    expect(hasPermission('user:add', ctx([], [sys('user:add', '0')]))).toBe(true);
  });

  it('does not keep it for a system entry with status 1', () => {
    expect(hasPermission('user:add', ctx([show('x')], [sys('user:add', '1')]))).toBe(false);
  });

  it('ignores type-2 system entries', () => {
    expect(hasPermission('user:add', ctx([], [sys('user:add', '0', '2')]))).toBe(false);
  });

  it('reads the stored session lists by default', () => {
    saveButtonAuth([show('user:add')], []);
    expect(hasPermission('user:add')).toBe(true);
    expect(hasPermission('user:delete')).toBe(false);
  });
});

describe('isActionAllowed (button-action rule)', () => {
  it('allows a type-2 entry in the user list', () => {
    expect(isActionAllowed('user:form:birthday', ctx([act2('user:form:birthday')]))).toBe(true);
  });

  it('allows a type-2 entry in the node list before consulting the system list', () => {
    expect(isActionAllowed('f', ctx([], [sys('f', '0', '2')], [act2('f')]))).toBe(true);
  });

  it('denies when the system entry has status 0', () => {
    expect(isActionAllowed('f', ctx([], [sys('f', '0', '2')]))).toBe(false);
  });

  it('allows when the system entry has another status and the user list lacks it', () => {
    expect(isActionAllowed('f', ctx([], [sys('f', '1', '2')]))).toBe(true);
  });

  it('denies when the system entry has another status and the first list also holds it', () => {
    expect(isActionAllowed('f', ctx([act2('f')], [sys('f', '1', '2')], []))).toBe(false);
  });

  it('counts only type-2 entries', () => {
    expect(isActionAllowed('f', ctx([show('f')], [sys('f', '0', '1')]))).toBe(false);
    expect(isActionAllowed('f', ctx([show('f')], []))).toBe(false);
  });

  it('denies an action no list knows', () => {
    expect(isActionAllowed('f', ctx([], []))).toBe(false);
  });
});

describe('authPrefixList and toolbarExclusions', () => {
  const allAuth = [sys('order:add', '1'), sys('order:batch_delete', '1'), sys('order:export', '0'), sys('user:add', '1'), sys('order:edit', '1', '2')];

  it('lists the user type-1 entries with the prefix and the enabled ones they lack', () => {
    const r = authPrefixList('order:', ctx([show('order:add'), act2('order:x'), show('user:add')], allAuth));
    expect(r.entries).toEqual([show('order:add')]);
    expect(r.excludedActions).toEqual(['order:batch_delete']);
    expect(r.excluded).toEqual(['batch_delete']);
  });

  it('hides add when add is excluded and remove when batch_delete is excluded', () => {
    expect(toolbarExclusions('order', ctx([], allAuth))).toEqual({ hideAdd: true, hideRemove: true });
    expect(toolbarExclusions('order:', ctx([show('order:add')], allAuth))).toEqual({ hideAdd: false, hideRemove: true });
    expect(toolbarExclusions('order', ctx([show('order:add'), show('order:batch_delete')], allAuth))).toEqual({
      hideAdd: false,
      hideRemove: false,
    });
  });

  it('hides nothing without a prefix', () => {
    expect(toolbarExclusions('', ctx([], allAuth))).toEqual({ hideAdd: false, hideRemove: false });
  });
});

describe('usePermission', () => {
  it('re-evaluates after the button lists change', () => {
    const { result } = renderHook(() => usePermission());
    expect(result.current('user:add')).toBe(false);
    act(() => saveButtonAuth([show('user:add')], []));
    expect(result.current('user:add')).toBe(true);
    act(() => clearSession());
    expect(result.current('user:add')).toBe(false);
  });
});

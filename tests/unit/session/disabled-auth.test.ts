import { describe, expect, it } from 'vitest';
import type { AllAuthItem, AuthItem } from '@/api/sys/permission';
import { isDisabledByAuth, type PermissionContext } from '@/session';

const rule = (action: string, status = '1'): AllAuthItem => ({ action, type: '2', status, describe: action });
const grant = (action: string, type = '2'): AuthItem => ({ action, type, describe: action });
const ctx = (auth: AuthItem[], allAuth: AllAuthItem[]): PermissionContext => ({ auth, allAuth });

describe('isDisabledByAuth (disabledAuthFilter)', () => {
  it('disables a field whose rule is in force when the user lacks the grant', () => {
    expect(isDisabledByAuth('user:form:phone', ctx([], [rule('user:form:phone')]))).toBe(true);
  });

  it('keeps the field editable for a user granted the rule', () => {
    expect(isDisabledByAuth('user:form:phone', ctx([grant('user:form:phone')], [rule('user:form:phone')]))).toBe(false);
  });

  it('ignores a rule with status 0 (not in force)', () => {
    expect(isDisabledByAuth('user:form:phone', ctx([], [rule('user:form:phone', '0')]))).toBe(false);
  });

  it('disables nothing for a code without a rule, or with only a type 1 row', () => {
    expect(isDisabledByAuth('user:form:email', ctx([], [rule('user:form:phone')]))).toBe(false);
    expect(isDisabledByAuth('user:add', ctx([], [{ action: 'user:add', type: '1', status: '1' }]))).toBe(false);
  });

  it('counts only type 2 grants as lifting the rule', () => {
    expect(isDisabledByAuth('user:form:birthday', ctx([grant('user:form:birthday', '1')], [rule('user:form:birthday')]))).toBe(true);
  });
});

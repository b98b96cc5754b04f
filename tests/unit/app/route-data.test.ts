import { afterEach, describe, expect, it } from 'vitest';
import { rememberScreen } from '@/app/router/last-screen';
import { startRouteData, startedClientFor } from '@/app/router/route-data';

afterEach(() => sessionStorage.clear());

describe('the early cache of a signed-in page', () => {
  it('is the same cache each time the shell of that sign-in asks (a shell whose first render waited is rendered again)', () => {
    // A screen with no early calls: only the hand-over of the cache is under test.
    rememberScreen('/isystem/role', 'system/RoleList');
    startRouteData('/isystem/role', '', 'token-a', 'admin');
    const first = startedClientFor('token-a');
    expect(first).not.toBeNull();
    expect(startedClientFor('token-a')).toBe(first);
  });

  it('is not handed to another sign-in', () => {
    rememberScreen('/isystem/role', 'system/RoleList');
    startRouteData('/isystem/role', '', 'token-a', 'admin');
    expect(startedClientFor('token-b')).toBeNull();
    expect(startedClientFor(null)).toBeNull();
  });
});

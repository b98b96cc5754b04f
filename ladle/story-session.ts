/**
 * The signed-in console a story renders in: the fake backend issues a token for 管理员 and the
 * session storage holds what a login leaves there (token, user info, dictionaries), so the
 * screens' own calls (dictionaries, pickers, user info) pass the JwtFilter like in the demo.
 */
import type { LoginResult } from '@/api/sys/auth';
import { saveLogin } from '@/session/session';
import { findActiveUser, issueToken } from '../fake-server/lib/auth';
import { allDictItems } from '../fake-server/lib/dict';
import { toUserInfo, userDeparts } from '../fake-server/lib/users';

export const STORY_USER = 'admin';

export async function signInStoryUser(): Promise<void> {
  const user = findActiveUser(STORY_USER);
  if (!user) throw new Error(`the fake backend has no active user ${STORY_USER}: was it seeded?`);
  const departs = userDeparts(user.id);
  const result: LoginResult = {
    token: await issueToken(user),
    userInfo: toUserInfo(user),
    departs,
    multi_depart: departs.length > 1 ? 2 : departs.length === 1 ? 1 : 0,
    sysAllDictItems: allDictItems(),
  };
  saveLogin(result);
}

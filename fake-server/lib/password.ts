/**
 * Password hashing stand-in. The backend uses PBEWithMD5AndDES(username,
 * password, salt) → hex; the fake only needs the same properties: salted,
 * per-user, never returned, and changing it changes the hash.
 */
import { md5 } from 'js-md5';

export function hashPassword(username: string, password: string, salt: string): string {
  return md5(`${username}\u0000${password}\u0000${salt}`);
}

const SALT_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 8-char salt like `oConvertUtils.randomGen(8)`; pass a PRNG for deterministic seeds. */
export function makeSalt(random: () => number = Math.random): string {
  let salt = '';
  for (let i = 0; i < 8; i += 1) salt += SALT_CHARS[Math.floor(random() * SALT_CHARS.length)];
  return salt;
}

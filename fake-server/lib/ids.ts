/**
 * Ids as the backend makes them: MyBatis-Plus ASSIGN_ID snowflakes (19-digit
 * strings) and 32-hex uuids. The seed uses a counter-based generator so the
 * same seed always yields the same ids.
 */
import { md5 } from 'js-md5';

const TWITTER_EPOCH = 1288834974657n;

export function snowflakeAt(ms: number, sequence: number): string {
  return ((BigInt(Math.floor(ms)) - TWITTER_EPOCH) * 4194304n + BigInt(sequence % 4194304)).toString();
}

let runtimeSequence = 0;

/** A fresh snowflake for rows created at run time. */
export function newId(): string {
  runtimeSequence = (runtimeSequence + 1) % 4096;
  return snowflakeAt(Date.now(), runtimeSequence + 4096 * Math.floor(Math.random() * 1000));
}

/** Deterministic snowflakes for seeding, all stamped at `ms` with increasing sequence. */
export function seedIdGenerator(ms: number): () => string {
  let sequence = 0;
  return () => snowflakeAt(ms, (sequence += 1));
}

/** A stable 32-hex id derived from a key (used for menu rows). */
export function hexId(key: string): string {
  return md5(key);
}

/** A random 32-hex id (uuid without dashes, like the backend's UUIDGenerator). */
export function randomHexId(): string {
  let out = '';
  for (let i = 0; i < 32; i += 1) out += Math.floor(Math.random() * 16).toString(16);
  return out;
}

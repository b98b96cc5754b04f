/**
 * The demo build's seeding: the tables the seeders produced at build time (virtual:demo-seed,
 * fetched only when a reseed happens), with the login logs redated to the moment of seeding the
 * way the seeders would have dated them, ids and all. Same signature as seed/index.ts.
 */
import { SEED_EPOCH } from '../config';
import { kv } from '../db/kv';
import { restoreTables } from '../db/persistence';
import type { SysUserAccountRow } from '../db/rows';
import { formatDateTime } from '../lib/dates';
import { logRows } from './logs';

export async function seedDatabase(now: number = Date.now()): Promise<void> {
  const { default: json } = await import('virtual:demo-seed');
  // Parsed per reseed: the tables keep the row objects, and later writes must not reach the next reseed.
  const tables = JSON.parse(json) as Record<string, object[]>;
  const logIds = (tables.sys_log as { id: string }[]).map((row) => row.id);
  let next = 0;
  const logs = logRows(
    { now, nextId: () => logIds[next++], at: (minutes) => formatDateTime(SEED_EPOCH + minutes * 60_000) },
    tables.sys_user as SysUserAccountRow[],
  );
  kv.clear();
  await restoreTables({ ...tables, sys_log: logs });
}

/**
 * Deterministic seeding: clears every registered table and runs the seeders
 * in order. Each screen module exports its seeder, listed below; a
 * seeder reads earlier data from `db` and must draw randomness only from the
 * context so two seeds give identical tables.
 */
import { db } from '../db/tables';
import { kv } from '../db/kv';
import { clearAllTables, insertAll } from '../db/table';
import { announcementRows } from './announcements';
import { createSeedContext, type SeedContext } from './context';
import { departRows } from './departs';
import { dictRows } from './dicts';
import { logRows } from './logs';
import { flatMenuRows, rolePermissionRows } from './menus';
import { roleRows } from './roles';
import { tenantRows } from './tenants';
import { userRows } from './users';
import { seedPositions } from './positions';
import { seedCategories } from './categories';
import { seedReports } from './reports';
import { seedPermissionDataRules } from '../handlers/sys-permission-admin';
import { seedJobsAndLogs } from './jobs-logs';
import { seedDepartRoles } from './depart-roles';
import { seedRules } from './rules';
import { seedMiscAdmin } from './misc-admin';
import { seedContent } from './content';
import { seedWorkflow } from './workflow';
import { seedDashboardTasks } from './dashboard';
import { seedOssFiles } from './oss';

export type Seeder = (ctx: SeedContext) => Promise<void>;

async function seedCore(ctx: SeedContext): Promise<void> {
  const departs = departRows(ctx);
  const roles = roleRows(ctx);
  const { users, userDeparts, userRoles } = userRows(ctx, departs);
  const flat = flatMenuRows(ctx);
  const grants = rolePermissionRows(ctx, roles, flat);
  const { dicts, items } = dictRows(ctx);
  const { announcements, sends } = announcementRows(ctx, users);
  await insertAll(db.sysTenant, tenantRows(ctx));
  await insertAll(db.sysDepart, departs);
  await insertAll(db.sysRole, roles);
  await insertAll(db.sysUser, users);
  await insertAll(db.sysUserDepart, userDeparts);
  await insertAll(db.sysUserRole, userRoles);
  await insertAll(
    db.sysPermission,
    flat.map((f) => f.row),
  );
  await insertAll(db.sysRolePermission, grants);
  await insertAll(db.sysDict, dicts);
  await insertAll(db.sysDictItem, items);
  await insertAll(db.sysAnnouncement, announcements);
  await insertAll(db.sysAnnouncementSend, sends);
  // Last: the only seeder input that depends on the seeding moment.
  await insertAll(db.sysLog, logRows(ctx, users));
}

/** In order: each seeder may read what the earlier ones wrote (the core tables first). */
const seeders: readonly Seeder[] = [
  seedCore,
  seedPositions,
  seedDepartRoles,
  seedRules,
  seedCategories,
  seedReports,
  seedPermissionDataRules,
  seedJobsAndLogs,
  seedMiscAdmin,
  seedDashboardTasks,
  seedContent,
  seedWorkflow,
  seedOssFiles,
];

/** Wipes every table and the short-lived keys, then seeds. `now` dates the login logs. */
export async function seedDatabase(now: number = Date.now()): Promise<void> {
  clearAllTables();
  kv.clear();
  const ctx = createSeedContext(now);
  for (const seeder of seeders) await seeder(ctx);
}

/**
 * The fake backend with the role and menu-administration endpoints whether or
 * not the lead has registered them in fake-server/handlers/index.ts yet:
 * unregistered, they go in before the two 404 fallbacks of a private server.
 */
import { setupServer } from 'msw/node';
import { seedPermissionDataRules, sysPermissionAdminHandlers } from '@fake/handlers/sys-permission-admin';
import { sysRoleHandlers } from '@fake/handlers/sys-role';
import { handlers, resetFakeDb, server } from '@fake/node';
import { dataRuleTable } from '@fake/handlers/sys-permission-admin';
import { createSeedContext } from '@fake/seed/context';
import { withFakeBackend } from '../../screen-harness';

const registered = handlers.includes(sysRoleHandlers[0]);

export const roleServer = registered
  ? server
  : setupServer(...handlers.slice(0, -2), ...sysRoleHandlers, ...sysPermissionAdminHandlers, ...handlers.slice(-2));

/** Resets the database; seeds the data rules when the lead has not registered their seeder yet. */
export async function resetRoles(): Promise<void> {
  await resetFakeDb();
  if (dataRuleTable.count() === 0) await seedPermissionDataRules(createSeedContext(Date.now()));
}

/** A role screen test's server around every test: a fresh database, admin signed in, no messages left over. */
export function withRoleServer(): void {
  withFakeBackend({ server: roleServer, reset: resetRoles, signIn: 'admin' });
}

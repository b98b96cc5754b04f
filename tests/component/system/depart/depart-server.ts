/**
 * The fake backend with the department endpoints and seeded department roles
 * whether or not the lead has registered them yet: unregistered, the handlers
 * go in before the two 404 fallbacks of a private server and every reset
 * re-inserts the seeded roles and grants.
 */
import { setupServer } from 'msw/node';
import { departHandlers, departRoleTable } from '@fake/handlers/sys-depart';
import { handlers, resetFakeDb, server } from '@fake/node';
import { createSeedContext } from '@fake/seed/context';
import { seedDepartRoles } from '@fake/seed/depart-roles';

const registered = handlers.includes(departHandlers[0]);

export const departServer = registered ? server : setupServer(...handlers.slice(0, -2), ...departHandlers, ...handlers.slice(-2));

export async function resetWithDeparts(): Promise<void> {
  await resetFakeDb();
  if (departRoleTable.count() === 0) await seedDepartRoles(createSeedContext(Date.now()));
}

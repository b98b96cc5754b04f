/**
 * The fake backend with the dashboard endpoints and tasks, whether or not the lead has
 * registered them in fake-server/handlers/index.ts and the seed yet: unregistered, the handlers
 * go in before the 404 fallback of a private server and every reset re-inserts the tasks.
 */
import { setupServer } from 'msw/node';
import { insertAll } from '@fake/db/table';
import { dashboardHandlers } from '@fake/handlers/dashboard';
import { handlers, resetFakeDb, server } from '@fake/node';
import { createSeedContext } from '@fake/seed/context';
import { dashboardTaskRows, dashboardTaskTable } from '@fake/seed/dashboard';

const registered = handlers.includes(dashboardHandlers[0]);

export const dashboardServer = registered ? server : setupServer(...handlers.slice(0, -1), ...dashboardHandlers, handlers[handlers.length - 1]);

export async function resetWithDashboard(): Promise<void> {
  await resetFakeDb();
  if (dashboardTaskTable.count() === 0) await insertAll(dashboardTaskTable, dashboardTaskRows(createSeedContext(Date.now())));
}

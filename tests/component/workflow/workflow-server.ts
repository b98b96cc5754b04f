/**
 * The fake backend with the workflow endpoints and seed, whether or not the
 * lead has registered them in fake-server/handlers/index.ts and the seed yet:
 * unregistered, the handlers go in before the 404 fallbacks of a private
 * server and every reset re-runs the workflow seeder.
 */
import { setupServer } from 'msw/node';
import { workflowHandlers } from '@fake/handlers/workflow';
import { wfFormTable } from '@fake/handlers/workflow-tables';
import { handlers, resetFakeDb, server } from '@fake/node';
import { createSeedContext } from '@fake/seed/context';
import { seedWorkflow } from '@fake/seed/workflow';

const registered = handlers.includes(workflowHandlers[0]);

// The last two handlers are the static-file and API 404 fallbacks.
export const workflowServer = registered ? server : setupServer(...handlers.slice(0, -2), ...workflowHandlers, ...handlers.slice(-2));

export async function resetWithWorkflow(): Promise<void> {
  await resetFakeDb();
  if (wfFormTable.count() === 0) await seedWorkflow(createSeedContext(Date.now()));
}

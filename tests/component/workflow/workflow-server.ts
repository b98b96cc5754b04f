/** The fake backend for the workflow tests, with the seeded forms, processes and instances. */
import { resetFakeDb, server } from '@fake/node';

export const workflowServer = server;

export async function resetWithWorkflow(): Promise<void> {
  await resetFakeDb();
}

/**
 * The fake backend with the scheduled-job, log, online-user and data-log
 * endpoints and seed rows, whether or not the lead has registered them in
 * fake-server/handlers/index.ts and the seed yet (then the handlers go in
 * before the 404 fallback of a private server, and every reset re-inserts
 * the seeded jobs and versions).
 */
import { setupServer } from 'msw/node';
import { insertAll } from '@fake/db/table';
import { dataLogHandlers, dataLogTable } from '@fake/handlers/sys-data-log';
import { logHandlers } from '@fake/handlers/sys-log';
import { onlineHandlers } from '@fake/handlers/sys-online';
import { quartzHandlers, quartzJobTable } from '@fake/handlers/sys-quartz';
import { handlers, resetFakeDb, server } from '@fake/node';
import { createSeedContext } from '@fake/seed/context';
import { dataLogRows, jobRows } from '@fake/seed/jobs-logs';

const registered = handlers.includes(quartzHandlers[0]);
const mine = [...quartzHandlers, ...logHandlers, ...onlineHandlers, ...dataLogHandlers];

export const jobsServer = registered ? server : setupServer(...handlers.slice(0, -1), ...mine, handlers[handlers.length - 1]);

export async function resetWithJobs(): Promise<void> {
  await resetFakeDb();
  const ctx = createSeedContext(Date.now());
  if (quartzJobTable.count() === 0) await insertAll(quartzJobTable, jobRows(ctx));
  if (dataLogTable.count() === 0) await insertAll(dataLogTable, dataLogRows(ctx));
}

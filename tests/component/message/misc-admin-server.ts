/**
 * The fake backend with the data-source, gateway-route and message endpoints and rows,
 * whether or not the lead has registered them (handlers in fake-server/handlers/index.ts,
 * `seedMiscAdmin` in the seed) yet: unregistered, the handlers go in before the 404
 * fallback of a private server and every reset runs the seeder again.
 */
import { setupServer } from 'msw/node';
import { dataSourceHandlers, dataSourceTable } from '@fake/handlers/sys-data-source';
import { gatewayHandlers } from '@fake/handlers/sys-gateway';
import { messageHandlers } from '@fake/handlers/sys-message';
import { handlers, resetFakeDb, server } from '@fake/node';
import { createSeedContext } from '@fake/seed/context';
import { seedMiscAdmin } from '@fake/seed/misc-admin';

const mine = [...dataSourceHandlers, ...gatewayHandlers, ...messageHandlers];
const registered = handlers.includes(mine[0]);

export const miscServer = registered ? server : setupServer(...handlers.slice(0, -1), ...mine, handlers[handlers.length - 1]);

export async function resetWithMiscAdmin(): Promise<void> {
  await resetFakeDb();
  if (dataSourceTable.count() === 0) await seedMiscAdmin(createSeedContext(Date.now()));
}

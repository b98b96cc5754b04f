/**
 * The fake backend with the position endpoints and rows, whether or not the
 * lead has registered them in fake-server/handlers/index.ts and the seed yet:
 * unregistered, the handlers go in before the 404 fallback of a private server
 * and every reset re-inserts the seeded positions.
 */
import { setupServer } from 'msw/node';
import { insertAll } from '@fake/db/table';
import { positionHandlers, positionTable } from '@fake/handlers/position';
import { handlers, resetFakeDb, server } from '@fake/node';
import { createSeedContext } from '@fake/seed/context';
import { positionRows } from '@fake/seed/positions';

const registered = handlers.includes(positionHandlers[0]);

export const positionServer = registered
  ? server
  : setupServer(...handlers.slice(0, -1), ...positionHandlers, handlers[handlers.length - 1]);

export async function resetWithPositions(): Promise<void> {
  await resetFakeDb();
  if (positionTable.count() === 0) await insertAll(positionTable, positionRows(createSeedContext(Date.now())));
}

/**
 * The fake backend with the content endpoints and rows, whether or not the lead has registered
 * them in fake-server/handlers/index.ts and the seed yet: unregistered, the handlers go in before
 * the static and API 404 fallbacks of a private server and every reset re-runs the content seeder.
 */
import { setupServer } from 'msw/node';
import { contentTable } from '@fake/db/content';
import { db } from '@fake/db/tables';
import { contentHandlers } from '@fake/handlers/content';
import { handlers, resetFakeDb, server } from '@fake/node';
import { createSeedContext } from '@fake/seed/context';
import { CONTENT_AUDIT_DICT, seedContent } from '@fake/seed/content';

const registered = handlers.includes(contentHandlers[0]);

export const contentServer = registered ? server : setupServer(...handlers.slice(0, -2), ...contentHandlers, ...handlers.slice(-2));

export async function resetWithContent(): Promise<void> {
  await resetFakeDb();
  if (contentTable.count() > 0) return;
  const hasDicts = db.sysDict.findFirst((q) => q.where({ dictCode: CONTENT_AUDIT_DICT })) !== undefined;
  if (hasDicts) throw new Error('content dictionaries seeded without content rows');
  await seedContent(createSeedContext(Date.now()));
}

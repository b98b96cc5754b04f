/** The fake backend for the data-source, gateway-route and message tests, with their seeded rows. */
import { resetFakeDb, server } from '@fake/node';

export const miscServer = server;

export async function resetWithMiscAdmin(): Promise<void> {
  await resetFakeDb();
}

/** The fake backend for the content tests: the seeded content rows, restored before each test. */
import { resetFakeDb, server } from '@fake/node';

export const contentServer = server;

export async function resetWithContent(): Promise<void> {
  await resetFakeDb();
}

/** Reseeding shared by the Node entry, the browser entry and POST /__demo/reset. */
import { clearPersistedUploads } from './db/file-persistence';
import { clearSnapshot, withoutPersistence } from './db/persistence';
import { seedDatabase } from './seed/runtime-seed';

/** Fresh seed data; the persisted snapshot and uploads are dropped so a reload starts from the seed too. */
export async function resetDatabase(now: number = Date.now()): Promise<void> {
  await withoutPersistence(() => seedDatabase(now));
  clearSnapshot();
  await clearPersistedUploads();
}

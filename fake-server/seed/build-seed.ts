/** Runs the seeders in Node while the demo is built; the tables become the demo's prebuilt seed. */
import { takeSnapshot } from '../db/persistence';
import { SEED_EPOCH } from '../config';
import { seedDatabase } from './index';

export async function buildSeedTables(): Promise<Record<string, object[]>> {
  // The seeding moment only dates the login logs, which prebuilt-seed.ts redates when it loads.
  await seedDatabase(SEED_EPOCH);
  return takeSnapshot().tables;
}

/**
 * The fake backend under msw/node for Vitest. Never persists. After the first
 * seed, resetFakeDb() restores only the tables a test changed from an
 * in-memory copy, so a beforeEach reset costs milliseconds, not a faker run.
 */
import { setupServer } from 'msw/node';
import { runtime } from './config';
import { kv } from './db/kv';
import { takeSnapshot } from './db/persistence';
import { adoptRows, registeredTables, takeChangedTables } from './db/table';
import { handlers } from './handlers';
import { seedDatabase } from './seed';

export const server = setupServer(...handlers);

let seeded: Map<string, { json: string; count: number }> | null = null;

export async function resetFakeDb(): Promise<void> {
  runtime.latencyMs = 0;
  runtime.failNext = null;
  kv.clear();
  if (seeded === null) {
    await seedDatabase();
    seeded = new Map(Object.entries(takeSnapshot().tables).map(([name, rows]) => [name, { json: JSON.stringify(rows), count: rows.length }]));
    takeChangedTables();
    return;
  }
  const changed = takeChangedTables();
  for (const [name, table] of registeredTables()) {
    const copy = seeded.get(name) ?? { json: '[]', count: 0 };
    if (!changed.has(name) && table.count() === copy.count) continue;
    table.clear();
    await adoptRows(table, JSON.parse(copy.json) as object[]);
  }
  // The clears above were deletes too; they must not count as changes of the next test.
  takeChangedTables();
}

export { handlers };

import { describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '@fake/seed';
import { seedDatabase as seedFromPrebuilt } from '@fake/seed/prebuilt-seed';
import { takeSnapshot } from '@fake/db/persistence';
import { db } from '@fake/db/tables';

// The demo build's chunk, made the way vite.config.ts makes it: the seeders' tables as one JSON string.
vi.mock('virtual:demo-seed', async () => {
  const { buildSeedTables } = await import('@fake/seed/build-seed');
  return { default: JSON.stringify(await buildSeedTables()) };
});

const MORNING = Date.UTC(2025, 5, 1, 0, 30, 0);
const EVENING = Date.UTC(2025, 8, 17, 13, 5, 0);

describe('prebuilt seed of the demo build', () => {
  it.each([MORNING, EVENING])('gives the same tables as running the seeders at that moment (%i)', async (now) => {
    await seedDatabase(now);
    const seeded = JSON.stringify(takeSnapshot().tables);
    await seedFromPrebuilt(now);
    expect(JSON.stringify(takeSnapshot().tables)).toBe(seeded);
  });

  it('starts every reseed from the build-time rows, not from rows changed since', async () => {
    await seedFromPrebuilt(MORNING);
    await db.sysUser.update((q) => q.where({ username: 'editor' }), { data: (u) => void (u.realname = '改过的名字') });
    await seedFromPrebuilt(MORNING);
    expect(db.sysUser.findFirst((q) => q.where({ username: 'editor' }))?.realname).not.toBe('改过的名字');
  });
});

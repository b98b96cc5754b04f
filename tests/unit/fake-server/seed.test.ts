import { describe, expect, it } from 'vitest';
import { seedDatabase } from '@fake/seed';
import { db } from '@fake/db/tables';
import { takeSnapshot } from '@fake/db/persistence';

const NOW = Date.UTC(2025, 5, 1, 4, 0, 0);

describe('seed', () => {
  it('produces identical tables on two runs with the same seeding moment', async () => {
    await seedDatabase(NOW);
    const first = JSON.stringify(takeSnapshot().tables);
    await seedDatabase(NOW);
    expect(JSON.stringify(takeSnapshot().tables)).toBe(first);
  });

  it('dates only the login logs from the seeding moment', async () => {
    await seedDatabase(NOW);
    const users = JSON.stringify(db.sysUser.all());
    const logins = db.sysLog.findMany((q) => q.where({ logType: 1 })).map((l) => l.createTime);
    await seedDatabase(NOW + 3 * 86_400_000);
    expect(JSON.stringify(db.sysUser.all())).toBe(users);
    expect(db.sysLog.findMany((q) => q.where({ logType: 1 })).map((l) => l.createTime)).not.toEqual(logins);
  });

  it('spreads login logs over the 30 days before seeding', async () => {
    await seedDatabase(NOW);
    const times = db.sysLog.findMany((q) => q.where({ logType: 1 })).map((l) => l.createTime!);
    expect(times.every((t) => t >= '2025-05-03' && t <= '2025-06-01 12:00:00')).toBe(true);
    expect(new Set(times.map((t) => t.slice(0, 10))).size).toBe(30);
  });

  it('seeds ≥300 active users over a 3-level YouBian department tree', async () => {
    await seedDatabase(NOW);
    expect(db.sysUser.findMany((q) => q.where({ delFlag: 0 })).length).toBeGreaterThanOrEqual(300);
    const departs = db.sysDepart.all();
    expect(departs.filter((d) => d.orgType === '1').map((d) => d.orgCode)).toEqual(['A01']);
    expect(departs.filter((d) => d.orgType === '2')).toHaveLength(8);
    for (const d of departs) {
      expect(d.orgCode).toMatch(/^(A\d{2}){1,3}$/);
      expect(d.orgCode.length / 3).toBe(Number(d.orgType));
      const parent = departs.find((p) => p.id === d.parentId);
      if (parent) expect(d.orgCode.startsWith(parent.orgCode)).toBe(true);
    }
    const usernames = db.sysUser.all().map((u) => u.username);
    expect(new Set(usernames).size).toBe(usernames.length);
  });

  it('keeps the contract ids of the home menu and the test role', async () => {
    await seedDatabase(NOW);
    expect(db.sysPermission.findFirst((q) => q.where({ id: '9502685863ab87f0ad1134142788a385' }))?.name).toBe('首页');
    expect(db.sysRole.findFirst((q) => q.where({ roleCode: 'test' }))?.id).toBe('ee8626f80f7c2619917b6236f3a7f02b');
    expect(db.sysTenant.all().map((t) => [t.id, t.status])).toEqual([
      [1, 1],
      [2, 1],
      [3, 0],
    ]);
  });
});

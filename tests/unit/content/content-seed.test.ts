/** The content seed: volume, audit mix, determinism and speed (it reruns before many tests). */
import { describe, expect, it } from 'vitest';
import type { ContentArea } from '@/api/content';
import { createSeedContext } from '@fake/seed/context';
import { contentRows } from '@fake/seed/content';
import { CONTENT_AREA_PATHS } from '@fake/db/content';

const NOW = Date.UTC(2025, 5, 1);

describe('contentRows', () => {
  it('gives every area ≥ 50 items, ≥ 5 待审核, some 已驳回 with reasons and some 草稿', () => {
    const rows = contentRows(createSeedContext(NOW));
    for (const area of Object.keys(CONTENT_AREA_PATHS) as ContentArea[]) {
      const mine = rows.filter((r) => r.area === area);
      expect(mine.length).toBeGreaterThanOrEqual(50);
      expect(new Set(mine.map((r) => r.title)).size).toBe(mine.length);
      const by = (s: string) => mine.filter((r) => r.auditStatus === s);
      expect(by('1').length).toBeGreaterThanOrEqual(5);
      expect(by('3').length).toBeGreaterThan(0);
      expect(by('3').every((r) => r.auditReason)).toBe(true);
      expect(by('0').length).toBeGreaterThan(0);
      expect(by('2').length).toBeGreaterThan(mine.length / 2);
    }
  });

  it('dates publish times over the 18 months before the seed epoch and writes 2-5 paragraph bodies', () => {
    const rows = contentRows(createSeedContext(NOW));
    const times = rows.map((r) => r.publishTime!).sort();
    expect(times[0] >= '2023-07-01').toBe(true);
    expect(times[times.length - 1] <= '2025-01-06 09:00:00').toBe(true);
    for (const r of rows.filter((x) => x.area === 'notice')) {
      const paragraphs = (r.content!.match(/<p>(?!<img)/g) ?? []).length;
      expect(paragraphs).toBeGreaterThanOrEqual(2);
      expect(paragraphs).toBeLessThanOrEqual(5);
    }
  });

  it('is deterministic and cheap to generate', () => {
    expect(JSON.stringify(contentRows(createSeedContext(NOW)))).toBe(JSON.stringify(contentRows(createSeedContext(NOW))));
    const ctx = createSeedContext(NOW);
    const start = performance.now();
    contentRows(ctx);
    // ~8 ms on an idle core; the margin is for a machine shared by many test runs.
    expect(performance.now() - start).toBeLessThan(100);
  });
});

/**
 * Small deterministic randomness for seed data and moving figures. Kept apart from the seed
 * context so handlers can use it without pulling faker into the demo's runtime bundle.
 */

/** mulberry32: tiny, fast, good enough for seed data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
export const intBetween = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

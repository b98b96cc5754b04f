/**
 * What every seeder gets: the seeding instant (only login logs use it), the
 * fixed epoch everything else is dated from, an isolated seeded faker
 * (zh_CN → en → base, like fakerZH_CN) and deterministic id/PRNG helpers.
 */
import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { SEED, SEED_EPOCH } from '../config';
import { formatDateTime } from '../lib/dates';
import { seedIdGenerator } from '../lib/ids';
import { mulberry32 } from '../lib/random';

export { intBetween, mulberry32, pick } from '../lib/random';

export interface SeedContext {
  /** The moment of seeding (epoch ms). */
  now: number;
  epoch: number;
  faker: Faker;
  /** Deterministic PRNG in [0, 1). */
  random: () => number;
  /** Deterministic 19-digit snowflake ids. */
  nextId: () => string;
  /** "yyyy-MM-dd HH:mm:ss" of epoch + offset minutes. */
  at: (minutesFromEpoch: number) => string;
}

export function createSeedContext(now: number): SeedContext {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(SEED);
  return {
    now,
    epoch: SEED_EPOCH,
    faker,
    random: mulberry32(SEED),
    nextId: seedIdGenerator(SEED_EPOCH),
    at: (minutes) => formatDateTime(SEED_EPOCH + minutes * 60_000),
  };
}


/**
 * Cron preview cost: next ten runs for 200 varied Quartz expressions, a few rounds each.
 * Prints one line; asserts only that expressions built to fire do fire (and the never-firing ones do not).
 */
import { expect, it } from 'vitest';
import { nextRuns, validate } from '@/lib/cron/quartz';

/** Small deterministic PRNG (mulberry32) so every run measures the same expressions. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rnd = prng(20260101);
const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];

const seconds = () => pick(['0', '*', `0/${int(5, 30)}`, `${int(0, 59)}`, `${int(0, 20)}-${int(30, 59)}`, '0,30', `*/${int(2, 20)}`]);
const minutes = () => pick(['0', '*', `${int(0, 59)}`, `0/${int(5, 30)}`, `${int(0, 10)}-${int(40, 59)}`, '15,45', `${int(0, 9)}/${int(10, 20)}`]);
const hours = () => pick(['*', `${int(0, 23)}`, `${int(0, 8)}-${int(12, 23)}`, '22-2', `0/${int(2, 6)}`, '9,12,18']);
const months = () => pick(['*', '*', `${int(1, 12)}`, 'JAN-JUN', 'NOV-FEB', `1/${int(2, 4)}`, '3,6,9,12']);
const years = () => pick(['', '', ' *', ` ${int(2027, 2040)}-2099`, ` 2030/${int(1, 5)}`]);
const dayPart = () =>
  pick([
    () => `* ${months()} ?`,
    () => `${int(1, 28)} ${months()} ?`,
    () => `L ${months()} ?`,
    () => `LW ${months()} ?`,
    () => `L-${int(1, 20)} ${months()} ?`,
    () => `${int(1, 28)}W ${months()} ?`,
    () => `1/${int(2, 10)} ${months()} ?`,
    () => `${int(1, 10)}-${int(15, 28)} ${months()} ?`,
    () => `? ${months()} ${pick(['MON-FRI', '2,4,6', 'SAT,SUN', '1', 'FRI-MON'])}`,
    () => `? ${months()} ${int(1, 7)}L`,
    () => `? ${months()} ${int(1, 7)}#${int(1, 4)}`,
    () => `? ${months()} ${pick(['mon', 'tue', 'fri'])}#${int(1, 4)}`,
  ])();

const firing = Array.from({ length: 192 }, () => `${seconds()} ${minutes()} ${hours()} ${dayPart()}${years()}`);
const neverFiring = ['0 0 0 30 2 ?', '0 0 0 31 4,6,9,11 ?', '0 0 0 ? 2 6#5 2027', '0 0 0 29 2 ? 2100', '0 0 0 1 1 ? 2020', '0 0 0 31 2 ? *', '0 0 0 ? 2 1#5 2026', '0 0 0 L-30 2 ?'];
const expressions = [...firing, ...neverFiring];

it('cron next-10 over 200 expressions', () => {
  expect(expressions).toHaveLength(200);
  for (const e of expressions) expect(validate(e), e).toBeNull();

  const from = new Date(2026, 0, 1, 8, 0, 0);
  const rounds = 5;
  const perExpression = expressions.map(() => 0);
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    expressions.forEach((e, i) => {
      const t0 = performance.now();
      const runs = nextRuns(e, from, 10);
      perExpression[i] += performance.now() - t0;
      if (r === 0) {
        if (i < firing.length) expect(runs.length, e).toBeGreaterThan(0);
        else expect(runs, e).toEqual([]);
      }
    });
  }
  const total = performance.now() - started;
  const sorted = perExpression.map((ms) => ms / rounds).sort((a, b) => a - b);
  const median = (sorted[99] + sorted[100]) / 2;
  console.log(`cron next-10 over 200 expressions: median ${median.toFixed(3)} ms per expression, total ${total.toFixed(1)} ms`);
});

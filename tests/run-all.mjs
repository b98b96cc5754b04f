// `npm test`: every check a change must pass, in the order a failure is cheapest to find.
// Ends with one summary line "tests: N passed, N failed" over all Vitest runs.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import { ensureChromium } from './e2e/chromium.mjs';
import { reliabilitySummary } from './reliability/summary.mjs';

const reportDir = 'tests/e2e/artifacts';
mkdirSync(reportDir, { recursive: true });
rmSync(`${reportDir}/reliability.jsonl`, { force: true });
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function run(label, cmd, args, { vitestReport } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  console.log(`◀ ${label}: exit ${res.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (vitestReport) {
    try {
      const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    } catch {
      // no report: the step failed before running tests; its exit code tells
    }
    rmSync(vitestReport, { force: true });
  }
  if (res.status !== 0) failures.push(label);
  return res.status === 0;
}

const only = process.argv[2];
const steps = [
  ['chromium', () => (ensureChromium(), true)],
  ['typecheck', () => run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])],
  ['lint', () => run('lint', 'npx', ['eslint', '.', '--max-warnings=0'])],
  ['unit', () => run('unit, component, contract and story tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${reportDir}/unit.json`], { vitestReport: `${reportDir}/unit.json` })],
  ['build', () => run('production build', 'npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn'])],
  ['build:demo', () => run('demo build', 'npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn'])],
  ['e2e', () => run('browser tests and build checks', 'npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${reportDir}/e2e.json`], { vitestReport: `${reportDir}/e2e.json` })],
];

for (const [name, step] of steps) {
  if (only && only !== name) continue;
  step();
}

console.log('');
console.log(reliabilitySummary());
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);

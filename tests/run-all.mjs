// `npm test`: every check a change must pass. Steps that use one core each (typecheck, lint, the
// two builds) run side by side, so both cores of a small CI machine stay busy; the Vitest runs
// spread their files over workers themselves. Ends with the ten slowest test files, the time of
// every step and one summary line "tests: N passed, N failed" over all Vitest runs.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { relative } from 'node:path';
import { ensureChromium } from './e2e/chromium.mjs';
import { reliabilitySummary } from './reliability/summary.mjs';
import { saveFileWeights, slowestFiles } from './slowest-files.mjs';

const reportDir = 'tests/e2e/artifacts';
mkdirSync(reportDir, { recursive: true });
rmSync(`${reportDir}/reliability.jsonl`, { force: true });
let passed = 0;
let failed = 0;
const failedTests = [];
let skipped = 0;
const failures = [];
const timings = [];
const fileDurations = [];
const suiteStarted = Date.now();
const CLOCK_TICKS = 100;

/**
 * Node's young generation at 64 MB a semi-space instead of 16: the screen tests allocate
 * short-lived React elements and fibers by the million, which a larger young generation collects
 * in fewer scavenges. Vitest's workers are threads of its process, which share this flag: the screen tests
 * of tests/component/system took 147/140 → 136/130 busy CPU-s, interleaved; 128 MB did no better.
 */
const NODE_OPTIONS = [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ');

/** CPU seconds of every child process this one has waited for (Linux; null elsewhere). */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of stat (cutime, cstime), counted from field 3 after the command name.
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

let lastCpu = childCpuSeconds();

function readVitestReport(file) {
  if (!existsSync(file)) return;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      if (result.startTime && result.endTime) fileDurations.push({ file: result.name, seconds: (result.endTime - result.startTime) / 1000 });
      for (const test of result.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const why = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        failedTests.push(`${relative(process.cwd(), result.name)} › ${test.fullName}: ${why}`);
      }
      // a file that failed before any test ran (an import or set-up error) has no failed test
      if (result.status === 'failed' && !(result.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failedTests.push(`${relative(process.cwd(), result.name)}: ${String(result.message ?? '').split('\n')[0].slice(0, 300)}`);
      }
    }
  } catch {
    // an unreadable report: the step's exit code tells what happened
  }
  rmSync(file, { force: true });
}

/**
 * Runs one command. Alone, its output streams through; beside others (`prefix`), each line is
 * prefixed with the step's label so interleaved output stays readable.
 */
function run(label, cmd, args, { vitestReport, prefix = false } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '0', NODE_OPTIONS } });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) console.log(`[${label}] ${line}`);
        });
        stream.on('end', () => rest && console.log(`[${label}] ${rest}`));
      }
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      // A child's CPU is added to ours when it is reaped, so the growth since the last reading
      // is this step's (the steps' processes are reaped one close event at a time).
      const cpuNow = childCpuSeconds();
      timings.push({ label, seconds, cpu: cpuNow === null || lastCpu === null ? null : cpuNow - lastCpu });
      lastCpu = cpuNow;
      console.log(`◀ ${label}: exit ${code} in ${seconds.toFixed(1)} s`);
      if (vitestReport) readVitestReport(vitestReport);
      if (code !== 0) failures.push(label);
      resolve(code === 0);
    });
  });
}

const vitestArgs = (report, ...rest) => ['vitest', 'run', ...rest, '--reporter=default', '--reporter=json', `--outputFile=${report}`];

const only = process.argv[2];
const steps = {
  chromium: async () => (ensureChromium(), true),
  typecheck: (prefix) => run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { prefix }),
  lint: (prefix) => run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { prefix }),
  figures: (prefix) => run('code figures', 'node', ['scripts/code-figures.mjs'], { prefix }),
  build: (prefix) => run('production build', 'npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn'], { prefix }),
  'build:demo': (prefix) => run('demo build', 'npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn'], { prefix }),
  // The browser sweep of every story opens this build (it would build it itself when missing).
  'build:ladle': (prefix) => run('Ladle build', 'npx', ['ladle', 'build', '--config', 'ladle', '--stories', 'ladle/**/*.stories.tsx', '--outDir', 'dist-ladle'], { prefix }),
  unit: (prefix) => run('unit, component, contract and story tests', 'npx', vitestArgs(`${reportDir}/unit.json`), { vitestReport: `${reportDir}/unit.json`, prefix }),
  e2e: (prefix) => run('browser tests and build checks', 'npx', vitestArgs(`${reportDir}/e2e.json`, '--config', 'tests/e2e/vitest.config.ts'), { vitestReport: `${reportDir}/e2e.json`, prefix }),
};

if (only) {
  if (!steps[only]) throw new Error(`unknown step ${only}; one of ${Object.keys(steps).join(', ')}`);
  await steps[only](false);
} else {
  await steps.chromium();
  // Single-threaded checks and the builds share the two cores in two lanes.
  const typecheckLane = (async () => {
    await steps.typecheck(true);
    await steps['build:ladle'](true);
  })();
  const lintLane = (async () => {
    await steps.lint(true);
    await steps.figures(true);
    await steps.build(true);
    await steps['build:demo'](true);
  })();
  // The Vitest suite needs no build: it takes the core the shorter lane frees, and both its
  // workers run once the other lane is done too. The browser tests need every build; they run
  // beside the Vitest suite rather than after it: each of the two leaves a core idle a tenth of
  // its time (a worker waiting on a timer, a page on its fake backend, the last file of a run),
  // which the other fills (both in a row: 759 s; side by side: 701 s on a 2-core machine).
  await lintLane;
  const unit = steps.unit(true);
  await typecheckLane;
  const e2e = steps.e2e(true);
  await Promise.all([unit, e2e]);
}

console.log('');
if (fileDurations.length) {
  console.log('ten slowest test files:');
  for (const { file, seconds } of slowestFiles(fileDurations, 10)) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
  console.log('');
  // The order the next runs start files in (tests/heavy-first-sequencer.ts), refreshed on request.
  if (process.env.SAVE_TEST_WEIGHTS === '1') console.log(`file weights written to ${saveFileWeights(fileDurations)}\n`);
}
console.log('step times (wall; CPU of the step’s processes, user + sys):');
for (const { label, seconds, cpu } of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${cpu === null ? '' : `cpu ${cpu.toFixed(0).padStart(5)} s  `}${label}`);
const totalCpu = childCpuSeconds();
console.log(`  ${((Date.now() - suiteStarted) / 1000).toFixed(1).padStart(7)} s  ${totalCpu === null ? '' : `cpu ${totalCpu.toFixed(0)} s  `}npm test in all`);
console.log(reliabilitySummary());
if (failedTests.length) {
  // repeated at the end so that a log cut to its last lines still names what failed
  console.log('failed tests:');
  for (const line of failedTests) console.log(`  ${line}`);
}
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);

// `npm run bench`: builds what it measures, then prints every figure the issues ask for.
// Benchmarks report; they do not pass or fail on time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { runLoginBench } from './login-page.mjs';
import { runDemoStartBench } from './demo-start.mjs';

function sh(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const skipBuild = process.argv.includes('--no-build');
if (!skipBuild || !existsSync('dist/index.html')) sh('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn']);
if (!skipBuild || !existsSync('dist-demo/index.html')) sh('npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn']);

console.log('\n== Login page ==');
await runLoginBench();

console.log('\n== Demo start-up vs production (CPU 1× and 4×) ==');
await runDemoStartBench({ runs: Number(process.env.BENCH_RUNS ?? 5) });

const pureBenches = readdirSync('tests/bench').filter((f) => f.endsWith('.bench.ts'));
if (pureBenches.length) {
  console.log('\n== Pure-code benchmarks ==');
  sh('npx', ['vitest', 'run', '--config', 'tests/bench/vitest.config.ts', '--reporter=dot', '--silent=false']);
}

for (const f of readdirSync('tests/bench').filter((f) => f.endsWith('.browser-bench.mjs'))) {
  console.log(`\n== ${f} ==`);
  const mod = await import(`./${f}`);
  await mod.default();
}

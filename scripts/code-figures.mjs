// Figures of the code's shape, printed by `npm test`: imports that run up the layers (must be 0;
// the build fails otherwise), the files over 400 lines, the functions over 120 lines without a
// `long because:` comment (seed data and the Quartz port aside) and the backend URL literals outside
// src/api and fake-server.
// Layers, top to bottom: app → features → widgets → ui → session → validation → api → lib.
// machines/ hold pure statecharts (they may use lib and api types); fake-server/ emulates the
// backend (it may use api types and lib, never the console's UI or statecharts).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { longFunctions } from './long-functions.mjs';

const LAYERS = ['app', 'features', 'widgets', 'ui', 'session', 'validation', 'api', 'lib'];
const MAX_LINES = 400;
const MAX_FUNCTION_LINES = 120;
/** Data and a line-by-line port of Java code, long by nature. */
const LONG_BY_NATURE = [/^fake-server\/seed\//, /^src\/lib\/cron\/(quartz|java)-/];

function layerOf(path) {
  if (path.startsWith('machines/')) return 'machines';
  if (path.startsWith('fake-server/')) return 'fake';
  const m = /^src\/([^/]+)\//.exec(path);
  return m && LAYERS.includes(m[1]) ? m[1] : null;
}

function allowed(from, to) {
  if (from === to) return true;
  if (from === 'machines') return to === 'lib' || to === 'api';
  if (from === 'fake') return to === 'api' || to === 'lib';
  if (to === 'fake') return false;
  if (to === 'machines') return ['app', 'features', 'widgets'].includes(from);
  return LAYERS.indexOf(to) > LAYERS.indexOf(from);
}

function resolve(file, spec) {
  if (spec.startsWith('@/')) return `src/${spec.slice(2)}`;
  if (spec.startsWith('@machines/')) return `machines/${spec.slice(10)}`;
  if (spec.startsWith('@fake/')) return `fake-server/${spec.slice(6)}`;
  if (spec.startsWith('.')) return normalize(join(dirname(file), spec));
  return null;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path;
  }
}

const upward = [];
const long = [];
const longFns = [];
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;
for (const root of ['src', 'machines', 'fake-server']) {
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length;
    const byNature = LONG_BY_NATURE.some((re) => re.test(file));
    if (lines > MAX_LINES && !byNature) long.push({ file, lines });
    if (!byNature) for (const fn of longFunctions(file, text, MAX_FUNCTION_LINES)) if (!fn.excused) longFns.push({ file, ...fn });
    const from = layerOf(file);
    if (!from) continue;
    for (const [, spec] of text.matchAll(IMPORT)) {
      const target = resolve(file, spec);
      const to = target && layerOf(target);
      if (to && !allowed(from, to)) upward.push(`${file} (${from}) → ${spec} (${to})`);
    }
  }
}

// Backend paths belong to src/api (lint rejects a new one elsewhere in src). Tests and stories are
// not counted: they stand in for the backend, as fake-server/ does.
const BACKEND_PATH = /^\/(sys|online|actuator|cas|demo)\//;
const URL_LITERAL_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);
const urlLiterals = [];
for (const root of ['src', 'machines']) {
  for (const file of sourceFiles(root)) {
    if (file.startsWith('src/api/')) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const visit = (node) => {
      if (URL_LITERAL_KINDS.has(node.kind) && BACKEND_PATH.test(node.text)) urlLiterals.push(file);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

console.log(`imports against the layers: ${upward.length}`);
for (const line of upward) console.log(`  ${line}`);
console.log(`files over ${MAX_LINES} lines (seed data and the Quartz port aside): ${long.length}`);
for (const { file, lines } of long.sort((a, b) => b.lines - a.lines)) console.log(`  ${lines} ${file}`);
console.log(`backend URL literals outside src/api and fake-server: ${urlLiterals.length}`);
for (const file of [...new Set(urlLiterals)].sort()) console.log(`  ${file}`);
console.log(`functions over ${MAX_FUNCTION_LINES} lines (without a reason comment): ${longFns.length}`);
for (const { file, line, name, lines } of longFns.sort((a, b) => b.lines - a.lines)) console.log(`  ${file}:${line} ${name} ${lines}`);
process.exitCode = upward.length > 0 ? 1 : 0;

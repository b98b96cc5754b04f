/**
 * Every call the spec lists (console.md and widgets.md, "7. The calls it
 * makes") has a fake handler that answers it: the catch-alls (the gate that
 * falls through, the 404 fallback) do not count. The lists are kept in
 * spec-calls.txt because the spec lives beside the repository, not in it; where
 * ../shared/spec exists the copy must match it (`UPDATE_SPEC_CALLS=1` rewrites it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { HttpHandler, WebSocketHandler } from 'msw';
import { handlers } from '@fake/node';
import { gateHandler, notFoundHandler } from '@fake/handlers/gate';
import { formatSpecCall, mergeSpecCalls, parseSpecCalls, parseSpecCallsFile, type SpecCall } from './spec-calls';

const here = dirname(fileURLToPath(import.meta.url));
const copyFile = resolve(here, 'spec-calls.txt');
// The spec sits beside the repository: ../shared/spec from the main checkout, one level further up from a worktree under wt/.
const specDir = [process.env.SPEC_DIR, resolve(here, '../../../shared/spec'), resolve(here, '../../../../shared/spec')].find(
  (dir): dir is string => dir !== undefined && existsSync(resolve(dir, 'console.md')),
);
const specFiles = ['console.md', 'widgets.md'];

function callsFromSpec(): SpecCall[] {
  return mergeSpecCalls(...specFiles.map((name) => parseSpecCalls(readFileSync(resolve(specDir ?? '', name), 'utf8'))));
}

const header = '# Calls listed by ../shared/spec/console.md and widgets.md (section 7); regenerate with UPDATE_SPEC_CALLS=1.\n';

/** Handlers that answer only what nobody else does, or nothing at all. */
const catchAlls = new Set<HttpHandler | WebSocketHandler>([gateHandler, notFoundHandler]);

function concrete(path: string): string {
  return path.replace(/\{[^}]*\}/g, 'p1');
}

async function isAnswered(call: SpecCall, list: ReadonlyArray<HttpHandler | WebSocketHandler>): Promise<boolean> {
  for (const handler of list) {
    if (catchAlls.has(handler) || !('test' in handler) || typeof handler.test !== 'function') continue;
    const request = new Request(`http://localhost/zw-lgb2${concrete(call.path)}`, { method: call.method });
    if (await (handler as HttpHandler).test({ request })) return true;
  }
  return false;
}

export async function unansweredCalls(calls: SpecCall[], list: ReadonlyArray<HttpHandler | WebSocketHandler>): Promise<SpecCall[]> {
  const missing: SpecCall[] = [];
  for (const call of calls) if (!(await isAnswered(call, list))) missing.push(call);
  return missing;
}

describe('spec endpoint coverage', () => {
  it('keeps spec-calls.txt equal to the spec call lists (where the spec is at hand) and well-formed', () => {
    const copy = parseSpecCallsFile(readFileSync(copyFile, 'utf8')).map(formatSpecCall);
    expect(new Set(copy).size).toBe(copy.length);
    expect(copy.every((line) => /^(GET|POST|PUT|DELETE) \/\S+$/.test(line))).toBe(true);
    // A clone without the product documents beside it checks the copy alone.
    if (specDir === undefined) return;
    const fromSpec = callsFromSpec().map(formatSpecCall);
    if (process.env.UPDATE_SPEC_CALLS === '1') writeFileSync(copyFile, `${header}${fromSpec.join('\n')}\n`);
    expect(parseSpecCallsFile(readFileSync(copyFile, 'utf8')).map(formatSpecCall)).toEqual(fromSpec);
  });

  it('answers every call of the spec', async () => {
    const calls = parseSpecCallsFile(readFileSync(copyFile, 'utf8'));
    expect(calls.length).toBeGreaterThan(60);
    const missing = await unansweredCalls(calls, handlers);
    console.info(`endpoints answered: ${calls.length - missing.length}/${calls.length}`);
    expect(missing.map(formatSpecCall)).toEqual([]);
  });

  it('notices a call whose handler is gone', async () => {
    const calls: SpecCall[] = [{ method: 'GET', path: '/sys/loginfo' }];
    const withoutLoginfo = handlers.filter((h) => !('info' in h && String((h as HttpHandler).info.path).endsWith('/sys/loginfo')));
    expect(await unansweredCalls(calls, handlers)).toEqual([]);
    expect(await unansweredCalls(calls, withoutLoginfo)).toEqual(calls);
  });
});

/**
 * The endpoint call lists of the product spec (console.md and widgets.md,
 * section "7. The calls it makes") as (method, path) pairs. Relative paths
 * (`/getSystemMenuList` after `/sys/permission/list`) continue the previous
 * path's prefix; `{name}` marks a path parameter. Rows that name no concrete
 * path ("Import POST to configurable url") or no HTTP method (the realtime
 * channel, static resources) are not calls the fake server can be asked about.
 */
export interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/** Two spellings of one call differ at most in their path parameters' names. */
const callKey = (call: SpecCall): string => `${call.method} ${call.path.replace(/\{[^}]*\}/g, '{}')}`;

const METHOD = /\b(GET|POST|PUT|DELETE)\b/g;
/** "write call /x/y" names no method; the contract (§4.3 sysAnnouncementSend) answers it on PUT. */
const WRITE_CALL = /\bwrite call (\/[\w/{}]+)/g;

/** The text of the "## 7." section (up to the next "## " heading). */
export function callsSection(markdown: string): string {
  const start = markdown.search(/^## 7\./m);
  if (start < 0) return '';
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

function withoutParentheses(text: string): string {
  let out = text;
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/\([^()]*\)/g, '');
  }
  return out;
}

function normalise(path: string): string {
  let p = path.replace(/^\{domain\}/, '').replace(/\?.*$/, '');
  if (!p.startsWith('/')) p = `/${p}`;
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}

/** The calls of one spec line (a bullet or a table row's first cell). */
export function callsOfLine(line: string): SpecCall[] {
  const text = withoutParentheses(line);
  const calls: SpecCall[] = [];
  const marks = [...text.matchAll(METHOD)];
  marks.forEach((mark, i) => {
    const method = mark[1] as SpecCall['method'];
    const clause = text.slice((mark.index ?? 0) + mark[0].length, marks[i + 1]?.index ?? text.length).split(/[;|]/)[0] ?? '';
    let prefix = '';
    for (const token of clause.split(/,| and /)) {
      const found = /^\s*((?:\{domain\})?\/?[A-Za-z][\w{}]*(?:\/[\w{}]*)*(?:\?\S*)?)/.exec(token);
      if (!found?.[1]) continue;
      const raw = found[1];
      const segments = raw.replace(/^\//, '').replace(/\/$/, '').split('/');
      // A lone segment after the first path continues that path's prefix.
      if (prefix && raw.startsWith('/') && segments.length === 1) {
        calls.push({ method, path: normalise(`${prefix}/${segments[0]}`) });
        continue;
      }
      if (!raw.startsWith('/') && !raw.includes('/') && !raw.startsWith('{')) continue;
      const path = normalise(raw);
      prefix = path.slice(0, path.lastIndexOf('/'));
      calls.push({ method, path });
    }
  });
  for (const write of text.matchAll(WRITE_CALL)) if (write[1]) calls.push({ method: 'PUT', path: normalise(write[1]) });
  return calls;
}

/** Every call of one spec file, in order, without duplicates. */
export function parseSpecCalls(markdown: string): SpecCall[] {
  const seen = new Set<string>();
  const out: SpecCall[] = [];
  for (const line of callsSection(markdown).split('\n')) {
    const trimmed = line.trim();
    let source: string | null = null;
    if (trimmed.startsWith('- ')) source = trimmed.slice(2);
    else if (trimmed.startsWith('|') && !/^\|\s*-/.test(trimmed)) source = trimmed.split('|')[1] ?? null;
    if (!source) continue;
    for (const call of callsOfLine(source)) {
      const key = callKey(call);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(call);
    }
  }
  return out;
}

/** The union of several spec files' calls, without duplicates (the first spelling stays). */
export function mergeSpecCalls(...lists: SpecCall[][]): SpecCall[] {
  const seen = new Map<string, SpecCall>();
  for (const list of lists) for (const call of list) if (!seen.has(callKey(call))) seen.set(callKey(call), call);
  return [...seen.values()];
}

export const formatSpecCall = (call: SpecCall): string => `${call.method} ${call.path}`;

export function parseSpecCallsFile(text: string): SpecCall[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [method, path] = line.split(/\s+/);
      return { method: method as SpecCall['method'], path: path ?? '' };
    });
}

/**
 * CommonController upload + static (contract §4.10) and the bureau's `/cas/cmsRecord/upload`
 * variant (widgets.md §7). Uploaded bytes live in memory, so `/sys/common/static/<path>`
 * serves them back to <img> and download links; in the browser db/file-persistence.ts keeps
 * them in IndexedDB across reloads, as the table snapshot keeps the rows that point at them.
 *
 * Register `uploadHandlers` with the screen handlers and `staticNotFoundHandler` just before
 * the final 404 handler: the static route falls through for paths it does not hold, so other
 * handlers (the import error logs) can serve theirs.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { fileContentProblem, SIGNATURE_BYTES } from '@/lib/file-signature';
import { c0, error, fail0, okMsg } from '../lib/result';
import { api, apiPath, apiUrl } from '../lib/route';

/** Spring's multipart limit and the global handler's message for it (contract §1.3). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = '文件大小超出10MB限制, 请压缩或降低文件质量! ';
export const UPLOAD_FAILED = '上传失败！';

export interface StoredFile {
  bytes: Uint8Array;
  type: string;
}

const files = new Map<string, StoredFile>();
const storeListeners = new Set<(path: string, file: StoredFile) => void>();

/** The in-memory file store (tests read and clear it; persistence restores into it). */
export const uploadedFiles = {
  get: (path: string): StoredFile | undefined => files.get(path),
  has: (path: string): boolean => files.has(path),
  /** Puts a file back without telling the listeners (restoring what they saved). */
  restore: (path: string, file: StoredFile): void => void files.set(path, file),
  remove: (path: string): boolean => files.delete(path),
  clear: (): void => files.clear(),
  /** Calls `listener` after every upload; returns the unsubscribe. */
  onStored(listener: (path: string, file: StoredFile) => void): () => void {
    storeListeners.add(listener);
    return () => storeListeners.delete(listener);
  },
  get size(): number {
    return files.size;
  },
};

/** Content types by extension (CommonController.view leaves it to the servlet container's table). */
export const FILE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  txt: 'text/plain;charset=UTF-8',
  csv: 'text/csv;charset=UTF-8',
  json: 'application/json',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  mp4: 'video/mp4',
};
const INLINE = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'ico', 'pdf', 'mp4']);

export const extOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * CommonUtils.getFileName: drop any directory part, the characters that break comma-joined
 * values or URLs, and whitespace.
 */
export function cleanFileName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  return base.replace(/[=,&#“”]/g, '').replace(/\s/g, '');
}

let lastMillis = 0;

/** `<biz>/<name>_<millis>.<ext>` (just the name when biz is empty), as CommonController.uploadLocal. */
export function storedPath(original: string, biz: string, now = Date.now()): string {
  // Two uploads in one millisecond would overwrite each other; the real server has that race, the demo need not.
  const millis = now <= lastMillis ? lastMillis + 1 : now;
  lastMillis = millis;
  const name = cleanFileName(original);
  const dot = name.lastIndexOf('.');
  const fileName = dot >= 0 ? `${name.slice(0, dot)}_${millis}${name.slice(dot)}` : `${name}_${millis}`;
  return biz ? `${biz.replace(/\\/g, '/').replace(/^\/+|\/+$/g, '')}/${fileName}` : fileName;
}

async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The multipart `file` part as bytes (a string part, which a broken client may send, counts too). */
async function filePart(form: FormData): Promise<{ name: string; bytes: Uint8Array } | null> {
  const part = form.get('file');
  if (part === null) return null;
  if (typeof part === 'string') return { name: 'file', bytes: new TextEncoder().encode(part) };
  return { name: part.name || 'file', bytes: new Uint8Array(await part.arrayBuffer()) };
}

/**
 * The byte check the console makes before sending, made again here (a server cannot trust a client):
 * an empty file, or content that is not what the extension says. `image`: pictures only.
 */
export function uploadContentProblem(name: string, bytes: Uint8Array, opts: { image?: boolean } = {}): string | undefined {
  return fileContentProblem(name, bytes.subarray(0, SIGNATURE_BYTES), bytes.length, opts);
}

function unsafeBiz(biz: string): boolean {
  return biz.includes('../') || biz.includes('..\\');
}

/** Stores bytes as an upload under `<biz>/<name>_<millis>.<ext>` and returns that path. */
export function storeUpload(name: string, bytes: Uint8Array, biz: string): string {
  const path = storedPath(name, biz);
  const file = { bytes, type: FILE_TYPES[extOf(path)] ?? 'application/octet-stream' };
  files.set(path, file);
  for (const listener of storeListeners) listener(path, file);
  return path;
}

export const uploadHandlers: HttpHandler[] = [
  api.post('/sys/common/upload', async ({ request }) => {
    const form = await readForm(request);
    const file = form ? await filePart(form) : null;
    if (!form || !file) return fail0(UPLOAD_FAILED);
    if (file.bytes.length > MAX_UPLOAD_BYTES) return error(UPLOAD_TOO_LARGE);
    const problem = uploadContentProblem(file.name, file.bytes);
    if (problem) return fail0(problem);
    const biz = String(form.get('biz') ?? '');
    if (unsafeBiz(biz)) return fail0(UPLOAD_FAILED);
    // Local storage + the editor's flag: the server keeps nothing and the editor embeds base64.
    if (form.get('jeditor')) return c0(null, 'local');
    return c0(null, storeUpload(file.name, file.bytes, biz));
  }),

  api.post('/cas/cmsRecord/upload', async ({ request, query }) => {
    const form = await readForm(request);
    const file = form ? await filePart(form) : null;
    if (!form || !file) return fail0(UPLOAD_FAILED);
    if (file.bytes.length > MAX_UPLOAD_BYTES) return error(UPLOAD_TOO_LARGE);
    const biz = String(form.get('biz') || 'temp');
    if (unsafeBiz(biz)) return fail0(UPLOAD_FAILED);
    if (query.get('fileType') === 'img' && !(FILE_TYPES[extOf(file.name)] ?? '').startsWith('image/')) return fail0(UPLOAD_FAILED);
    const problem = uploadContentProblem(file.name, file.bytes, { image: query.get('fileType') === 'img' });
    if (problem) return fail0(problem);
    return okMsg(storeUpload(file.name, file.bytes, biz));
  }),

  // CommonController.view; unknown paths fall through to other static handlers, then to staticNotFoundHandler.
  http.get(apiUrl('/sys/common/static/*'), ({ request }) => {
    const path = decodeURIComponent(apiPath(request.url).slice('/sys/common/static/'.length));
    const stored = files.get(path);
    return stored ? staticFileResponse(path, stored) : undefined;
  }),
];

/** How CommonController.view answers with a file's bytes. */
export function staticFileResponse(path: string, stored: StoredFile): Response {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const inline = INLINE.has(extOf(name));
  return new HttpResponse(stored.bytes.slice().buffer, {
    headers: {
      // Markup (html, svg) goes out as a download so an uploaded page cannot run in the console's origin.
      'Content-Type': stored.type,
      'Content-Disposition': `${inline ? 'inline' : 'attachment'};fileName=${encodeURIComponent(name)}`,
      'Content-Length': String(stored.bytes.length),
    },
  });
}

/** The static route's miss: HTTP 404 with an empty body (CommonController sets the status only). */
export const staticNotFoundHandler: HttpHandler = http.get(apiUrl('/sys/common/static/*'), () => new HttpResponse(null, { status: 404 }));

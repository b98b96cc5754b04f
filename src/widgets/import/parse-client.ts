/**
 * Page side of the workbook parse: one Web Worker per file with a time limit, so a huge or
 * hostile file costs a message instead of a frozen page. Where no Worker exists (jsdom in the
 * tests) the same pure parser runs in-thread, loaded on demand so SheetJS stays out of the
 * page's own bundle.
 */
import { IMPORT_TEXT } from './messages';
import type { ParseOptions, ParseOutcome, ParseRequest, ParseResponse } from '@/lib/workbook/parse-types';

/** Long enough for a 10 MB workbook on a slow office PC, short enough that nobody waits forever. */
export const PARSE_TIMEOUT_MS = 20_000;

export interface ParseFileOptions extends ParseOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

let nextId = 1;

function parseInWorker(data: ArrayBuffer, options: ParseOptions, timeoutMs: number, signal?: AbortSignal): Promise<ParseOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-workbook.worker.ts', import.meta.url), { type: 'module' });
    const id = nextId++;
    const finish = (outcome: ParseOutcome | null, error?: unknown) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      if (outcome) resolve(outcome);
      else reject(error);
    };
    const timer = setTimeout(() => finish({ ok: false, message: IMPORT_TEXT.parseTimeout }), timeoutMs);
    const onAbort = () => finish(null, new DOMException('The parse was aborted.', 'AbortError'));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<ParseResponse>) => {
      if (event.data?.id === id) finish(event.data.outcome);
    };
    // The worker died (out of memory on a zip bomb, a chunk that failed to load): say so, do not hang.
    worker.onerror = (event) => {
      event.preventDefault();
      finish({ ok: false, message: IMPORT_TEXT.unknownFile });
    };
    const request: ParseRequest = { id, data, options };
    worker.postMessage(request, [data]);
  });
}

async function parseInThread(data: ArrayBuffer, options: ParseOptions): Promise<ParseOutcome> {
  const { parseWorkbook } = await import('./parse-workbook');
  try {
    return parseWorkbook(data, options);
  } catch {
    return { ok: false, message: IMPORT_TEXT.unknownFile };
  }
}

/** Parses one file; resolves with an outcome for every file, rejects only when aborted. */
export async function parseFile(file: Blob, options: ParseFileOptions = {}): Promise<ParseOutcome> {
  const { timeoutMs = PARSE_TIMEOUT_MS, signal, ...parseOptions } = options;
  let data: ArrayBuffer;
  try {
    data = await readBytes(file);
  } catch {
    return { ok: false, message: IMPORT_TEXT.unknownFile };
  }
  if (signal?.aborted) throw new DOMException('The parse was aborted.', 'AbortError');
  if (typeof Worker === 'undefined') return parseInThread(data, parseOptions);
  return parseInWorker(data, parseOptions, timeoutMs, signal);
}

/**
 * The import dialog (widgets.md §2/§4 "Import modal", contract §1.7), with the preview the Vue
 * console lacked: idle → parsing (each new file, in a worker) → previewed (rows + problems) →
 * uploading (one POST per file) → result (ok | partial | failed). Parsing and sending are
 * injected actors, so tests drive it without SheetJS or HTTP.
 */
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { ParseOutcome, WorkbookPreview } from '@/lib/workbook/parse-types';
import { previewBlocker } from '@/lib/workbook/preview-blocker';

export type ImportOutcomeKind = 'ok' | 'partial' | 'failed';

/** One line of the server's error log: `第 N 行：<reason>`, N counting the data rows it read. */
export interface ImportErrorLine {
  /** The server's 1-based data-row count; absent for a line that names no row. */
  line?: number;
  message: string;
}

export interface ImportOutcome {
  kind: ImportOutcomeKind;
  message: string;
  detail?: string;
  errorLogUrl?: string;
  errorLogName?: string;
  /** The error log's lines, when it could be read. */
  errorLines?: ImportErrorLine[];
  /** The HTTP layer already showed this failure (e.g. 网络超时); do not show it twice. */
  announced?: boolean;
}

export type ImportFileStatus = 'pending' | 'parsing' | 'parsed' | 'unreadable' | 'uploading' | 'sent';

export interface ImportFile {
  id: string;
  file: File;
  name: string;
  status: ImportFileStatus;
  preview?: WorkbookPreview;
  /** Why the file cannot be read (未知的文件, timeout …). */
  error?: string;
  outcome?: ImportOutcome;
}

export type ImportEvent =
  | { type: 'import.add'; files: File[] }
  | { type: 'import.remove'; id: string }
  | { type: 'import.upload' }
  | { type: 'import.reset' };

export type ImportEmitted =
  | { type: 'import.rejected'; names: string[] }
  | { type: 'import.fileDone'; name: string; outcome: ImportOutcome }
  | { type: 'import.finished'; summary: ImportOutcomeKind; files: ImportFile[] };

interface ImportContext {
  files: ImportFile[];
  seq: number;
}

/** Accepts .xls and .xlsx only (widgets.md §5). */
export function isExcelName(name: string): boolean {
  return /\.(xls|xlsx)$/i.test(name);
}

/** The round's verdict: ok when every file went in, failed when none did, partial otherwise. */
export function summariseOutcomes(outcomes: readonly ImportOutcome[]): ImportOutcomeKind {
  if (outcomes.length > 0 && outcomes.every((o) => o.kind === 'ok')) return 'ok';
  if (outcomes.every((o) => o.kind === 'failed')) return 'failed';
  return 'partial';
}

const firstWith = (files: ImportFile[], status: ImportFileStatus) => files.find((f) => f.status === status);
const patch = (files: ImportFile[], id: string, change: Partial<ImportFile>) => files.map((f) => (f.id === id ? { ...f, ...change } : f));
const outcomesOf = (files: ImportFile[]) => files.flatMap((f) => (f.outcome ? [f.outcome] : []));

function added(context: ImportContext, files: File[]): ImportContext {
  let seq = context.seq;
  const fresh = files.filter((f) => isExcelName(f.name)).map((file): ImportFile => ({ id: `f${(seq += 1)}`, file, name: file.name, status: 'pending' }));
  return { files: [...context.files, ...fresh], seq };
}

export const importMachine = setup({
  types: {
    context: {} as ImportContext,
    events: {} as ImportEvent,
    emitted: {} as ImportEmitted,
    tags: {} as 'busy',
  },
  actors: {
    parse: fromPromise<ParseOutcome, { file: File }>(() => Promise.reject(new Error('importMachine: parse actor not provided'))),
    send: fromPromise<ImportOutcome, { file: File }>(() => Promise.reject(new Error('importMachine: send actor not provided'))),
  },
  guards: {
    hasPending: ({ context }) => firstWith(context.files, 'pending') !== undefined,
    hasQueued: ({ context }) => firstWith(context.files, 'parsed') !== undefined,
    // A file that cannot import one row (missing required headers, no rows, every row bad) is never sent.
    canUpload: ({ context }) =>
      context.files.length > 0 && context.files.every((f) => f.status === 'parsed' && !(f.preview && previewBlocker(f.preview))),
    allOk: ({ context }) => summariseOutcomes(outcomesOf(context.files)) === 'ok',
    allFailed: ({ context }) => summariseOutcomes(outcomesOf(context.files)) === 'failed',
    lastRemoved: ({ context, event }) => event.type === 'import.remove' && context.files.every((f) => f.id === event.id),
  },
  actions: {
    /** Queues the spreadsheets for parsing and names the files refused (not .xls/.xlsx). */
    addFiles: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'import.add') return;
      enqueue.assign(added(context, event.files));
      const names = event.files.filter((f) => !isExcelName(f.name)).map((f) => f.name);
      if (names.length > 0) enqueue.emit({ type: 'import.rejected', names });
    }),
    removeFile: assign({ files: ({ context, event }) => (event.type === 'import.remove' ? context.files.filter((f) => f.id !== event.id) : context.files) }),
    clear: assign({ files: [] }),
  },
}).createMachine({
  id: 'import',
  context: { files: [], seq: 0 },
  initial: 'idle',
  on: { 'import.reset': { target: '.idle', actions: 'clear' } },
  states: {
    idle: {
      on: {
        'import.add': [
          { guard: ({ event }) => event.files.some((f) => isExcelName(f.name)), target: 'parsing', actions: 'addFiles' },
          { actions: 'addFiles' },
        ],
      },
    },
    parsing: {
      tags: 'busy',
      initial: 'next',
      on: {
        'import.add': { actions: 'addFiles' },
        'import.remove': [{ guard: 'lastRemoved', target: 'idle', actions: 'removeFile' }, { actions: 'removeFile' }],
      },
      states: {
        next: {
          always: [
            {
              guard: 'hasPending',
              target: 'reading',
              actions: assign({ files: ({ context }) => patch(context.files, firstWith(context.files, 'pending')!.id, { status: 'parsing' }) }),
            },
            { target: '#import.previewed' },
          ],
        },
        reading: {
          invoke: {
            src: 'parse',
            input: ({ context }) => ({ file: firstWith(context.files, 'parsing')!.file }),
            onDone: {
              target: 'next',
              actions: assign({
                files: ({ context, event }) => {
                  const current = firstWith(context.files, 'parsing');
                  if (!current) return context.files;
                  const out = event.output;
                  return patch(context.files, current.id, out.ok ? { status: 'parsed', preview: out.preview } : { status: 'unreadable', error: out.message });
                },
              }),
            },
            onError: {
              target: 'next',
              actions: assign({
                files: ({ context, event }) => {
                  const current = firstWith(context.files, 'parsing');
                  const error = event.error instanceof Error ? event.error.message : String(event.error);
                  return current ? patch(context.files, current.id, { status: 'unreadable', error }) : context.files;
                },
              }),
            },
          },
        },
      },
    },
    previewed: {
      on: {
        'import.add': [
          { guard: ({ event }) => event.files.some((f) => isExcelName(f.name)), target: 'parsing', actions: 'addFiles' },
          { actions: 'addFiles' },
        ],
        'import.remove': [{ guard: 'lastRemoved', target: 'idle', actions: 'removeFile' }, { actions: 'removeFile' }],
        'import.upload': { guard: 'canUpload', target: 'uploading' },
      },
    },
    uploading: {
      tags: 'busy',
      initial: 'next',
      states: {
        next: {
          always: [
            {
              guard: 'hasQueued',
              target: 'sending',
              actions: assign({ files: ({ context }) => patch(context.files, firstWith(context.files, 'parsed')!.id, { status: 'uploading' }) }),
            },
            { target: '#import.result' },
          ],
        },
        sending: {
          invoke: {
            src: 'send',
            input: ({ context }) => ({ file: firstWith(context.files, 'uploading')!.file }),
            onDone: {
              target: 'next',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const current = firstWith(context.files, 'uploading');
                if (!current) return;
                enqueue.assign({ files: patch(context.files, current.id, { status: 'sent', outcome: event.output }) });
                enqueue.emit({ type: 'import.fileDone', name: current.name, outcome: event.output });
              }),
            },
            onError: {
              target: 'next',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const current = firstWith(context.files, 'uploading');
                if (!current) return;
                const outcome: ImportOutcome = { kind: 'failed', message: event.error instanceof Error ? event.error.message : String(event.error) };
                enqueue.assign({ files: patch(context.files, current.id, { status: 'sent', outcome }) });
                enqueue.emit({ type: 'import.fileDone', name: current.name, outcome });
              }),
            },
          },
        },
      },
    },
    result: {
      entry: emit(({ context }) => ({ type: 'import.finished' as const, summary: summariseOutcomes(outcomesOf(context.files)), files: context.files })),
      initial: 'pick',
      states: {
        pick: { always: [{ guard: 'allOk', target: 'ok' }, { guard: 'allFailed', target: 'failed' }, { target: 'partial' }] },
        ok: {},
        partial: {},
        failed: {},
      },
      on: {
        // A new file starts a new round: the sent ones are done with.
        'import.add': [
          {
            guard: ({ event }) => event.files.some((f) => isExcelName(f.name)),
            target: 'parsing',
            actions: ['clear', 'addFiles'],
          },
          { actions: 'addFiles' },
        ],
      },
    },
  },
});

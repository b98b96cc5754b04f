/**
 * One file of an upload list (widgets.md §3 "Uploaded value", §4 "Upload"): uploading with a
 * percent → done (path from the answer's `message`, or the configured response field) | error.
 * A done answer whose `success` is false becomes error, with the server message or 未知错误.
 * Error can be retried; any state can be removed. The transfer is an injected callback actor
 * that reports `upload.progress`, then `upload.answer` or `upload.failure`; leaving
 * `uploading` stops it (the real one aborts its XHR).
 */
import { assign, emit, fromCallback, setup, type EventObject } from 'xstate';

export const UNKNOWN_UPLOAD_ERROR = '未知错误';

/** The part of the server's answer the machine reads. */
export interface UploadAnswer {
  success?: boolean;
  message?: string;
  [field: string]: unknown;
}

export interface UploadItemInput {
  id: string;
  name: string;
  size?: number;
  type?: string;
  /** The file to send; absent for entries restored from a saved value. */
  file?: File;
  /** A saved path: the item starts done. */
  path?: string;
  /** Answer field holding the stored path (JVxe's `responseName`), default `message`. */
  responseName?: string;
}

export interface TransferInput {
  file: File;
}

export type UploadEvent =
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.answer'; response: UploadAnswer }
  | { type: 'upload.failure'; message: string }
  | { type: 'upload.retry' }
  | { type: 'upload.remove' };

export type UploadEmitted =
  | { type: 'upload.done'; id: string; name: string; path: string }
  | { type: 'upload.error'; id: string; name: string; message: string }
  | { type: 'upload.removed'; id: string };

export interface UploadContext {
  id: string;
  name: string;
  size: number;
  type: string;
  file: File | null;
  percent: number;
  path: string | null;
  message: string | null;
  responseName: string;
}

export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed';

function pathOf(response: UploadAnswer, field: string): string {
  const value = response[field];
  return typeof value === 'string' ? value : '';
}

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    emitted: {} as UploadEmitted,
    input: {} as UploadItemInput,
  },
  actors: {
    transfer: fromCallback<EventObject, TransferInput>(() => {
      throw new Error('uploadMachine: transfer actor not provided');
    }),
  },
  guards: {
    restored: ({ context }) => context.path !== null,
    accepted: ({ context, event }) => event.type === 'upload.answer' && event.response.success === true && pathOf(event.response, context.responseName) !== '',
    hasFile: ({ context }) => context.file !== null,
  },
  actions: {
    announceDone: emit(({ context }) => ({ type: 'upload.done' as const, id: context.id, name: context.name, path: context.path ?? '' })),
    announceError: emit(({ context }) => ({ type: 'upload.error' as const, id: context.id, name: context.name, message: context.message ?? UNKNOWN_UPLOAD_ERROR })),
    announceRemoved: emit(({ context }) => ({ type: 'upload.removed' as const, id: context.id })),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    id: input.id,
    name: input.name,
    size: input.size ?? input.file?.size ?? 0,
    type: input.type ?? input.file?.type ?? '',
    file: input.file ?? null,
    percent: input.path ? 100 : 0,
    path: input.path ?? null,
    message: null,
    responseName: input.responseName ?? 'message',
  }),
  initial: 'init',
  on: { 'upload.remove': { target: '.removed' } },
  states: {
    init: { always: [{ guard: 'restored', target: 'done' }, { target: 'uploading' }] },
    uploading: {
      entry: assign({ percent: 0, message: null, path: null }),
      invoke: { src: 'transfer', input: ({ context }) => ({ file: context.file! }) },
      on: {
        'upload.progress': { actions: assign({ percent: ({ event }) => Math.max(0, Math.min(100, Math.round(event.percent))) }) },
        'upload.answer': [
          {
            guard: 'accepted',
            target: 'done',
            actions: [assign({ percent: 100, path: ({ context, event }) => pathOf(event.response, context.responseName) }), 'announceDone'],
          },
          {
            target: 'error',
            actions: [assign({ message: ({ event }) => event.response.message || UNKNOWN_UPLOAD_ERROR }), 'announceError'],
          },
        ],
        'upload.failure': { target: 'error', actions: [assign({ message: ({ event }) => event.message || UNKNOWN_UPLOAD_ERROR }), 'announceError'] },
      },
    },
    done: {},
    error: { on: { 'upload.retry': { guard: 'hasFile', target: 'uploading' } } },
    removed: { type: 'final', entry: 'announceRemoved' },
  },
});

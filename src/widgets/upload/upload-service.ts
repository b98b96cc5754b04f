/**
 * The real transfer behind the upload statechart: a multipart POST with progress (XHR), fields
 * `file`, `biz`, `isup=1` plus any extra column data (widgets.md §7). The token header comes
 * from the HTTP client whenever the user is signed in.
 */
import { fromCallback, type EventObject } from 'xstate';
import { uploadAction } from '@/api/http';
import type { TransferInput, UploadEvent } from '@machines/upload.machine';
import { COMMON_FILE_API } from '@/api/files';

export const DEFAULT_UPLOAD_ACTION = COMMON_FILE_API.upload;
export const DEFAULT_BIZ = 'temp';

export interface UploadRequestOptions {
  /** Endpoint, default `/sys/common/upload`. */
  action?: string;
  /** Sub-folder on the server, default `temp`. */
  biz?: string;
  /** Extra multipart fields (a column's data). */
  data?: Record<string, string>;
}

export function uploadForm(file: File, { biz = DEFAULT_BIZ, data = {} }: UploadRequestOptions): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('biz', biz);
  form.append('isup', '1');
  for (const [k, v] of Object.entries(data)) form.append(k, v);
  return form;
}

function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/**
 * Transfer actor for uploadMachine: reports progress, then the answer or the failure; stopping
 * aborts. Options may be a getter, read when each transfer starts (a widget's props change).
 */
export function createTransfer(source: UploadRequestOptions | (() => UploadRequestOptions) = {}) {
  return fromCallback<EventObject, TransferInput>(({ input, sendBack }) => {
    const options = typeof source === 'function' ? source() : source;
    const send = sendBack as (e: UploadEvent) => void;
    const controller = new AbortController();
    uploadAction(options.action ?? DEFAULT_UPLOAD_ACTION, uploadForm(input.file, options), {
      signal: controller.signal,
      onProgress: (percent) => send({ type: 'upload.progress', percent }),
    })
      .then((response) => send({ type: 'upload.answer', response: { ...response } }))
      .catch((e: unknown) => {
        if (isAbort(e)) return;
        send({ type: 'upload.failure', message: e instanceof Error ? e.message : String(e) });
      });
    return () => controller.abort();
  });
}

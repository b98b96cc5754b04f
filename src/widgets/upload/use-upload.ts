/**
 * State of an upload widget: the file list (one statechart per file), the checks before a file
 * is sent (image type/size, count limit), the per-file messages, and the comma-joined value,
 * emitted like JUpload: when a file finishes or is removed or moved, once nothing is uploading.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyActorLogic } from 'xstate';
import { notify } from '@/ui/notify';
import { UPLOAD_TEXT } from './messages';
import { checkPickedFiles } from './check-file';
import { checkImage, moveItem, splitPaths, takeWithinLimit } from './rules';
import { createTransfer, type UploadRequestOptions } from './upload-service';
import { UploadList, type UploadItem } from './upload-list';

export interface UseUploadOptions extends UploadRequestOptions {
  /** Comma-joined stored paths; undefined leaves the widget uncontrolled. */
  value?: string;
  onChange?: (value: string) => void;
  /** `image` checks type (png/jpeg) and size (5 MB) before sending. */
  kind?: 'file' | 'image';
  /** Most files the widget holds; 0 = no limit. */
  maxCount?: number;
  /** Answer field holding the path, default `message`. */
  responseName?: string;
  /** Replaces the HTTP transfer (stories, tests). */
  transfer?: AnyActorLogic;
  /** A file failed (after its 上传失败. message): the image widget opens its 上传出错 dialog. */
  onItemError?: (name: string, message: string) => void;
}

export interface UploadControls {
  items: UploadItem[];
  add: (files: File[]) => void;
  remove: (id: string) => void;
  retry: (id: string) => void;
  move: (id: string, direction: 'left' | 'right') => void;
}

function refusals(files: File[], kind: UseUploadOptions['kind']): { ok: File[]; messages: string[] } {
  if (kind !== 'image') return { ok: files, messages: [] };
  const messages = new Set<string>();
  const ok = files.filter((f) => {
    const refusal = checkImage(f);
    if (refusal) messages.add(refusal);
    return refusal === null;
  });
  return { ok, messages: [...messages] };
}

export function useUpload(options: UseUploadOptions): UploadControls {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const [list] = useState(
    () =>
      new UploadList({
        transfer: options.transfer ?? createTransfer(() => latest.current),
        responseName: options.responseName,
        onEvent: (e) => {
          if (e.type === 'upload.done') notify.success(UPLOAD_TEXT.succeeded(e.name));
          if (e.type === 'upload.error') {
            notify.error(UPLOAD_TEXT.failed(e.name));
            latest.current.onItemError?.(e.name, e.message);
          }
        },
      }),
  );
  const items = useSyncExternalStore(list.subscribe, list.getSnapshot, list.getSnapshot);

  // The value the parent holds, as far as this widget knows.
  const held = useRef<string | undefined>(undefined);

  // A value from outside (first render, form reset, another record) replaces the list.
  const { value } = options;
  useEffect(() => {
    if (value === undefined || value === list.value()) {
      held.current = value;
      return;
    }
    held.current = value;
    list.restore(splitPaths(value));
  }, [value, list]);

  useEffect(
    () =>
      list.subscribe(() => {
        if (list.isUploading()) return;
        const next = list.value();
        if (next === (held.current ?? '')) return;
        held.current = next;
        latest.current.onChange?.(next);
      }),
    [list],
  );

  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      list.dispose();
    };
  }, [list]);

  return {
    items,
    add: (files) => {
      const o = latest.current;
      const { ok, messages } = refusals(files, o.kind);
      messages.forEach((m) => notify.warning(m));
      // The bytes decide, not the name: an empty file or a text file called .png is refused here.
      void checkPickedFiles(ok, { image: o.kind === 'image' }).then((checked) => {
        if (!alive.current) return;
        checked.messages.forEach((m) => notify.warning(m));
        const limit = latest.current.maxCount ?? 0;
        const { accepted, refused } = takeWithinLimit(checked.ok, list.getSnapshot().length, limit);
        if (refused) notify.warning(UPLOAD_TEXT.tooMany(limit));
        if (accepted.length > 0) list.add(accepted);
      });
    },
    remove: (id) => list.remove(id),
    retry: (id) => list.retry(id),
    move: (id, direction) => {
      const current = list.getSnapshot();
      const moved = moveItem(current, current.findIndex((i) => i.id === id), direction);
      if (!moved.ok) notify.warning(moved.message);
      else list.reorder(moved.list.map((i) => i.id));
    },
  };
}

/**
 * The files of one upload widget: one uploadMachine actor per file (so a file's progress
 * re-renders nothing else's logic), in display order, as an external store for React.
 * Framework-free, so it is tested without rendering.
 */
import { createActor, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import { uploadMachine, type UploadEmitted, type UploadStatus } from '@machines/upload.machine';
import { fileAccessUrl } from '@/api/files';
import { fileNameOfPath, joinPaths } from './rules';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  type: string;
  status: Exclude<UploadStatus, 'removed'>;
  percent: number;
  /** Stored path (done only). */
  path: string | null;
  /** Failure message (error only). */
  message: string | null;
  /** What to show or link: the stored file, or a local preview while uploading. */
  url: string;
}

export interface UploadListOptions {
  /** The transfer actor logic (createTransfer(...) or a test double). */
  transfer: AnyActorLogic;
  responseName?: string;
  onEvent?: (event: UploadEmitted) => void;
}

type ItemActor = ActorRefFrom<typeof uploadMachine>;

interface Entry {
  actor: ItemActor;
  /** Object URL of the picked file, for thumbnails before the server answers. */
  localUrl: string | null;
}

let seq = 0;
const nextId = () => `up-${Date.now().toString(36)}-${(seq += 1)}`;

function localPreview(file: File): string | null {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

export class UploadList {
  private entries = new Map<string, Entry>();
  private order: string[] = [];
  private listeners = new Set<() => void>();
  private snapshot: UploadItem[] = [];
  private readonly options: UploadListOptions;
  /** While > 0, snapshot changes wait for the batch to end (no half-built lists reach subscribers). */
  private batching = 0;

  constructor(options: UploadListOptions) {
    this.options = options;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): UploadItem[] => this.snapshot;

  private batch(work: () => void): void {
    this.batching += 1;
    try {
      work();
    } finally {
      this.batching -= 1;
    }
    this.refresh();
  }

  private refresh(): void {
    if (this.batching > 0) return;
    this.snapshot = this.order.flatMap((id) => {
      const entry = this.entries.get(id);
      if (!entry) return [];
      const s = entry.actor.getSnapshot();
      if (s.value === 'removed' || s.value === 'init') return [];
      const { context } = s;
      const url = context.path ? fileAccessUrl(context.path) : (entry.localUrl ?? '');
      return [{ id, name: context.name, size: context.size, type: context.type, status: s.value, percent: context.percent, path: context.path, message: context.message, url }];
    });
    for (const l of this.listeners) l();
  }

  private spawn(input: { name: string; file?: File; path?: string }): string {
    const id = nextId();
    const machine = uploadMachine.provide({ actors: { transfer: this.options.transfer as never } });
    const actor = createActor(machine, { input: { id, responseName: this.options.responseName, ...input } });
    this.entries.set(id, { actor, localUrl: input.file ? localPreview(input.file) : null });
    this.order.push(id);
    actor.subscribe(() => this.refresh());
    actor.on('*', (e) => this.options.onEvent?.(e as UploadEmitted));
    actor.start();
    return id;
  }

  /** Starts uploading each file; returns their ids. */
  add(files: readonly File[]): string[] {
    let ids: string[] = [];
    this.batch(() => {
      ids = files.map((file) => this.spawn({ name: file.name, file }));
    });
    return ids;
  }

  /** Replaces everything with done entries for saved paths (a new form value). */
  restore(paths: readonly string[]): void {
    this.batch(() => {
      this.clear();
      for (const path of paths) this.spawn({ name: fileNameOfPath(path), path });
    });
  }

  remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.batch(() => {
      entry.actor.send({ type: 'upload.remove' });
      this.drop(id);
    });
  }

  retry(id: string): void {
    this.entries.get(id)?.actor.send({ type: 'upload.retry' });
  }

  /** Puts the entries in this order (ids not listed keep their place at the end). */
  reorder(ids: readonly string[]): void {
    const known = ids.filter((id) => this.entries.has(id));
    this.order = [...known, ...this.order.filter((id) => !known.includes(id))];
    this.refresh();
  }

  /** Paths of done files, in order. */
  paths(): string[] {
    return this.snapshot.filter((i) => i.status === 'done' && i.path).map((i) => i.path as string);
  }

  value(): string {
    return joinPaths(this.paths());
  }

  isUploading(): boolean {
    return this.snapshot.some((i) => i.status === 'uploading');
  }

  private drop(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    entry.actor.stop();
    if (entry.localUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(entry.localUrl);
    this.entries.delete(id);
    this.order = this.order.filter((o) => o !== id);
  }

  private clear(): void {
    for (const id of [...this.order]) this.drop(id);
  }

  /** Stops every transfer (the widget unmounted). Subscribers unsubscribe themselves. */
  dispose(): void {
    this.batch(() => this.clear());
  }
}

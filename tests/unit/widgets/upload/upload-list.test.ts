import { describe, expect, it, vi } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import type { TransferInput, UploadEmitted, UploadEvent } from '@machines/upload.machine';
import { UploadList } from '@/widgets/upload/upload-list';

/** A transfer whose answers the test gives per file name. */
function steeredTransfer() {
  const senders = new Map<string, (e: UploadEvent) => void>();
  const aborted: string[] = [];
  const logic = fromCallback<EventObject, TransferInput>(({ input, sendBack }) => {
    senders.set(input.file.name, sendBack as (e: UploadEvent) => void);
    return () => aborted.push(input.file.name);
  });
  return { logic, senders, aborted };
}

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('UploadList', () => {
  it('lists picked files as uploading, then done with the stored path and its URL', () => {
    const t = steeredTransfer();
    const list = new UploadList({ transfer: t.logic });
    list.add([file('a.png'), file('b.png')]);
    expect(list.getSnapshot().map((i) => [i.name, i.status])).toEqual([
      ['a.png', 'uploading'],
      ['b.png', 'uploading'],
    ]);
    expect(list.isUploading()).toBe(true);
    t.senders.get('a.png')!({ type: 'upload.answer', response: { success: true, message: 'temp/a_1.png' } });
    expect(list.getSnapshot()[0]).toMatchObject({ status: 'done', path: 'temp/a_1.png', url: '/zw-lgb2/sys/common/static/temp/a_1.png' });
    expect(list.value()).toBe('temp/a_1.png');
  });

  it('notifies subscribers once per change, never with a half-restored list', () => {
    const list = new UploadList({ transfer: steeredTransfer().logic });
    const seen: string[] = [];
    list.subscribe(() => seen.push(list.value()));
    list.restore(['temp/a.png', 'temp/b.png', 'temp/c.png']);
    expect(seen).toEqual(['temp/a.png,temp/b.png,temp/c.png']);
  });

  it('stops the transfer of a file removed mid-upload', () => {
    const t = steeredTransfer();
    const list = new UploadList({ transfer: t.logic });
    const [id] = list.add([file('a.png')]);
    list.remove(id);
    expect(t.aborted).toEqual(['a.png']);
    expect(list.getSnapshot()).toEqual([]);
  });

  it('reorders and reports item events', () => {
    const onEvent = vi.fn<(e: UploadEmitted) => void>();
    const t = steeredTransfer();
    const list = new UploadList({ transfer: t.logic, onEvent });
    list.restore(['p/a.png', 'p/b.png']);
    const [a, b] = list.getSnapshot().map((i) => i.id);
    list.reorder([b, a]);
    expect(list.value()).toBe('p/b.png,p/a.png');
    list.add([file('c.png')]);
    t.senders.get('c.png')!({ type: 'upload.failure', message: '网络超时' });
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'upload.error', name: 'c.png', message: '网络超时' }));
    expect(list.value()).toBe('p/b.png,p/a.png');
  });

  it('stops everything on dispose', () => {
    const t = steeredTransfer();
    const list = new UploadList({ transfer: t.logic });
    list.add([file('a.png'), file('b.png')]);
    list.dispose();
    expect(t.aborted.sort()).toEqual(['a.png', 'b.png']);
    expect(list.getSnapshot()).toEqual([]);
  });
});

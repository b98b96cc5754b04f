import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { uploadMachine, type TransferInput, type UploadAnswer, type UploadEmitted, type UploadEvent, type UploadItemInput } from '@machines/upload.machine';

/** A transfer the test steers by hand: it records the parent's sendBack and whether it was stopped. */
function manualTransfer() {
  const ctl = {
    send: null as null | ((e: UploadEvent) => void),
    started: 0,
    stopped: 0,
    progress(percent: number) {
      ctl.send!({ type: 'upload.progress', percent });
    },
    answer(response: UploadAnswer) {
      ctl.send!({ type: 'upload.answer', response });
    },
    fail(message: string) {
      ctl.send!({ type: 'upload.failure', message });
    },
  };
  const logic = fromCallback<EventObject, TransferInput>(({ sendBack }) => {
    ctl.started += 1;
    ctl.send = sendBack;
    return () => {
      ctl.stopped += 1;
    };
  });
  return { ctl, logic };
}

function start(input: Partial<UploadItemInput> = {}) {
  const { ctl, logic } = manualTransfer();
  const file = new File(['abc'], 'report.pdf', { type: 'application/pdf' });
  const actor = createActor(uploadMachine.provide({ actors: { transfer: logic } }), {
    input: { id: 'u1', name: 'report.pdf', file, ...input },
  });
  const emitted: UploadEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, ctl, emitted };
}

describe('uploadMachine', () => {
  it('starts uploading at 0% and follows the reported progress', () => {
    const { actor, ctl } = start();
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(ctl.started).toBe(1);
    ctl.progress(42.4);
    expect(actor.getSnapshot().context.percent).toBe(42);
    ctl.progress(140);
    expect(actor.getSnapshot().context.percent).toBe(100);
  });

  it('is done with the path from message when the answer succeeds', () => {
    const { actor, ctl, emitted } = start();
    ctl.answer({ success: true, message: 'temp/report_1700000000000.pdf', code: 0, result: null });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ path: 'temp/report_1700000000000.pdf', percent: 100 });
    expect(emitted).toEqual([{ type: 'upload.done', id: 'u1', name: 'report.pdf', path: 'temp/report_1700000000000.pdf' }]);
  });

  it('reads the path from a configured response field', () => {
    const { actor, ctl } = start({ responseName: 'result' });
    ctl.answer({ success: true, message: '', result: 'jeditor/a_1.png' });
    expect(actor.getSnapshot().context.path).toBe('jeditor/a_1.png');
  });

  it('turns a done answer with success:false into error with the server message', () => {
    const { actor, ctl, emitted } = start();
    ctl.answer({ success: false, message: '文件大小超出10MB限制, 请压缩或降低文件质量! ' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.message).toBe('文件大小超出10MB限制, 请压缩或降低文件质量! ');
    expect(emitted).toEqual([{ type: 'upload.error', id: 'u1', name: 'report.pdf', message: '文件大小超出10MB限制, 请压缩或降低文件质量! ' }]);
  });

  it('says 未知错误 when a failed answer carries no message', () => {
    const { actor, ctl } = start();
    ctl.answer({ success: false });
    expect(actor.getSnapshot().context.message).toBe('未知错误');
  });

  it('treats a success without a path as an error (nothing to store)', () => {
    const { actor, ctl } = start();
    ctl.answer({ success: true, message: '' });
    expect(actor.getSnapshot().value).toBe('error');
  });

  it('becomes error when the transfer itself fails', () => {
    const { actor, ctl } = start();
    ctl.fail('网络超时');
    expect(actor.getSnapshot()).toMatchObject({ value: 'error', context: { message: '网络超时' } });
    expect(ctl.stopped).toBe(1);
  });

  it('retries from error with a fresh transfer and a reset percent', () => {
    const { actor, ctl } = start();
    ctl.progress(60);
    ctl.fail('网络超时');
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'uploading', context: { percent: 0, message: null } });
    expect(ctl.started).toBe(2);
  });

  it('stops the transfer when removed mid-upload and reports the removal', () => {
    const { actor, ctl, emitted } = start();
    actor.send({ type: 'upload.remove' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('removed');
    expect(ctl.stopped).toBe(1);
    expect(emitted).toEqual([{ type: 'upload.removed', id: 'u1' }]);
  });

  it('starts done, without a transfer, for a path restored from a saved value', () => {
    const { actor, ctl } = start({ file: undefined, path: 'temp/old_1.png', name: 'old_1.png' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { path: 'temp/old_1.png', percent: 100 } });
    expect(ctl.started).toBe(0);
  });

  it('cannot retry a restored entry that has no file', () => {
    const { actor } = start({ file: undefined, path: 'temp/old_1.png' });
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('reaches every state from the start (graph paths)', () => {
    const paths = getShortestPaths(uploadMachine.provide({ actors: { transfer: fromCallback(() => undefined) } }), {
      input: { id: 'g', name: 'g.txt', file: new File(['x'], 'g.txt') },
      events: [
        { type: 'upload.answer', response: { success: true, message: 'temp/g_1.txt' } },
        { type: 'upload.answer', response: { success: false, message: 'no' } },
        { type: 'upload.retry' },
        { type: 'upload.remove' },
      ],
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"uploading"', '"done"', '"error"', '"removed"']));
  });
});

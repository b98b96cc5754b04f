import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { importMachine, isExcelName, summariseOutcomes, type ImportEmitted, type ImportOutcome } from '@machines/import.machine';
import type { ParseOutcome, WorkbookPreview } from '@/lib/workbook/parse-types';
import { deferred } from '../test-support/deferred';

const preview = (totalRows: number, problemRowCount = 0): WorkbookPreview => ({
  sheetName: 'Sheet1',
  headers: ['职务编码', '职务名称'],
  headerRowNumber: 3,
  rows: [],
  totalRows,
  problems: [],
  problemCount: problemRowCount,
  problemRowCount,
  missingColumns: [],
  flaggedRows: [],
  serverRowNumbers: [],
  parseMs: 1,
});

const xlsx = (name: string) => new File(['x'], name);

function start(opts: { parse?: (f: File) => Promise<ParseOutcome>; send?: (f: File) => Promise<ImportOutcome> } = {}) {
  const parse = vi.fn(opts.parse ?? ((f: File) => Promise.resolve<ParseOutcome>({ ok: true, preview: preview(f.name.length) })));
  const send = vi.fn(opts.send ?? ((f: File) => Promise.resolve<ImportOutcome>({ kind: 'ok', message: `${f.name} ok` })));
  const actor = createActor(
    importMachine.provide({
      actors: {
        parse: fromPromise(({ input }) => parse(input.file)),
        send: fromPromise(({ input }) => send(input.file)),
      },
    }),
  );
  const emitted: ImportEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, parse, send, emitted };
}

describe('importMachine', () => {
  it('accepts .xls and .xlsx names only, in any case', () => {
    expect(['a.xls', 'b.XLSX', 'c.xlsx'].every(isExcelName)).toBe(true);
    expect(['a.csv', 'b.xlsm', 'xls', 'a.xls.txt'].some(isExcelName)).toBe(false);
  });

  it('waits in idle and refuses an upload without a file', () => {
    const { actor, send } = start();
    actor.send({ type: 'import.upload' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(send).not.toHaveBeenCalled();
  });

  it('names refused files and stays idle when none is a spreadsheet', () => {
    const { actor, emitted, parse } = start();
    actor.send({ type: 'import.add', files: [xlsx('notes.txt'), xlsx('photo.png')] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted).toEqual([{ type: 'import.rejected', names: ['notes.txt', 'photo.png'] }]);
    expect(parse).not.toHaveBeenCalled();
  });

  it('parses each added spreadsheet in turn, then shows the previews', async () => {
    const { actor, parse, emitted } = start();
    actor.send({ type: 'import.add', files: [xlsx('a.xlsx'), xlsx('notes.txt'), xlsx('bb.xls')] });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(parse.mock.calls.map(([f]) => f.name)).toEqual(['a.xlsx', 'bb.xls']);
    expect(actor.getSnapshot().context.files.map((f) => [f.name, f.status, f.preview?.totalRows])).toEqual([
      ['a.xlsx', 'parsed', 6],
      ['bb.xls', 'parsed', 6],
    ]);
    expect(emitted).toEqual([{ type: 'import.rejected', names: ['notes.txt'] }]);
  });

  it('marks an unreadable file and will not upload until it is removed', async () => {
    const { actor, send } = start({
      parse: (f) => Promise.resolve(f.name === 'bad.xlsx' ? { ok: false, message: '未知的文件' } : { ok: true, preview: preview(3) }),
    });
    actor.send({ type: 'import.add', files: [xlsx('good.xlsx'), xlsx('bad.xlsx')] });
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(actor.getSnapshot().context.files[1]).toMatchObject({ status: 'unreadable', error: '未知的文件' });
    actor.send({ type: 'import.upload' });
    expect(actor.getSnapshot().value).toBe('previewed');
    actor.send({ type: 'import.remove', id: actor.getSnapshot().context.files[1].id });
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches('result'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('records a parser crash as an unreadable file instead of getting stuck', async () => {
    const { actor } = start({ parse: () => Promise.reject(new Error('文件过大或格式异常，读取超时')) });
    actor.send({ type: 'import.add', files: [xlsx('huge.xlsx')] });
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(actor.getSnapshot().context.files[0]).toMatchObject({ status: 'unreadable', error: '文件过大或格式异常，读取超时' });
  });

  it('queues a file added while another is parsing', async () => {
    const first = deferred<ParseOutcome>();
    const { actor, parse } = start({ parse: (f) => (f.name === 'a.xlsx' ? first.promise : Promise.resolve({ ok: true, preview: preview(1) })) });
    actor.send({ type: 'import.add', files: [xlsx('a.xlsx')] });
    actor.send({ type: 'import.add', files: [xlsx('b.xlsx')] });
    first.resolve({ ok: true, preview: preview(2) });
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(parse).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.files.map((f) => f.status)).toEqual(['parsed', 'parsed']);
  });

  it('goes back to idle when the last file is removed', async () => {
    const { actor } = start();
    actor.send({ type: 'import.add', files: [xlsx('a.xlsx')] });
    await waitFor(actor, (s) => s.matches('previewed'));
    actor.send({ type: 'import.remove', id: actor.getSnapshot().context.files[0].id });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('sends the files one by one and ends in result.ok when every file went in', async () => {
    const { actor, send, emitted } = start();
    actor.send({ type: 'import.add', files: [xlsx('a.xlsx'), xlsx('b.xlsx')] });
    await waitFor(actor, (s) => s.matches('previewed'));
    actor.send({ type: 'import.upload' });
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    await waitFor(actor, (s) => s.matches('result'));
    expect(actor.getSnapshot().matches({ result: 'ok' })).toBe(true);
    expect(send.mock.calls.map(([f]) => f.name)).toEqual(['a.xlsx', 'b.xlsx']);
    expect(emitted.map((e) => e.type)).toEqual(['import.fileDone', 'import.fileDone', 'import.finished']);
    expect(emitted[2]).toMatchObject({ summary: 'ok' });
  });

  it('ends in result.partial when a file came back with code 201', async () => {
    const { actor } = start({
      send: (f) => Promise.resolve(f.name === 'b.xlsx' ? { kind: 'partial', message: '导入成功,但是有错误数据!', errorLogUrl: '/x.txt' } : { kind: 'ok', message: 'ok' }),
    });
    actor.send({ type: 'import.add', files: [xlsx('a.xlsx'), xlsx('b.xlsx')] });
    await waitFor(actor, (s) => s.matches('previewed'));
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches('result'));
    expect(actor.getSnapshot().matches({ result: 'partial' })).toBe(true);
    expect(actor.getSnapshot().context.files[1].outcome).toMatchObject({ kind: 'partial', errorLogUrl: '/x.txt' });
  });

  it('ends in result.failed with the error message when sending throws', async () => {
    const { actor, emitted } = start({ send: () => Promise.reject(new Error('网络超时')) });
    actor.send({ type: 'import.add', files: [xlsx('a.xlsx')] });
    await waitFor(actor, (s) => s.matches('previewed'));
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches('result'));
    expect(actor.getSnapshot().matches({ result: 'failed' })).toBe(true);
    expect(emitted).toContainEqual({ type: 'import.fileDone', name: 'a.xlsx', outcome: { kind: 'failed', message: '网络超时' } });
  });

  it('starts a new round, forgetting sent files, when a file is added after a result', async () => {
    const { actor } = start();
    actor.send({ type: 'import.add', files: [xlsx('a.xlsx')] });
    await waitFor(actor, (s) => s.matches('previewed'));
    actor.send({ type: 'import.upload' });
    await waitFor(actor, (s) => s.matches('result'));
    actor.send({ type: 'import.add', files: [xlsx('next.xlsx')] });
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(actor.getSnapshot().context.files.map((f) => f.name)).toEqual(['next.xlsx']);
  });

  it('resets to idle from any state, dropping files', async () => {
    const pending = deferred<ImportOutcome>();
    const { actor } = start({ send: () => pending.promise });
    actor.send({ type: 'import.add', files: [xlsx('a.xlsx')] });
    await waitFor(actor, (s) => s.matches('previewed'));
    actor.send({ type: 'import.upload' });
    actor.send({ type: 'import.reset' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { files: [] } });
  });

  it('summarises a round: all ok, all failed, anything else partial', () => {
    const ok: ImportOutcome = { kind: 'ok', message: '' };
    const failed: ImportOutcome = { kind: 'failed', message: '' };
    const partial: ImportOutcome = { kind: 'partial', message: '' };
    expect(summariseOutcomes([ok, ok])).toBe('ok');
    expect(summariseOutcomes([failed])).toBe('failed');
    expect(summariseOutcomes([ok, failed])).toBe('partial');
    expect(summariseOutcomes([partial])).toBe('partial');
  });
});

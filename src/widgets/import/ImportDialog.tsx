/**
 * Import dialog (widgets.md §2 "Import dialog", §8; Vue JImportModal): pick .xls/.xlsx files,
 * see each one's first rows and problems (parsed in a worker), 开始上传 posts them one by one
 * to `url`, and each file shows its result: ok, 导入成功,但是有错误数据! with the error log, or
 * the server's message.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { importMachine, type ImportOutcome, type ImportOutcomeKind } from '@machines/import.machine';
import { notify } from '@/ui/notify';
import { ImportDialogView, type ImportPhase } from './ImportDialogView';
import { defaultImportServices, type ImportServices } from './import-services';
import { IMPORT_TEXT } from './messages';

export interface ImportRoundResult {
  /** ok: every file went in; partial: some rows or files did not; failed: nothing went in. */
  summary: ImportOutcomeKind;
  files: { name: string; outcome: ImportOutcome }[];
}

export interface ImportDialogProps {
  open: boolean;
  /** The import endpoint, e.g. `/sys/position/importExcel`. */
  url: string;
  title?: string;
  /** Header texts each row must fill; checked before upload. */
  requiredColumns?: string[];
  /** Header texts whose cells must be dates; checked before upload. */
  dateColumns?: string[];
  /** Header whose text length the server sorts rows by before saving (its error log counts in that order). */
  serverSortByLength?: string;
  onClose: () => void;
  /** After each round of uploads (reload the list unless `summary` is 'failed'). */
  onImported?: (result: ImportRoundResult) => void;
  /** Replace the parser or the sender (stories, tests). */
  services?: Partial<ImportServices>;
}

function phaseOf(value: unknown): ImportPhase {
  const key = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return key as ImportPhase;
}

function announce(name: string, outcome: ImportOutcome): void {
  if (outcome.kind === 'ok') notify.success(outcome.message || IMPORT_TEXT.uploaded(name));
  else if (outcome.kind === 'partial') notify.warning(IMPORT_TEXT.partial);
  else if (!outcome.announced) notify.warning(outcome.message);
}

export function ImportDialog(props: ImportDialogProps) {
  const { open, title, onClose } = props;
  // The machine is built once; its actors read the latest props through this ref.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const machine = useMemo(
    () =>
      importMachine.provide({
        actors: {
          parse: fromPromise(({ input, signal }) => {
            const p = latest.current;
            const parse = p.services?.parse ?? defaultImportServices.parse;
            return parse(input.file, { requiredColumns: p.requiredColumns, dateColumns: p.dateColumns, serverSortByLength: p.serverSortByLength, signal });
          }),
          send: fromPromise(({ input, signal }) => {
            const p = latest.current;
            const send = p.services?.send ?? defaultImportServices.send;
            return send(p.url, input.file, signal);
          }),
        },
      }),
    [],
  );
  const [snapshot, send, actorRef] = useMachine(machine);

  useEffect(() => {
    const subs = [
      actorRef.on('import.rejected', (e) => notify.warning(IMPORT_TEXT.onlyExcel(e.names.join('、')))),
      actorRef.on('import.fileDone', (e) => announce(e.name, e.outcome)),
      actorRef.on('import.finished', (e) =>
        latest.current.onImported?.({ summary: e.summary, files: e.files.map((f) => ({ name: f.name, outcome: f.outcome! })) }),
      ),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actorRef]);

  // Closing forgets the files and cancels a parse or upload still running.
  useEffect(() => {
    if (!open) send({ type: 'import.reset' });
  }, [open, send]);

  return (
    <ImportDialogView
      open={open}
      title={title}
      phase={phaseOf(snapshot.value)}
      files={snapshot.context.files}
      onPick={(files) => send({ type: 'import.add', files })}
      onRemove={(id) => send({ type: 'import.remove', id })}
      onStart={() => send({ type: 'import.upload' })}
      onClose={() => {
        send({ type: 'import.reset' });
        onClose();
      }}
    />
  );
}

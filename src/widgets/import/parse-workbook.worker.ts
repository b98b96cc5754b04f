/**
 * Parses a workbook off the main thread, so a 10,000-row file never freezes the page. The page
 * owns the time limit: it terminates this worker when the answer is late.
 */
import { parseWorkbook } from './parse-workbook';
import { IMPORT_TEXT } from './messages';
import type { ParseRequest, ParseResponse } from '@/lib/workbook/parse-types';

// The project compiles against the DOM lib; this is the slice of the worker scope used here.
interface WorkerScope {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage(message: ParseResponse): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { id, data, options } = event.data;
  let answer: ParseResponse;
  try {
    answer = { id, outcome: parseWorkbook(data, options) };
  } catch {
    // A SheetJS failure outside read() (a malformed sheet part) is still "not a workbook we can read".
    answer = { id, outcome: { ok: false, message: IMPORT_TEXT.unknownFile } };
  }
  scope.postMessage(answer);
};

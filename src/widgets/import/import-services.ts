/**
 * What the import dialog does outside itself: parse a workbook (worker) and post one file to
 * the import URL the way JImportModal did (multipart `files[]`). Injectable, so stories and
 * tests can swap either.
 */
import { downloadFile, uploadAction } from '@/api/http';
import { isApiError } from '@/api/errors';
import type { ImportOutcome } from '@machines/import.machine';
import { describeImportAnswer, describeImportError } from './import-result';
import { parseErrorLog } from './import-error-rows';
import { parseFile } from './parse-client';
import type { ParseOptions, ParseOutcome } from '@/lib/workbook/parse-types';

export interface ImportServices {
  parse(file: File, options: ParseOptions & { signal?: AbortSignal }): Promise<ParseOutcome>;
  send(url: string, file: File, signal?: AbortSignal): Promise<ImportOutcome>;
}

export async function sendImportFile(url: string, file: File, signal?: AbortSignal): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('files[]', file, file.name);
  try {
    const res = await uploadAction(url, form, { signal });
    return await withErrorLines(describeImportAnswer(res, file.name), signal);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    // ApiErrors were already announced by the HTTP layer (and a 401 already logs out).
    return { ...describeImportError(e), announced: isApiError(e) };
  }
}

/**
 * Reads the error log the answer points to, so the dialog can list the refused rows itself; when
 * the log cannot be read the download link is still there.
 */
async function withErrorLines(outcome: ImportOutcome, signal?: AbortSignal): Promise<ImportOutcome> {
  if (!outcome.errorLogUrl) return outcome;
  try {
    const blob = await downloadFile(outcome.errorLogUrl, undefined, { silent: true, signal });
    const errorLines = parseErrorLog(await blob.text());
    return errorLines.length > 0 ? { ...outcome, errorLines } : outcome;
  } catch (e) {
    if (signal?.aborted) throw e;
    return outcome;
  }
}

export const defaultImportServices: ImportServices = {
  parse: (file, options) => parseFile(file, options),
  send: sendImportFile,
};

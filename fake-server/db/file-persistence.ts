/**
 * Uploaded files of the demo survive reloads: the saved tables keep the rows that name an upload,
 * and the bytes go to a database of their own (file-store.ts).
 */
import { uploadedFiles } from '../handlers/upload';
import { readSavedFiles, withFileStore, type SavedFiles } from './file-store';

/**
 * Loads the files saved by earlier visits into the fake server's store. `savedFiles` is a read
 * already under way (browser.ts starts it before this code downloads); without it, reads now.
 */
export async function restoreUploadedFiles(savedFiles?: Promise<SavedFiles>): Promise<number> {
  const files = await (savedFiles ?? readSavedFiles()).catch((): SavedFiles => []);
  for (const [path, file] of files) uploadedFiles.restore(path, file);
  return files.length;
}

let stopPersisting: (() => void) | null = null;

/** From now on, every upload is also written to IndexedDB; returns how to stop that. */
export function persistUploads(): () => void {
  stopPersisting ??= uploadedFiles.onStored((path, file) => void withFileStore('readwrite', (store) => store.put(file, path)));
  return () => {
    stopPersisting?.();
    stopPersisting = null;
  };
}

/** Forgets every saved upload (demo reset: the rows that named them are gone too). */
export async function clearPersistedUploads(): Promise<void> {
  uploadedFiles.clear();
  await withFileStore('readwrite', (store) => store.clear());
}

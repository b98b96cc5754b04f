/**
 * Uploaded files of the demo survive reloads: the saved tables keep the rows that name an upload,
 * and the bytes go to a database of their own (file-store.ts), so the table rows stay small.
 */
import { uploadedFiles, type StoredFile } from '../handlers/upload';
import { clearSavedFiles, readSavedFiles, saveFile } from './file-store';

/** Loads the files saved by earlier visits (a read already under way, or a new one) into the fake server's store. */
export async function restoreUploadedFiles(saved: Promise<Array<[string, StoredFile]>> = readSavedFiles()): Promise<number> {
  const files = await saved.catch(() => []);
  for (const [path, file] of files) uploadedFiles.restore(path, file);
  return files.length;
}

let unsubscribe: (() => void) | null = null;

/** From now on, every upload is also written to IndexedDB. */
export function persistUploads(): void {
  unsubscribe ??= uploadedFiles.onStored(saveFile);
}

/** Forgets every saved upload (demo reset: the rows that named them are gone too). */
export async function clearPersistedUploads(): Promise<void> {
  uploadedFiles.clear();
  await clearSavedFiles();
}

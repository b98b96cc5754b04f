// The demo's uploads across a reload: written to IndexedDB (fake-indexeddb) as they are stored,
// read back by the read the demo's door starts early, and put back into the fake server's store.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { storeUpload, uploadedFiles } from '@fake/handlers/upload';
import { clearPersistedUploads, persistUploads, restoreUploadedFiles } from '@fake/db/file-persistence';
import { readSavedFiles } from '@fake/db/file-store';

const bytes = (text: string) => new TextEncoder().encode(text);
let stopPersisting = () => {};

beforeAll(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  stopPersisting = persistUploads();
});
afterEach(async () => {
  await clearPersistedUploads();
});
afterAll(() => {
  stopPersisting();
  vi.unstubAllGlobals();
});

/** Resolves once IndexedDB holds `count` files (each upload is written in its own transaction). */
async function savedCount(count: number) {
  await vi.waitFor(async () => expect(await readSavedFiles()).toHaveLength(count));
}

describe('uploads survive a reload of the demo', () => {
  it('writes each upload, and a later page start reads them back into the store', async () => {
    const report = storeUpload('report.txt', bytes('月度报告'), 'temp');
    const photo = storeUpload('photo.png', bytes('not really a png'), 'avatar');
    await savedCount(2);

    uploadedFiles.clear(); // what a reload leaves of the in-memory store
    const earlyRead = readSavedFiles();
    expect(await restoreUploadedFiles(earlyRead)).toBe(2);
    expect(new TextDecoder().decode(uploadedFiles.get(report)!.bytes)).toBe('月度报告');
    expect(uploadedFiles.get(photo)!.type).toBe('image/png');
  });

  it('reads for itself when no read was started, and a failed read restores nothing', async () => {
    const path = storeUpload('notes.txt', bytes('notes'), 'temp');
    await savedCount(1);
    uploadedFiles.clear();
    expect(await restoreUploadedFiles(Promise.reject(new Error('IndexedDB blocked')))).toBe(0);
    expect(uploadedFiles.has(path)).toBe(false);
    expect(await restoreUploadedFiles()).toBe(1);
    expect(uploadedFiles.has(path)).toBe(true);
  });

  it('a reset forgets the saved files too', async () => {
    storeUpload('old.txt', bytes('old'), 'temp');
    await savedCount(1);
    await clearPersistedUploads();
    expect(await readSavedFiles()).toEqual([]);
    expect(uploadedFiles.size).toBe(0);
  });
});

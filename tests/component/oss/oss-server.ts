/** The fake backend for the 文件管理 tests: the seeded files, and an empty upload store per test. */
import { uploadedFiles } from '@fake/handlers/upload';
import { resetFakeDb, server } from '@fake/node';

export const ossServer = server;

export async function resetWithOssFiles(): Promise<void> {
  await resetFakeDb();
  uploadedFiles.clear();
}

/** 下载 of a stored file: fetched as a blob (so the saved name is the file's own), then saved. */
import { downloadFile } from '@/api/http';
import { saveBlob } from '@/lib/save-blob';

export async function downloadOssFile(url: string, fileName: string): Promise<void> {
  saveBlob(await downloadFile(url), fileName);
}

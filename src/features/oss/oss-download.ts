/** 下载 of a stored file: fetched as a blob (so the saved name is the file's own), then saved. */
import { downloadFile } from '@/api/http';

export async function downloadOssFile(url: string, fileName: string): Promise<void> {
  const blob = await downloadFile(url);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.style.display = 'none';
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a tick later is enough.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Saving an exported workbook. The backend answers a BIFF `.xls` (AutoPoi)
 * but may answer OOXML; the extension follows the bytes, not a guess.
 */
import { saveBlob } from '@/lib/save-blob';

async function firstBytes(blob: Blob, n: number): Promise<Uint8Array> {
  const part = blob.slice(0, n);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  // Older Blob implementations (jsdom) only offer FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/** `xlsx` for a zip container (PK…), `xls` otherwise. */
export async function workbookExtension(blob: Blob): Promise<'xls' | 'xlsx'> {
  const head = await firstBytes(blob, 2);
  return head[0] === 0x50 && head[1] === 0x4b ? 'xlsx' : 'xls';
}

/** Triggers the browser download of `blob` as `<baseName>.<ext>`; returns the file name used. */
export async function saveWorkbook(blob: Blob, baseName: string): Promise<string> {
  const fileName = `${baseName}.${await workbookExtension(blob)}`;
  saveBlob(blob, fileName);
  return fileName;
}

/** The byte check of a picked file before it is sent: empty files and content that is not what the name says. */
import { fileContentProblem, SIGNATURE_BYTES } from '@/lib/file-signature';

function readHead(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, SIGNATURE_BYTES);
  if (typeof part.arrayBuffer === 'function') return part.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/** Why the file cannot be uploaded, or undefined. `image`: the field takes real pictures only. */
export async function checkFileBytes(file: File, opts: { image?: boolean } = {}): Promise<string | undefined> {
  if (file.size === 0) return fileContentProblem(file.name, new Uint8Array(0), 0, opts);
  let head: Uint8Array;
  try {
    head = await readHead(file);
  } catch {
    // Unreadable (moved or deleted since it was picked): nothing to send.
    return fileContentProblem(file.name, new Uint8Array(0), 0, opts);
  }
  return fileContentProblem(file.name, head, file.size, opts);
}

/** Splits a pick into the files that passed and the distinct refusal messages. */
export async function checkPickedFiles(files: readonly File[], opts: { image?: boolean } = {}): Promise<{ ok: File[]; messages: string[] }> {
  const problems = await Promise.all(files.map((f) => checkFileBytes(f, opts)));
  const messages = new Set<string>();
  const ok = files.filter((_, i) => {
    const p = problems[i];
    if (p) messages.add(p);
    return p === undefined;
  });
  return { ok, messages: [...messages] };
}

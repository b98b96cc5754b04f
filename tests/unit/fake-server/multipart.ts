/**
 * A multipart/form-data request body written out by hand: jsdom's FormData is not one Node's fetch
 * can send. A string part is a plain field; a file part defaults to application/octet-stream.
 */
export type MultipartPart = string | { name: string; bytes: Uint8Array; type?: string };

const boundary = '----zwTestBoundary7MA4YWxkTrZu0gW';

export function multipart(parts: ReadonlyArray<readonly [field: string, part: MultipartPart]>): { body: ArrayBuffer; headers: { 'Content-Type': string } } {
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [field, part] of parts) {
    if (typeof part === 'string') {
      chunks.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${part}\r\n`));
    } else {
      chunks.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${part.name}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(part.bytes, enc.encode('\r\n'));
    }
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.length;
  }
  return { body: body.buffer as ArrayBuffer, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A demo served over plain http from an intranet name is not a secure context: there is no
 * service worker and no `crypto.randomUUID`, which the database library calls for every row.
 * `crypto.getRandomValues` is available everywhere, so an RFC 4122 v4 id is built from it.
 * Imported first by browser.ts, before any table is filled.
 */
function randomUUIDv4(): `${string}-${string}-${string}-${string}-${string}` {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function installSecureContextFallbacks(): void {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID !== 'function') {
    Object.defineProperty(crypto, 'randomUUID', { value: randomUUIDv4, configurable: true, writable: true });
  }
}

installSecureContextFallbacks();

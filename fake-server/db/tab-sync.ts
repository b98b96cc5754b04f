/**
 * Tabs of the demo share one database in IndexedDB but each answers from its own in-memory copy,
 * so after every saved write a tab names the rows it wrote on the BroadcastChannel `zw-demo-db`;
 * the other tabs re-read those rows and the next list call of any tab shows them.
 */
export type SyncMessage =
  /** Everything was rewritten (reset, first save): re-read the whole database. */
  | { readonly all: true }
  /** Primary keys of the rows written (put or deleted), per table. */
  | { readonly tables: Readonly<Record<string, readonly string[]>> };

const CHANNEL = 'zw-demo-db';

let channel: BroadcastChannel | null = null;

/** Starts receiving other tabs' writes (no-op without BroadcastChannel). */
export function listenToOtherTabs(onMessage: (message: SyncMessage) => void): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<SyncMessage>) => onMessage(event.data);
  // Node's channel would keep a test worker alive; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
}

export function tellOtherTabs(message: SyncMessage): void {
  channel?.postMessage(message);
}

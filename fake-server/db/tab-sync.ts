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
let receiver: ((message: SyncMessage) => void) | null = null;
/** Messages that arrived before a receiver was set. */
const held: SyncMessage[] = [];

function openChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<SyncMessage>) => {
    if (receiver) receiver(event.data);
    else held.push(event.data);
  };
  // Node's channel would keep a test worker alive; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
}

/**
 * Keeps other tabs' messages until listenToOtherTabs() takes them. A tab opens the channel before
 * it reads the saved database, so a write another tab saves after the read began is re-read once
 * this tab can apply it, however long the fake backend's code takes to arrive.
 */
export function holdOtherTabsMessages(): void {
  openChannel();
}

/** Starts receiving other tabs' writes, held ones first (no-op without BroadcastChannel). */
export function listenToOtherTabs(onMessage: (message: SyncMessage) => void): void {
  openChannel();
  if (!channel || receiver) return;
  receiver = onMessage;
  for (const message of held.splice(0)) onMessage(message);
}

export function tellOtherTabs(message: SyncMessage): void {
  channel?.postMessage(message);
}

/**
 * What `read` gives with one of the test set-up's jsdom shortcuts taken out and then put back in
 * (the set-up installs each for every test): the shortcut must not change any answer.
 */
export function readWithoutAndWith<T>(shortcut: { remove(): void; install(): void }, read: () => T): { alone: T; shortcut: T } {
  shortcut.remove();
  const alone = read();
  shortcut.install();
  return { alone, shortcut: read() };
}

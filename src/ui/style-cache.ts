import createCache, { type EmotionCache } from '@emotion/cache';
import { cspNonce } from '@/lib/csp-nonce';

/**
 * The one style cache of the console. It carries the page's CSP nonce so its <style> elements are
 * allowed under the production Content-Security-Policy.
 */
export const styleCache: EmotionCache = createCache({ key: 'css', nonce: cspNonce() });

/**
 * Removes every style element the cache inserted and forgets that it inserted them, so the next
 * render inserts what it uses again. For a document that outlives its screens (a test worker that
 * renders screen after screen): its style sheets would otherwise only grow, and every style lookup
 * walks all of them.
 */
export function flushStyleCache(cache: EmotionCache = styleCache): void {
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}

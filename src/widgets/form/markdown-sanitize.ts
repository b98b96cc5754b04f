/**
 * The markdown preview's last rehype step: the rendered tree goes through the console's one
 * HTML sanitiser, so raw HTML in markdown (and attributes set by `<!--rehype:…-->` comments)
 * obeys exactly the rules of every other rich-text sink.
 */
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { sanitizeHtml } from '@/widgets/rich-text/sanitize';

type HastRoot = ReturnType<typeof fromHtml>;

/** Unified attacher: replaces the tree by its sanitised copy. */
export function rehypeSanitizeHtml() {
  return (tree: HastRoot): HastRoot => fromHtml(sanitizeHtml(toHtml(tree)), { fragment: true });
}

/** A preview's plugin list with the sanitiser last, after every plugin that could add markup. */
export function withSanitizer<T>(type: 'rehype' | 'remark', plugins: T[]): T[] {
  return type === 'rehype' ? [...plugins, rehypeSanitizeHtml as T] : plugins;
}

/**
 * The one sanitiser for server-supplied HTML: every rich-text sink (notice detail, content detail,
 * audit preview, markdown preview) and the editor itself pass HTML through `sanitizeHtml`. Notices
 * written here are shown to the public site and to other staff, so scripts, handlers and
 * `javascript:` links go, and inline styles keep their formatting but lose anything that would let
 * the HTML leave its box (see style-filter.ts).
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isAllowedLinkUrl } from './link-url';
import { filterStyle } from './style-filter';

/** Class names the console itself styles (emotion's `css-…`, MUI's, the markdown editor's): some are positioned overlays. */
const CONSOLE_CLASS = /^(?:css-|Mui|w-md-editor|wmde-|notistack|safe-html)/;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base', 'dialog'],
  ADD_ATTR: ['target'],
  // Ids become `user-content-…`, so a body cannot take the id of a console element.
  SANITIZE_NAMED_PROPS: true,
};

let instance: Purifier | null = null;

/** A dedicated DOMPurify instance, so these hooks never change what other DOMPurify users get. */
function purifier(): Purifier {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    if (event.attrName === 'style') {
      event.attrValue = filterStyle(event.attrValue);
      if (event.attrValue === '') event.keepAttr = false;
    } else if (event.attrName === 'href' && node.tagName === 'A') {
      // Links go to web pages, mail addresses or this site only (link-url.ts), as the editor writes them.
      if (!isAllowedLinkUrl(event.attrValue.trim())) event.keepAttr = false;
    } else if (event.attrName === 'class') {
      event.attrValue = event.attrValue
        .split(/\s+/)
        .filter((name) => name !== '' && !CONSOLE_CLASS.test(name))
        .join(' ');
      if (event.attrValue === '') event.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (node.hasAttribute('href')) {
      // A link in a body opens beside the console, and must not hand the console's window to the opened page.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  instance = purify;
  return purify;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, CONFIG);
}

/** The editor's empty document (`<p></p>`) is an empty value. */
export function isEmptyHtml(html: string): boolean {
  return html === '' || html === '<p></p>';
}

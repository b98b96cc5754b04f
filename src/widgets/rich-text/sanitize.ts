/**
 * Every HTML string the editor takes in or gives out goes through DOMPurify: notices written
 * here are shown to the public site and to other staff.
 */
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
  });
}

/** The editor's empty document (`<p></p>`) is an empty value. */
export function isEmptyHtml(html: string): boolean {
  return html === '' || html === '<p></p>';
}

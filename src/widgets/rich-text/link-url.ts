/**
 * Which link targets the console accepts in rich text: web pages (http/https), mail addresses and
 * paths on this site. Anything else (javascript:, data:, protocol-relative `//host`, relative
 * paths, fragments) could run code or point somewhere the reader cannot judge from the text.
 */
const WEB_OR_MAIL = /^(?:https?:\/\/[^\s/]|mailto:[^\s])/i;
const SITE_PATH = /^\/(?![/\\])/;
/** Control characters and whitespace browsers strip or fold before reading a scheme. */
const HIDDEN = /[\u0000-\u0020\u007f-\u009f]/; // eslint-disable-line no-control-regex -- the point is to find them

export function isAllowedLinkUrl(url: string): boolean {
  if (url === '' || HIDDEN.test(url) || url.includes('\\')) return false;
  return WEB_OR_MAIL.test(url) || SITE_PATH.test(url);
}

/** What a user typed, trimmed, with `www.` addresses read as https; null when it is not accepted. */
export function normalizeLinkInput(input: string): string | null {
  const url = input.trim();
  const withScheme = /^www\./i.test(url) ? `https://${url}` : url;
  return isAllowedLinkUrl(withScheme) ? withScheme : null;
}

/**
 * The Content-Security-Policy nonce of this page load. The production build marks its HTML with a
 * placeholder (`html.cspNonce` in vite.config.ts) that the web server replaces per response; the
 * `<meta property="csp-nonce">` Vite adds carries it to run time, where style injectors (Emotion,
 * CodeMirror, the rich-text editor) stamp it on the `<style>` elements they create.
 */
export function cspNonce(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide a nonce attribute's value once the page is under a policy; the property keeps it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}

/**
 * The fake server's captcha SVG carries `<title>captcha:XXXX</title>` as a training aid.
 * Demo builds surface it in the image's alt text; production never does.
 */
const TITLE = /<title>\s*captcha:([^<\s]+)\s*<\/title>/i;

function decodeDataUrl(dataUrl: string): string | null {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) return null;
  const meta = dataUrl.slice(5, comma);
  const body = dataUrl.slice(comma + 1);
  try {
    return /;base64$/i.test(meta) ? atob(body) : decodeURIComponent(body);
  } catch {
    return null;
  }
}

export function captchaCodeFromImage(dataUrl: string | null | undefined): string | null {
  if (!dataUrl) return null;
  const text = decodeDataUrl(dataUrl);
  return text ? (TITLE.exec(text)?.[1] ?? null) : null;
}

export function captchaAlt(dataUrl: string | null | undefined, demo: boolean): string {
  const code = demo ? captchaCodeFromImage(dataUrl) : null;
  return code ? `验证码 ${code}` : '验证码';
}

// The captcha's code as a person reads it off the login form: the demo build puts it in the image's
// alt text (a training aid); elsewhere it is read off the fake backend's image itself, whose SVG
// carries it in its <title>. Shared by the browser tests and the start-up bench (plain Node).

/** The code shown by a captcha image with this alt text and src, or null while it has none. */
export function captchaCode(alt, src) {
  const text = alt.trim();
  if (/验证码\s*\S{4}$/.test(text)) return text.slice(-4);
  const comma = src.indexOf(',');
  if (!src.startsWith('data:') || comma < 0) return null;
  const body = src.slice(comma + 1);
  const svg = src.slice(0, comma).endsWith(';base64') ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
  return /<title>\s*captcha:(\S{4})\s*<\/title>/.exec(svg)?.[1] ?? null;
}

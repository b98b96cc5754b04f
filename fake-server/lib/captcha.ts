/**
 * The login captcha (contract §2.1): 4 characters, stored for 60 s under
 * md5(lower(code) + key) so several images for one key stay valid, checked
 * case-insensitively. The SVG carries `<title>captcha:XXXX</title>` so demo
 * builds (and tests) can read the code.
 */
import { md5 } from 'js-md5';
import { CAPTCHA_TTL_MS } from '../config';
import { kv } from '../db/kv';

const ALPHABET = 'qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890';
const COLORS = ['#1f4e79', '#8b1a1a', '#2e6b30', '#6a3d9a', '#b35900'];

const captchaKey = (lowerCode: string, checkKey: string | null) => `captcha:${md5(`${lowerCode}${checkKey}`)}`;

export function randomCaptchaCode(): string {
  let code = '';
  for (let i = 0; i < 4; i += 1) code += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  return code;
}

export function storeCaptcha(code: string, checkKey: string): void {
  const lower = code.toLowerCase();
  kv.set(captchaKey(lower, checkKey), lower, CAPTCHA_TTL_MS);
}

/** True when `captcha` matches a live code issued for `checkKey`. */
export function captchaMatches(captcha: string, checkKey: string | null): boolean {
  const lower = captcha.toLowerCase();
  return kv.get(captchaKey(lower, checkKey)) === lower;
}

export function consumeCaptcha(captcha: string, checkKey: string | null): void {
  kv.del(captchaKey(captcha.toLowerCase(), checkKey));
}

const rnd = (min: number, max: number) => min + Math.random() * (max - min);

export function captchaSvg(code: string): string {
  const noise = Array.from(
    { length: 6 },
    () =>
      `<line x1="${rnd(0, 105).toFixed(1)}" y1="${rnd(0, 35).toFixed(1)}" x2="${rnd(0, 105).toFixed(1)}" y2="${rnd(0, 35).toFixed(1)}" stroke="${COLORS[Math.floor(rnd(0, COLORS.length))]}" stroke-opacity="0.5"/>`,
  ).join('');
  const glyphs = [...code]
    .map((ch, i) => {
      const x = 12 + i * 23;
      return `<text x="${x}" y="26" transform="rotate(${rnd(-18, 18).toFixed(0)} ${x + 6} 18)" fill="${COLORS[i % COLORS.length]}" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="bold">${ch}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="105" height="35" viewBox="0 0 105 35"><title>captcha:${code}</title><rect width="105" height="35" fill="#f3f6fa"/>${noise}${glyphs}</svg>`;
}

export function captchaDataUrl(code: string): string {
  return `data:image/svg+xml;base64,${btoa(captchaSvg(code))}`;
}

/**
 * WCAG 2 contrast arithmetic for the theme: a colour a user picks (Ant Design's palette includes
 * light ones such as 日暮 #FAAD14) must still be readable as text on the page and as the background
 * of white button text, so the theme uses the darkest-needed shade of it, with the same hue.
 */

const HEX = /^#([0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const m = HEX.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return '#' + rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('').toUpperCase();
}

/** Relative luminance as WCAG 2 defines it. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** AA for normal-size text. */
export const AA_TEXT = 4.5;

/**
 * `hex` itself when it already reaches `ratio` against `background`, else the lightest darker
 * shade of it (each channel scaled down alike, so the hue stays) that does.
 */
export function readableOn(hex: string, background: string, ratio = AA_TEXT): string {
  if (contrastRatio(hex, background) >= ratio) return hex.toUpperCase();
  const rgb = channels(hex);
  let lo = 0;
  let hi = 1;
  // Scaling by 0 gives black, which reaches any ratio a light background allows: search between.
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (contrastRatio(toHex(rgb.map((c) => c * mid)), background) >= ratio) lo = mid;
    else hi = mid;
  }
  return toHex(rgb.map((c) => Math.floor(c * lo)));
}

/**
 * A colour that comes from data (a workflow action's, a notice level's) made readable as text on
 * `background`, or as the background of white text; a value that is not #rrggbb passes unchanged.
 */
export function readableOrAsIs(color: string | null | undefined, background = '#FFFFFF'): string | undefined {
  if (!color) return undefined;
  return HEX.test(color) ? readableOn(color, background) : color;
}

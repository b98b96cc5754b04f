import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, luminance, readableOn } from '@/lib/readable-color';
import { PRIMARY_COLORS } from '@/ui/display-settings';
import { createAppTheme, readablePrimary } from '@/app/settings/theme';
import { DEFAULT_DISPLAY_SETTINGS } from '@/ui/display-settings';

function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('contrast arithmetic', () => {
  it('matches WCAG 2 reference values', () => {
    expect(luminance('#FFFFFF')).toBeCloseTo(1, 6);
    expect(luminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 6);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 6);
    // axe-core's figure for Ant Design's default blue on white.
    expect(contrastRatio('#1890FF', '#FFFFFF')).toBeCloseTo(3.24, 2);
  });

  it('keeps a colour that is already readable, unchanged', () => {
    expect(readableOn('#2f54eb', '#FFFFFF')).toBe('#2F54EB');
  });

  it('darkens a light colour to the lightest shade that reaches the ratio, keeping its hue', () => {
    for (const chosen of ['#1890FF', '#FAAD14', '#52C41A', '#13C2C2']) {
      const shade = readableOn(chosen, '#F5F5F5');
      expect(contrastRatio(shade, '#F5F5F5')).toBeGreaterThanOrEqual(AA_TEXT);
      // Not needlessly dark: a slightly lighter step would fail.
      expect(contrastRatio(shade, '#F5F5F5')).toBeLessThan(AA_TEXT + 0.15);
      expect(Math.abs(hue(shade) - hue(chosen))).toBeLessThan(2);
    }
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => readableOn('red', '#FFFFFF')).toThrow(/#rrggbb/);
  });
});

describe('theme primary colour', () => {
  it('makes every colour of the settings palette readable as text on white and grey, and behind white text', () => {
    for (const { color } of PRIMARY_COLORS) {
      const main = createAppTheme({ ...DEFAULT_DISPLAY_SETTINGS, primaryColor: color }).palette.primary;
      expect(main.main).toBe(readablePrimary(color));
      expect(contrastRatio(main.main, '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(main.main, '#F5F5F5')).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(main.main, main.contrastText)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});

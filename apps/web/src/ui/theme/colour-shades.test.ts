import { DEFAULT_THEME, THEME_PRESETS } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  readableTextOn,
  relativeLuminance,
} from './colour-contrast.ts';
import { generateColourShades, parseHex, toHex } from './colour-shades.ts';

describe('colour shades of a theme colour', () => {
  it('gives ten shades with the colour itself as shade 6', () => {
    const shades = generateColourShades('#2f9e44');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#2f9e44');
    for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('runs from light to dark', () => {
    for (const preset of THEME_PRESETS) {
      const luminances = generateColourShades(preset.settings.primaryCta).map(relativeLuminance);
      for (let index = 1; index < luminances.length; index += 1) {
        expect(luminances[index]).toBeLessThan(luminances[index - 1] ?? Infinity);
      }
    }
  });

  it('comes close to the hand-tuned Hookline palette for the default colour', () => {
    const shades = generateColourShades(DEFAULT_THEME.primaryCta);
    expect(shades[0]).toBe('#f1efff');
    expect(shades[6]).toBe('#5431fe');
  });

  it('reads upper-case and unprefixed hex, and refuses anything else', () => {
    expect(parseHex('5431FE')).toEqual({ r: 0x54, g: 0x31, b: 0xfe });
    expect(toHex(parseHex('#E8590C'))).toBe('#e8590c');
    expect(() => generateColourShades('red')).toThrow('Not a #rrggbb colour');
    expect(() => generateColourShades('#fff')).toThrow();
  });
});

describe('readable text on a background', () => {
  it('is white on every preset sidebar and dark on light colours', () => {
    for (const preset of THEME_PRESETS) expect(readableTextOn(preset.settings.primaryBg)).toBe(LIGHT_TEXT);
    expect(readableTextOn('#fff4e6')).toBe(DARK_TEXT);
    expect(readableTextOn('#fcc419')).toBe(DARK_TEXT);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});

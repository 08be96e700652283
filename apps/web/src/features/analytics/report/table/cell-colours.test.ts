import { COLOUR_LIGHTNESS_MAX, COLOUR_LIGHTNESS_RANGE } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../ui/theme/colour-contrast.ts';
import { adStatusLabel, isActiveStatus } from './ad-status.ts';
import { hslToHex, readableTextFor } from './cell-colours.ts';

describe('cell colours', () => {
  it('reads the CSS hsl() colours the server paints cells with', () => {
    expect(hslToHex('hsl(120, 70%, 80%)')).toBe('#a8f0a8');
    expect(hslToHex('hsl(0, 70%, 98%)')).toBe('#fdf6f6');
    expect(hslToHex('rebeccapurple')).toBeUndefined();
  });

  it('keeps 4.5:1 text contrast on every cell colour of the scale', () => {
    for (const hue of [0, 120]) {
      for (
        let lightness = COLOUR_LIGHTNESS_MAX - COLOUR_LIGHTNESS_RANGE;
        lightness <= COLOUR_LIGHTNESS_MAX;
        lightness++
      ) {
        const background = `hsl(${hue}, 70%, ${lightness}%)`;
        expect(contrastRatio(hslToHex(background)!, readableTextFor(background))).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('picks white text on a dark tag colour and dark text on a light one', () => {
    expect(readableTextFor('#1864ab')).toBe('#ffffff');
    expect(readableTextFor('#ffd43b')).toBe('#1a1b1e');
  });
});

describe('ad status', () => {
  it('shows both platforms’ running statuses as Active, others in words', () => {
    expect(isActiveStatus('ACTIVE')).toBe(true);
    expect(isActiveStatus('ENABLE')).toBe(true);
    expect(adStatusLabel('ENABLE')).toBe('Active');
    expect(adStatusLabel('PAUSED')).toBe('Paused');
    expect(adStatusLabel('ADSET_PAUSED')).toBe('Adset paused');
    expect(adStatusLabel('DISABLE')).toBe('Disabled');
    expect(adStatusLabel('')).toBe('Unknown');
  });
});

import type { MantineColorsTuple } from '@mantine/core';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_COLOUR = /^#?([0-9a-f]{6})$/i;

/** Reads `#rrggbb` (the shape of an organisation's theme colours); anything else is a programming error. */
export function parseHex(hex: string): Rgb {
  const digits = HEX_COLOUR.exec(hex.trim())?.[1];
  if (!digits) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function toHex({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `amount` 0 keeps `from`, 1 gives `to`. */
function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** How far shades 0-5 move towards white and shades 7-9 towards black; shade 6 is the colour itself. */
const TINTS = [0.92, 0.82, 0.64, 0.46, 0.28, 0.12] as const;
const SHADES = [0.12, 0.24, 0.36] as const;

/**
 * Mantine's ten shades of one colour, lightest first, with the given colour as shade 6 (the primary
 * shade of the light scheme), so that a button has exactly the colour the organisation picked.
 */
export function generateColourShades(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  const lighter = TINTS.map((amount) => toHex(mix(base, WHITE, amount)));
  const darker = SHADES.map((amount) => toHex(mix(base, BLACK, amount)));
  const [s0, s1, s2, s3, s4, s5] = lighter as [string, string, string, string, string, string];
  const [s7, s8, s9] = darker as [string, string, string];
  return [s0, s1, s2, s3, s4, s5, toHex(base), s7, s8, s9];
}

import { toHex } from '../../../../ui/theme/colour-shades.ts';
import { DARK_TEXT, readableTextOn } from '../../../../ui/theme/colour-contrast.ts';

const HSL_COLOUR = /^hsla?\(\s*(-?[\d.]+)(?:deg)?[\s,]+([\d.]+)%[\s,]+([\d.]+)%/i;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** `hsl(120, 70%, 85%)` as `#rrggbb`; undefined for any other notation. */
export function hslToHex(css: string): string | undefined {
  const match = HSL_COLOUR.exec(css.trim());
  if (!match) return undefined;
  const hue = (((Number(match[1]) % 360) + 360) % 360) / 60;
  const saturation = Number(match[2]) / 100;
  const lightness = Number(match[3]) / 100;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const second = chroma * (1 - Math.abs((hue % 2) - 1));
  const [r, g, b] =
    hue < 1
      ? [chroma, second, 0]
      : hue < 2
        ? [second, chroma, 0]
        : hue < 3
          ? [0, chroma, second]
          : hue < 4
            ? [0, second, chroma]
            : hue < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const offset = lightness - chroma / 2;
  return toHex({ r: (r + offset) * 255, g: (g + offset) * 255, b: (b + offset) * 255 });
}

/**
 * The text colour that keeps WCAG AA contrast on a cell or badge background: the server paints metric cells
 * in light greens and reds (`hsl(...)`), tags carry any `#rrggbb`. The page's own text colour is not enough,
 * as a dark colour scheme would put light text on the light cell.
 */
export function readableTextFor(background: string): string {
  const hex = HEX_COLOUR.test(background.trim()) ? background.trim() : hslToHex(background);
  return hex ? readableTextOn(hex) : DARK_TEXT;
}

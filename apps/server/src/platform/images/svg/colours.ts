/** Colour arithmetic on `#rrggbb` strings, for shades of a brand's palette. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `a` moved towards `b` by `t` (0 to 1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)];
  return toHex(x.map((c, i) => c + (y[i]! - c) * t));
}

export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);
export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Text that reads on `background`: near-black on light colours, white on dark ones. */
export const readableOn = (background: string, dark = '#111111'): string =>
  luminance(background) > 0.45 ? dark : '#ffffff';

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `colour` itself when it reads on `background` with at least `ratio` contrast, else the nearest shade of it
 * (towards black or white) that does; black or white when no shade does.
 */
export function legibleOn(colour: string, background: string, ratio = 4.5): string {
  if (contrastRatio(colour, background) >= ratio) return colour;
  for (let t = 0.1; t < 1; t += 0.1) {
    for (const towards of ['#000000', '#ffffff']) {
      const shade = mix(colour, towards, t);
      if (contrastRatio(shade, background) >= ratio) return shade;
    }
  }
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}

/** White or near-black text on `fill`, whichever reads at 4.5:1; pure black or white on the few mid-tones neither does. */
export function textOn(fill: string): string {
  for (const candidate of ['#ffffff', '#111111']) if (contrastRatio(candidate, fill) >= 4.5) return candidate;
  return contrastRatio('#000000', fill) >= contrastRatio('#ffffff', fill) ? '#000000' : '#ffffff';
}

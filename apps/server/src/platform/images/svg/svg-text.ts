import type { BrandType } from './svg-look.ts';

/*
 * Text for SVGs that sharp renders with the system's fonts (DejaVu and Liberation on Debian): escaping, the
 * font stacks of each brand type, and line-wrapping by an estimate of each glyph's width.
 */

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

export const FONT_STACKS: Record<BrandType, string> = {
  sans: "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
  serif: "'Liberation Serif', 'DejaVu Serif', Georgia, serif",
  condensed: "'Liberation Sans Narrow', 'DejaVu Sans Condensed', 'Arial Narrow', sans-serif",
};
export const UI_FONT = FONT_STACKS.sans;

/** How wide each family sets, against Liberation Sans Bold. */
const FAMILY_WIDTH: Record<BrandType, number> = { sans: 1, serif: 0.94, condensed: 0.84 };

/** A bold glyph's advance in ems, near enough to wrap lines without measuring them. */
function glyphWidth(char: string): number {
  if (/[ilj.,:;!|'’]/.test(char)) return 0.3;
  if (/[ftrI()\-[\] ]/.test(char)) return 0.36;
  if (/[mwMW]/.test(char)) return 0.9;
  if (/[A-Z]/.test(char)) return 0.73;
  if (/[0-9$]/.test(char)) return 0.57;
  if (/[a-z]/.test(char)) return 0.6;
  return 0.72;
}

export function textWidth(text: string, size: number, type: BrandType = 'sans'): number {
  let ems = 0;
  for (const char of text) ems += glyphWidth(char);
  return ems * size * FAMILY_WIDTH[type];
}

/** Splits `text` into lines no wider than `maxWidth` at `size`, at word boundaries. */
export function wrapText(
  text: string,
  options: { size: number; maxWidth: number; type?: BrandType },
): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, options.size, options.type) <= options.maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/**
 * The largest size from `maxSize` down to `minSize` at which `text` fits in `maxLines` lines of `maxWidth`;
 * at the smallest size, the lines past `maxLines` are cut with an ellipsis.
 */
export function fitText(
  text: string,
  options: { maxWidth: number; maxLines: number; maxSize: number; minSize: number; type?: BrandType },
): { size: number; lines: string[] } {
  for (let size = options.maxSize; size >= options.minSize; size -= 2) {
    const lines = wrapText(text, { size, maxWidth: options.maxWidth, type: options.type });
    const widest = Math.max(...lines.map((line) => textWidth(line, size, options.type)));
    if (lines.length <= options.maxLines && widest <= options.maxWidth) return { size, lines };
  }
  const size = options.minSize;
  const lines = wrapText(text, { size, maxWidth: options.maxWidth, type: options.type });
  if (lines.length <= options.maxLines) return { size, lines };
  const kept = lines.slice(0, options.maxLines);
  kept[kept.length - 1] = `${kept.at(-1)!.replace(/[.,;:!?]*$/, '')}…`;
  return { size, lines: kept };
}

/** `<text>` lines from a top edge (the first baseline sits one size below it). */
export function textLines(input: {
  lines: readonly string[];
  x: number;
  top: number;
  size: number;
  lineHeight?: number;
  fill: string;
  family: string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  letterSpacing?: number;
  style?: 'italic';
}): string {
  const lineHeight = input.lineHeight ?? 1.12;
  const attributes = [
    `font-family="${input.family}"`,
    `font-size="${input.size.toFixed(1)}"`,
    `font-weight="${input.weight ?? 700}"`,
    `fill="${input.fill}"`,
    `text-anchor="${input.anchor ?? 'start'}"`,
    input.opacity === undefined ? '' : `fill-opacity="${input.opacity}"`,
    input.letterSpacing === undefined ? '' : `letter-spacing="${input.letterSpacing.toFixed(1)}"`,
    input.style ? `font-style="${input.style}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return input.lines
    .map(
      (line, index) =>
        `<text x="${input.x.toFixed(1)}" y="${(input.top + input.size * 0.92 + index * input.size * lineHeight).toFixed(1)}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** The height `count` lines take at `size`. */
export const linesHeight = (count: number, size: number, lineHeight = 1.12): number =>
  size * (1 + (count - 1) * lineHeight);

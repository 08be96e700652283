import type { BrandColours, BrandType } from './svg-look.ts';
import { readableOn } from './colours.ts';
import { escapeXml, FONT_STACKS, textWidth, UI_FONT } from './svg-text.ts';

/* Pieces every ad layout uses: the brand's badge, the call-to-action button, stars, check marks, bursts. */

export interface BrandLook {
  name: string;
  domain: string;
  colours: BrandColours;
  type: BrandType;
}

export const initials = (name: string): string =>
  name
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** The brand's round mark and name, as an ad's corner shows them. */
export function brandBadge(input: {
  brand: BrandLook;
  x: number;
  y: number;
  size: number;
  fill: string;
}): string {
  const { brand, x, y, size, fill } = input;
  const r = size * 0.95;
  const mark = initials(brand.name);
  return `<circle cx="${x + r}" cy="${y + r}" r="${r}" fill="${brand.colours.primary}"/>
    <circle cx="${x + r}" cy="${y + r}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${size * 0.08}"/>
    <text x="${x + r}" y="${y + r + size * 0.34}" font-family="${FONT_STACKS[brand.type]}" font-size="${size * (mark.length > 1 ? 0.82 : 1)}" font-weight="700" fill="${readableOn(brand.colours.primary)}" text-anchor="middle">${escapeXml(mark)}</text>
    <text x="${x + r * 2 + size * 0.6}" y="${y + r + size * 0.36}" font-family="${FONT_STACKS[brand.type]}" font-size="${size}" font-weight="700" letter-spacing="${size * 0.04}" fill="${fill}">${escapeXml(brand.name)}</text>`;
}

/** A pill-shaped button; answers its SVG and width. */
export function ctaPill(input: {
  text: string;
  x: number;
  y: number;
  size: number;
  fill: string;
  textFill: string;
  anchor?: 'start' | 'middle';
  arrow?: boolean;
}): { svg: string; width: number; height: number } {
  const arrow = input.arrow ?? true;
  const label = arrow ? `${input.text}  →` : input.text;
  const width = textWidth(label, input.size) + input.size * 2.6;
  const height = input.size * 2.5;
  const left = input.anchor === 'middle' ? input.x - width / 2 : input.x;
  return {
    svg: `<rect x="${left}" y="${input.y}" width="${width}" height="${height}" rx="${height / 2}" fill="${input.fill}"/>
      <text x="${left + width / 2}" y="${input.y + height / 2 + input.size * 0.36}" font-family="${UI_FONT}" font-size="${input.size}" font-weight="700" fill="${input.textFill}" text-anchor="middle">${escapeXml(label)}</text>`,
    width,
    height,
  };
}

/** Five stars, `size` each, from `x`. */
export function stars(x: number, y: number, size: number, fill = '#f5b50a'): string {
  const star = (cx: number) => {
    const points = Array.from({ length: 10 }, (_, i) => {
      const r = i % 2 === 0 ? size / 2 : size / 4.6;
      const a = (Math.PI / 5) * i - Math.PI / 2;
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(y + size / 2 + r * Math.sin(a)).toFixed(1)}`;
    });
    return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
  };
  return Array.from({ length: 5 }, (_, i) => star(x + size / 2 + i * size * 1.1)).join('');
}

/** A round check mark (or a cross, for what the others lack). */
export function checkMark(cx: number, cy: number, r: number, fill: string, cross = false): string {
  const mark = cross
    ? `<path d="M${cx - r * 0.38} ${cy - r * 0.38} L${cx + r * 0.38} ${cy + r * 0.38} M${cx + r * 0.38} ${cy - r * 0.38} L${cx - r * 0.38} ${cy + r * 0.38}" stroke="#ffffff" stroke-width="${r * 0.28}" stroke-linecap="round"/>`
    : `<path d="M${cx - r * 0.45} ${cy + r * 0.02} L${cx - r * 0.12} ${cy + r * 0.35} L${cx + r * 0.48} ${cy - r * 0.32}" stroke="#ffffff" stroke-width="${r * 0.28}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>${mark}`;
}

/** A starburst sticker with one or two lines in it. */
export function burst(input: {
  cx: number;
  cy: number;
  r: number;
  fill: string;
  textFill: string;
  lines: readonly string[];
  family: string;
  rotate?: number;
}): string {
  const { cx, cy, r } = input;
  const points = Array.from({ length: 32 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.86;
    const a = (Math.PI / 16) * i;
    return `${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`;
  });
  const [first, second] = input.lines;
  const firstSize = Math.min(r * 0.62, (r * 1.45) / Math.max(1, textWidth(first ?? '', 1)));
  const secondSize = Math.min(r * 0.3, (r * 1.3) / Math.max(1, textWidth(second ?? '', 1)));
  const top = second ? cy + firstSize * 0.12 : cy + firstSize * 0.36;
  return `<g transform="rotate(${input.rotate ?? -10} ${cx} ${cy})">
    <polygon points="${points.join(' ')}" fill="${input.fill}"/>
    <text x="${cx}" y="${top}" font-family="${input.family}" font-size="${firstSize.toFixed(1)}" font-weight="700" fill="${input.textFill}" text-anchor="middle">${escapeXml(first ?? '')}</text>
    ${second ? `<text x="${cx}" y="${top + secondSize * 1.25}" font-family="${input.family}" font-size="${secondSize.toFixed(1)}" font-weight="700" letter-spacing="${(secondSize * 0.08).toFixed(1)}" fill="${input.textFill}" text-anchor="middle">${escapeXml(second)}</text>` : ''}
  </g>`;
}

/** A soft light spot, for backgrounds that read as lit rather than flat. */
export function glow(id: string, cx: number, cy: number, r: number, colour: string, opacity: number): string {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;
}

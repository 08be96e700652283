import type { TemplateSlotRole } from '@hookline/domain';
import { burst } from '../../../platform/images/svg/ad-parts.ts';
import { mix } from '../../../platform/images/svg/colours.ts';
import type { Canvas } from './canvas.ts';
import { textOn } from '../../../platform/images/svg/colours.ts';

/* A layout: the text slots it has room for, and how it draws itself on a canvas of any of the three sizes. */

export interface TextSlotSpec {
  key: string;
  role: TemplateSlotRole;
  label: string;
  /** The longest text the layout holds without shrinking past legibility. */
  maxLength: number;
}

export interface Layout {
  key: string;
  /** The first words of a design's name ("Product hero"). */
  title: string;
  texts: readonly TextSlotSpec[];
  /** Image slots beyond the logo and the product. */
  extraImages?: readonly { key: string; label: string }[];
  draw(c: Canvas): string;
}

export const slot = {
  headline: (maxLength: number): TextSlotSpec => ({
    key: 'headline',
    role: 'headline',
    label: 'Headline',
    maxLength,
  }),
  body: (maxLength: number, key = 'body', label = 'Body'): TextSlotSpec => ({
    key,
    role: 'body',
    label,
    maxLength,
  }),
  sub: (maxLength: number, key = 'subheadline', label = 'Subheadline'): TextSlotSpec => ({
    key,
    role: 'subheadline',
    label,
    maxLength,
  }),
  cta: (): TextSlotSpec => ({ key: 'cta', role: 'cta', label: 'Call to action', maxLength: 22 }),
  price: (): TextSlotSpec => ({ key: 'price', role: 'price', label: 'Price', maxLength: 10 }),
  badge: (maxLength: number, key = 'badge', label = 'Badge'): TextSlotSpec => ({
    key,
    role: 'badge',
    label,
    maxLength,
  }),
  quote: (maxLength: number, key = 'quote', label = 'Quote'): TextSlotSpec => ({
    key,
    role: 'quote',
    label,
    maxLength,
  }),
  attribution: (maxLength: number, key = 'attribution', label = 'Attribution'): TextSlotSpec => ({
    key,
    role: 'attribution',
    label,
    maxLength,
  }),
};

/** A round price sticker centred on (cx, cy). */
export function priceSticker(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  text: string,
  fill = c.accent,
): string {
  if (!text) return '';
  const textFill = textOn(fill);
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="none" stroke="${textFill}" stroke-opacity="0.45" stroke-width="${c.u * 0.25}" stroke-dasharray="${c.u * 0.7} ${c.u * 0.5}"/>
    ${c.line({ text, x: cx, y: cy + r * 0.16, size: r * 0.52, fill: textFill, maxWidth: r * 1.5, anchor: 'middle', family: c.sans })}`;
}

/** A starburst sticker with the badge text split in two lines ("30%" / "OFF"). */
export function offerBurst(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  text: string,
  fill = c.accent,
): string {
  if (!text) return '';
  const words = text.toUpperCase().split(' ');
  const first = words[0] ?? '';
  const second = words.slice(1).join(' ');
  return burst({
    cx,
    cy,
    r,
    fill,
    textFill: textOn(fill),
    lines: second ? [first, second] : [first],
    family: c.narrow,
    rotate: -8,
  });
}

/** A subtle surface a little lighter (or darker) than the background, for cards and panels. */
export function surface(c: Canvas, amount = 0.55): string {
  return isLight(c.bg) ? mix(c.bg, '#ffffff', amount) : mix(c.bg, '#ffffff', amount * 0.16);
}

export function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** A small upper-case label with wide spacing. */
export function eyebrow(
  c: Canvas,
  input: {
    text: string;
    x: number;
    y: number;
    fill: string;
    anchor?: 'start' | 'middle';
    maxWidth?: number;
    size?: number;
  },
): string {
  return c.line({
    text: input.text,
    x: input.x,
    y: input.y,
    size: input.size ?? c.u * 2.6,
    fill: input.fill,
    maxWidth: input.maxWidth ?? c.u * 80,
    anchor: input.anchor,
    upper: true,
    spacing: c.u * 0.45,
    family: c.sans,
  });
}

/**
 * The page: the background and a soft light behind where the product stands, white on light pages and the
 * accent on dark ones, so the page reads as lit rather than flat.
 */
export function backdrop(c: Canvas, light: { cx: number; cy: number; r: number }): string {
  const id = c.id('light');
  const [colour, opacity] = isLight(c.bg) ? ['#ffffff', 0.5] : [c.accent, 0.16];
  return `${c.rect(0, 0, c.w, c.h, c.bg)}<defs><radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs><circle cx="${light.cx.toFixed(1)}" cy="${light.cy.toFixed(1)}" r="${light.r.toFixed(1)}" fill="url(#${id})"/>`;
}

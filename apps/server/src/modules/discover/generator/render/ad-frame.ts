import type { ProductShape } from '../catalogue/catalogue-types.ts';
import type { BrandLook } from '../../../../platform/images/svg/ad-parts.ts';
import { readableOn } from '../../../../platform/images/svg/colours.ts';
import { packshotSvg } from '../../../../platform/images/svg/packshots.ts';
import {
  escapeXml,
  fitText,
  linesHeight,
  textLines,
  UI_FONT,
} from '../../../../platform/images/svg/svg-text.ts';

/* What every still ad layout is drawn from, and the pieces they share: the packshot, the headline, the price. */

export const AD_LAYOUTS = ['hero', 'offer', 'review', 'benefits', 'chat', 'versus', 'bold'] as const;
export type AdLayout = (typeof AD_LAYOUTS)[number] | 'card';

export interface AdImageDesign {
  width: number;
  height: number;
  layout: AdLayout;
  brand: BrandLook & { shape: ProductShape };
  /** The ad's headline, drawn big. */
  headline: string;
  /** A short line near the headline: a claim or the offer. */
  kicker: string;
  claims: readonly string[];
  product: { name: string; price: string | null };
  cta: string;
  /** A sticker's words ('20%', 'OFF'), or null when the ad has no offer to shout. */
  badge: readonly string[] | null;
  quote: { text: string; author: string };
  /** Three messages for the text-message layout: them, you, them. */
  chat: readonly [string, string, string];
  screen: { big: string; caption: string };
}

export interface Frame {
  d: AdImageDesign;
  w: number;
  h: number;
  /** One hundredth of the width. */
  u: number;
  family: string;
  tall: boolean;
}

export function packshot(
  f: Frame,
  place: { cx: number; bottom: number; height: number; maxWidth?: number },
  id = 'p',
) {
  const { d } = f;
  return packshotSvg(
    {
      shape: d.brand.shape,
      colours: d.brand.colours,
      brandName: d.brand.name,
      productName: d.product.name,
      family: f.family,
      screen: d.screen,
      idPrefix: id,
    },
    place,
  );
}

export function headlineBlock(
  f: Frame,
  input: {
    x: number;
    top: number;
    maxWidth: number;
    maxLines: number;
    maxSize: number;
    fill: string;
    anchor?: 'start' | 'middle';
  },
): { svg: string; bottom: number } {
  const fitted = fitText(f.d.headline, {
    maxWidth: input.maxWidth,
    maxLines: input.maxLines,
    maxSize: input.maxSize,
    minSize: f.u * 4.2,
    type: f.d.brand.type,
  });
  return {
    svg: textLines({
      lines: fitted.lines,
      x: input.x,
      top: input.top,
      size: fitted.size,
      lineHeight: 1.08,
      fill: input.fill,
      family: f.family,
      anchor: input.anchor,
    }),
    bottom: input.top + linesHeight(fitted.lines.length, fitted.size, 1.08),
  };
}

export function priceTag(f: Frame, cx: number, cy: number): string {
  const { price } = f.d.product;
  if (!price) return '';
  const { colours } = f.d.brand;
  const r = f.u * 7.2;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colours.primary}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.88}" fill="none" stroke="${readableOn(colours.primary)}" stroke-opacity="0.5" stroke-width="${f.u * 0.25}" stroke-dasharray="${f.u * 0.8} ${f.u * 0.6}"/>
    <text x="${cx}" y="${cy + f.u * 1.5}" font-family="${UI_FONT}" font-size="${(price.length > 6 ? 2.6 : price.length > 4 ? 3.1 : 4.6) * f.u}" font-weight="700" fill="${readableOn(colours.primary)}" text-anchor="middle">${escapeXml(price)}</text>`;
}

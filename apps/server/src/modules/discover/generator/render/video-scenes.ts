import type { BrandColours, BrandType, ProductShape } from '../catalogue/catalogue-types.ts';
import { brandBadge, ctaPill, glow } from '../../../../platform/images/svg/ad-parts.ts';
import { darken, lighten, mix, readableOn } from '../../../../platform/images/svg/colours.ts';
import { packshotSvg } from '../../../../platform/images/svg/packshots.ts';
import {
  escapeXml,
  fitText,
  FONT_STACKS,
  textWidth,
  UI_FONT,
} from '../../../../platform/images/svg/svg-text.ts';

/*
 * The three scenes of a generated video ad, each a still a little larger than the video so that ffmpeg can
 * pan across it: the hook over the product, the benefit in close-up, and an end card with the offer.
 */

/** How much larger than the video a scene is drawn, so a pan never shows its edge. */
export const OVERSCAN = 1.08;

export interface SceneBrand {
  name: string;
  domain: string;
  colours: BrandColours;
  type: BrandType;
  shape: ProductShape;
}

export interface VideoScenesInput {
  width: number;
  height: number;
  brand: SceneBrand;
  product: string;
  hook: string;
  benefit: string;
  offer: string;
  cta: string;
  screen: { big: string; caption: string };
}

/** A caption as short-form video sets them: each line in its own white box. */
function captionBoxes(input: {
  text: string;
  cx: number;
  top: number;
  maxWidth: number;
  size: number;
}): string {
  const fitted = fitText(input.text, {
    maxWidth: input.maxWidth,
    maxLines: 4,
    maxSize: input.size,
    minSize: input.size * 0.6,
  });
  const lineHeight = fitted.size * 1.5;
  return fitted.lines
    .map((line, index) => {
      const width = textWidth(line, fitted.size) + fitted.size * 1.1;
      const y = input.top + index * lineHeight;
      return `<rect x="${(input.cx - width / 2).toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${(fitted.size * 1.4).toFixed(1)}" rx="${(fitted.size * 0.28).toFixed(1)}" fill="#ffffff"/>
        <text x="${input.cx.toFixed(1)}" y="${(y + fitted.size * 1.04).toFixed(1)}" font-family="${UI_FONT}" font-size="${fitted.size.toFixed(1)}" font-weight="700" fill="#111111" text-anchor="middle">${escapeXml(line)}</text>`;
    })
    .join('');
}

function frame(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function shot(
  input: VideoScenesInput,
  place: { cx: number; bottom: number; height: number; maxWidth: number },
  id: string,
) {
  const { brand } = input;
  return packshotSvg(
    {
      shape: brand.shape,
      colours: brand.colours,
      brandName: brand.name,
      productName: input.product,
      family: FONT_STACKS[brand.type],
      screen: input.screen,
      idPrefix: id,
    },
    place,
  ).svg;
}

/** The scenes' SVGs, each `OVERSCAN` times the video's size. */
export function videoSceneSvgs(input: VideoScenesInput): [hook: string, benefit: string, endCard: string] {
  const w = Math.round(input.width * OVERSCAN);
  const h = Math.round(input.height * OVERSCAN);
  const u = w / 100;
  const c = input.brand.colours;
  const tall = h > w * 1.4;
  const captionSize = u * (tall ? 5.6 : 5);

  const floor = h * 0.78;
  const hook = frame(
    w,
    h,
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.paper}"/><stop offset="1" stop-color="${mix(c.paper, c.secondary, 0.6)}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#wall)"/>
    <rect y="${floor}" width="${w}" height="${h - floor}" fill="${mix(c.secondary, c.paper, 0.2)}"/>
    ${glow('spot', w / 2, floor - h * 0.15, w * 0.55, '#ffffff', 0.8)}
    ${shot(input, { cx: w / 2, bottom: floor + u * 3, height: h * (tall ? 0.42 : 0.46), maxWidth: u * 70 }, 'hook')}
    ${captionBoxes({ text: input.hook, cx: w / 2, top: h * (tall ? 0.2 : 0.12), maxWidth: u * 80, size: captionSize })}`,
  );

  const benefit = frame(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${c.primary}"/>
    ${glow('hi', w * 0.5, h * 0.4, w * 0.75, lighten(c.primary, 0.45), 0.7)}
    <circle cx="${w / 2}" cy="${h * 0.42}" r="${u * 34}" fill="${c.secondary}" fill-opacity="0.35"/>
    ${shot(input, { cx: w / 2, bottom: h * 0.66, height: h * (tall ? 0.46 : 0.52), maxWidth: u * 82 }, 'benefit')}
    ${captionBoxes({ text: input.benefit, cx: w / 2, top: h * 0.72, maxWidth: u * 80, size: captionSize })}`,
  );

  const ink = readableOn(c.secondary, c.ink);
  const offer = fitText(input.offer, {
    maxWidth: u * 80,
    maxLines: 3,
    maxSize: u * (tall ? 9 : 8),
    minSize: u * 4.5,
    type: input.brand.type,
  });
  const offerTop = h * (tall ? 0.36 : 0.34);
  const pill = ctaPill({
    text: input.cta,
    x: w / 2,
    y: offerTop + offer.lines.length * offer.size * 1.1 + u * 7,
    size: u * 4.4,
    fill: c.primary,
    textFill: readableOn(c.primary),
    anchor: 'middle',
  });
  const badgeSize = u * 4.6;
  const badgeWidth =
    badgeSize * 2 + badgeSize * 0.6 + textWidth(input.brand.name, badgeSize, input.brand.type);
  const endCard = frame(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${c.secondary}"/>
    <circle cx="${w * 0.85}" cy="${h * 0.88}" r="${u * 36}" fill="${darken(c.secondary, 0.08)}"/>
    ${brandBadge({ brand: input.brand, x: (w - badgeWidth) / 2, y: h * 0.2, size: badgeSize, fill: ink })}
    ${offer.lines
      .map(
        (line, index) =>
          `<text x="${w / 2}" y="${(offerTop + offer.size * (0.92 + index * 1.1)).toFixed(1)}" font-family="${FONT_STACKS[input.brand.type]}" font-size="${offer.size.toFixed(1)}" font-weight="700" fill="${ink}" text-anchor="middle">${escapeXml(line)}</text>`,
      )
      .join('')}
    ${pill.svg}
    <text x="${w / 2}" y="${h * 0.86}" font-family="${UI_FONT}" font-size="${u * 3.4}" fill="${ink}" fill-opacity="0.75" text-anchor="middle">${escapeXml(input.brand.domain)}</text>`,
  );
  return [hook, benefit, endCard];
}

import { brandBadge, burst, ctaPill, glow } from '../../../../platform/images/svg/ad-parts.ts';
import { headlineBlock, packshot, priceTag, type Frame } from './ad-frame.ts';
import { darken, lighten, mix, readableOn } from '../../../../platform/images/svg/colours.ts';
import {
  escapeXml,
  fitText,
  FONT_STACKS,
  textLines,
  UI_FONT,
  wrapText,
} from '../../../../platform/images/svg/svg-text.ts';

/* The layouts that sell the product itself: the packshot hero, the offer burst, big type, a carousel's card. */

export const SHOWCASE_LAYOUTS = {
  hero(f) {
    const { d, w, h, u } = f;
    const c = d.brand.colours;
    const floor = h * 0.74;
    const square = h <= w;
    const headline = headlineBlock(f, {
      x: u * 7,
      top: u * 17,
      maxWidth: u * 86,
      maxLines: square ? 2 : 3,
      maxSize: u * (square ? 8.4 : 9.6),
      fill: c.ink,
    });
    const kicker = textLines({
      lines: [d.kicker],
      x: u * 7,
      top: headline.bottom + u * 2.4,
      size: u * 3.9,
      fill: c.ink,
      family: UI_FONT,
      weight: 400,
      opacity: 0.8,
    });
    // The packshot stands on the floor and rises no higher than just under the kicker.
    const productTop = headline.bottom + u * (square ? 10 : 12);
    const shot = packshot(f, {
      cx: w * 0.5,
      bottom: floor + u * 4,
      height: Math.max(u * 24, floor + u * 4 - productTop),
      maxWidth: u * 70,
    });
    const pill = ctaPill({
      text: d.cta,
      x: u * 7,
      y: h - u * 13.5,
      size: u * 3.7,
      fill: c.primary,
      textFill: readableOn(c.primary),
    });
    return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.paper}"/><stop offset="1" stop-color="${mix(c.paper, c.secondary, 0.55)}"/></linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#wall)"/>
      <rect y="${floor}" width="${w}" height="${h - floor}" fill="${mix(c.secondary, c.paper, 0.25)}"/>
      ${glow('spot', w * 0.5, floor - u * 10, u * 42, '#ffffff', 0.75)}
      <circle cx="${w * 0.5}" cy="${floor - u * 14}" r="${u * 26}" fill="${c.secondary}" fill-opacity="0.55"/>
      ${brandBadge({ brand: d.brand, x: u * 7, y: u * 6, size: u * 3.3, fill: c.ink })}
      ${headline.svg}${kicker}${shot.svg}
      ${priceTag(f, w * 0.5 + shot.width / 2 + u * 4, floor - shot.height * 0.7)}
      ${pill.svg}
      <text x="${w - u * 7}" y="${h - u * 8.3}" font-family="${UI_FONT}" font-size="${u * 3}" fill="${c.ink}" fill-opacity="0.6" text-anchor="end">${escapeXml(d.brand.domain)}</text>`;
  },
  offer(f) {
    const { d, w, h, u } = f;
    const c = d.brand.colours;
    const text = readableOn(c.primary);
    const badge = d.badge ?? ['NEW'];
    const headline = headlineBlock(f, {
      x: u * 7,
      top: u * 17,
      maxWidth: u * 54,
      maxLines: 4,
      maxSize: u * 9,
      fill: text,
    });
    const kicker = textLines({
      lines: wrapText(d.kicker, { size: u * 3.8, maxWidth: u * 54 }).slice(0, 2),
      x: u * 7,
      top: headline.bottom + u * 2.5,
      size: u * 3.8,
      fill: text,
      family: UI_FONT,
      weight: 400,
      opacity: 0.85,
    });
    const bottom = h - u * 18;
    const top = Math.max(headline.bottom + u * 16, h * 0.42);
    const shot = packshot(f, {
      cx: w * 0.5,
      bottom,
      height: Math.max(u * 22, bottom - top),
      maxWidth: u * 72,
    });
    const pill = ctaPill({
      text: d.cta,
      x: w / 2,
      y: h - u * 14,
      size: u * 3.9,
      fill: c.paper,
      textFill: c.ink,
      anchor: 'middle',
    });
    return `<rect width="${w}" height="${h}" fill="${c.primary}"/>
      ${glow('hi', w * 0.3, h * 0.2, w * 0.8, lighten(c.primary, 0.35), 0.55)}
      <ellipse cx="${w / 2}" cy="${bottom}" rx="${u * 40}" ry="${u * 6}" fill="${darken(c.primary, 0.3)}" fill-opacity="0.5"/>
      ${brandBadge({ brand: d.brand, x: u * 7, y: u * 6, size: u * 3.3, fill: text })}
      ${burst({ cx: u * 78, cy: u * 27, r: u * 16, fill: c.secondary, textFill: c.ink, lines: badge, family: FONT_STACKS.condensed })}
      ${headline.svg}${kicker}${shot.svg}${pill.svg}`;
  },
  bold(f) {
    const { d, w, h, u } = f;
    const c = d.brand.colours;
    const background = c.secondary;
    const ink = readableOn(background, c.ink);
    const headline = headlineBlock(f, {
      x: u * 7,
      top: u * 16,
      maxWidth: u * 86,
      maxLines: 5,
      maxSize: u * 14,
      fill: ink,
    });
    const bottom = h - u * 6;
    const shot = packshot(f, {
      cx: w - u * 27,
      bottom,
      height: Math.max(u * 24, Math.min(h * 0.48, bottom - headline.bottom - u * 6)),
      maxWidth: u * 46,
    });
    const pill = ctaPill({
      text: d.cta,
      x: u * 7,
      y: h - u * 15,
      size: u * 3.7,
      fill: c.ink,
      textFill: c.paper,
    });
    const kicker = textLines({
      lines: wrapText(d.kicker, { size: u * 4, maxWidth: u * 42 }).slice(0, 3),
      x: u * 7,
      top: headline.bottom + u * 4,
      size: u * 4,
      fill: ink,
      family: UI_FONT,
      weight: 400,
      opacity: 0.85,
    });
    return `<rect width="${w}" height="${h}" fill="${background}"/>
      <circle cx="${w - u * 10}" cy="${h - u * 16}" r="${u * 40}" fill="${c.primary}" fill-opacity="0.22"/>
      ${brandBadge({ brand: d.brand, x: u * 7, y: u * 6, size: u * 3.3, fill: ink })}
      ${headline.svg}${kicker}${shot.svg}${pill.svg}`;
  },
  card(f) {
    const { d, w, h, u } = f;
    const c = d.brand.colours;
    const headline = headlineBlock(f, {
      x: w / 2,
      top: u * 14,
      maxWidth: u * 82,
      maxLines: 2,
      maxSize: u * 7.4,
      fill: c.ink,
      anchor: 'middle',
    });
    const nameTop = h - u * 21;
    const shot = packshot(f, {
      cx: w / 2,
      bottom: nameTop - u * 5,
      height: Math.max(u * 26, nameTop - u * 5 - headline.bottom - u * 8),
      maxWidth: u * 70,
    });
    const name = fitText(d.product.name, {
      maxWidth: u * 60,
      maxLines: 1,
      maxSize: u * 5,
      minSize: u * 3.4,
      type: d.brand.type,
    });
    return `<defs><linearGradient id="cardBg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.paper}"/><stop offset="1" stop-color="${mix(c.paper, c.secondary, 0.7)}"/></linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#cardBg)"/>
      ${glow('cardGlow', w / 2, h * 0.5, w * 0.45, '#ffffff', 0.8)}
      ${brandBadge({ brand: d.brand, x: u * 6, y: u * 5, size: u * 2.9, fill: c.ink })}
      ${headline.svg}${shot.svg}
      <rect x="${u * 6}" y="${nameTop}" width="${u * 88}" height="${u * 15}" rx="${u * 3}" fill="#ffffff" fill-opacity="0.92"/>
      ${textLines({ lines: name.lines, x: u * 11, top: nameTop + (u * 15 - name.size) / 2 - u * 0.3, size: name.size, fill: c.ink, family: f.family })}
      ${d.product.price ? `<text x="${u * 89}" y="${nameTop + u * 9.4}" font-family="${UI_FONT}" font-size="${u * 4.6}" font-weight="700" fill="${c.primary}" text-anchor="end">${escapeXml(d.product.price)}</text>` : ''}`;
  },
} satisfies Record<string, (f: Frame) => string>;

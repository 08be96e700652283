import { checkMark } from '../../../platform/images/svg/ad-parts.ts';
import { mix } from '../../../platform/images/svg/colours.ts';
import type { Canvas } from './canvas.ts';
import { backdrop, type Layout, offerBurst, priceSticker, slot, surface } from './layout-kit.ts';

/* The layouts that sell the product itself: the hero, the sale burst, the benefit list. */

export const hero: Layout = {
  key: 'hero',
  title: 'Product hero',
  texts: [slot.headline(48), slot.body(90), slot.cta(), slot.price()],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 7;
    let s = backdrop(c, { cx: w * 0.6, cy: h * 0.6, r: u * 60 });
    s += c.logo({ x: m, y: m, height: u * 4.6, fill: c.ink });
    if (c.square) {
      s += `<circle cx="${u * 72}" cy="${h * 0.52}" r="${u * 31}" fill="${mix(c.accent, c.bg, 0.8)}"/>`;
      const head = c.block({
        text: c.text('headline'),
        x: m,
        top: u * 20,
        maxWidth: u * 44,
        maxLines: 4,
        maxSize: u * 7.6,
        fill: c.ink,
        lineHeight: 1.06,
      });
      const body = c.block({
        text: c.text('body'),
        x: m,
        top: head.bottom + u * 3,
        maxWidth: u * 40,
        maxLines: 4,
        maxSize: u * 3.5,
        fill: c.soft,
        weight: 400,
        family: c.sans,
      });
      const cta = c.cta({ x: m, y: h - m - u * 8.5, size: u * 3.2, maxWidth: u * 44 });
      s += head.svg + body.svg + cta.svg;
      s += c.product({ x: u * 50, y: u * 16, width: u * 44, height: h - u * 26, shadow: true });
      s += priceSticker(c, u * 88, u * 22, u * 8, c.text('price'));
      return s;
    }
    const top = c.tall ? u * 24 : u * 17;
    const head = c.block({
      text: c.text('headline'),
      x: m,
      top,
      maxWidth: u * 84,
      maxLines: 3,
      maxSize: u * 9.6,
      fill: c.ink,
      lineHeight: 1.04,
    });
    const body = c.block({
      text: c.text('body'),
      x: m,
      top: head.bottom + u * 2.6,
      maxWidth: u * 76,
      maxLines: 2,
      maxSize: u * 3.9,
      fill: c.soft,
      weight: 400,
      family: c.sans,
    });
    const ctaY = h - m - u * 9.5 - (c.tall ? u * 8 : 0);
    const cta = c.cta({ x: m, y: ctaY, size: u * 3.6 });
    const areaTop = body.bottom + u * 5;
    const areaHeight = ctaY - u * 4 - areaTop;
    const discR = Math.min(u * 36, areaHeight * 0.52);
    s += `<circle cx="${w / 2}" cy="${areaTop + areaHeight * 0.52}" r="${discR}" fill="${mix(c.accent, c.bg, 0.8)}"/>`;
    s += c.product({ x: u * 14, y: areaTop, width: u * 72, height: areaHeight, shadow: true });
    s += priceSticker(c, w / 2 + discR * 0.82, areaTop + discR * 0.3, u * 8.5, c.text('price'));
    return s + head.svg + body.svg + cta.svg;
  },
};

export const saleBurst: Layout = {
  key: 'sale-burst',
  title: 'Sale burst',
  texts: [
    slot.headline(28),
    slot.badge(10),
    slot.body(60),
    slot.price(),
    { ...slot.price(), key: 'was', label: 'Price before' },
    slot.cta(),
  ],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 7;
    const band = mix(c.accent, c.bg, 0.84);
    let s = backdrop(c, { cx: w / 2, cy: h * 0.55, r: u * 55 });
    if (c.square) return s + saleSquare(c, band);
    s += c.logo({ x: w / 2, y: m * 0.8, height: u * 4.4, fill: c.ink, anchor: 'middle' });
    const head = c.block({
      text: c.text('headline'),
      x: w / 2,
      top: c.square ? u * 14 : c.tall ? u * 22 : u * 16,
      maxWidth: u * 86,
      maxLines: 2,
      maxSize: c.tall ? u * 14 : u * 12,
      fill: c.ink,
      family: c.narrow,
      anchor: 'middle',
      upper: true,
      lineHeight: 0.98,
    });
    const body = c.block({
      text: c.text('body'),
      x: w / 2,
      top: head.bottom + u * 2.2,
      maxWidth: u * 76,
      maxLines: 2,
      maxSize: u * 3.8,
      fill: c.soft,
      weight: 400,
      family: c.sans,
      anchor: 'middle',
    });
    const ctaY = h - m - u * 9 - (c.tall ? u * 8 : 0);
    const priceY = ctaY - u * 5;
    const areaTop = body.bottom + u * 4;
    const areaBottom = priceY - u * 9;
    s += c.rect(0, areaTop + (areaBottom - areaTop) * 0.55, w, areaBottom - areaTop, band);
    s += c.product({ x: u * 18, y: areaTop, width: u * 64, height: areaBottom - areaTop, shadow: true });
    const r = Math.min(u * 14, (areaBottom - areaTop) * 0.3);
    s += offerBurst(c, u * 76, areaTop + r * 1.05, r, c.text('badge'));
    const price = c.text('price');
    const was = c.text('was');
    if (price) {
      s += c.line({
        text: price,
        x: was ? w / 2 - u * 1.5 : w / 2,
        y: priceY,
        size: u * 7,
        fill: c.readable(c.ink, band),
        maxWidth: u * 40,
        anchor: was ? 'end' : 'middle',
        family: c.sans,
      });
      if (was) {
        s += c.line({
          text: was,
          x: w / 2 + u * 1.5,
          y: priceY,
          size: u * 4.6,
          fill: c.readable(c.soft, band),
          maxWidth: u * 36,
          strike: true,
          weight: 400,
          family: c.sans,
        });
      }
    }
    s += c.cta({ x: w / 2, y: ctaY, size: u * 3.7, anchor: 'middle' }).svg;
    return s + head.svg + body.svg;
  },
};

/** The sale side by side: the words on the left, the product and its burst on the right. */
function saleSquare(c: Canvas, band: string): string {
  const { u, w, h } = c;
  const m = u * 7;
  let s = c.rect(u * 54, 0, w - u * 54, h, band);
  s += c.logo({ x: m, y: m, height: u * 4.4, fill: c.ink });
  const head = c.block({
    text: c.text('headline'),
    x: m,
    top: u * 20,
    maxWidth: u * 42,
    maxLines: 3,
    maxSize: u * 11,
    fill: c.ink,
    family: c.narrow,
    upper: true,
    lineHeight: 0.98,
  });
  const body = c.block({
    text: c.text('body'),
    x: m,
    top: head.bottom + u * 3,
    maxWidth: u * 40,
    maxLines: 3,
    maxSize: u * 3.4,
    fill: c.soft,
    weight: 400,
    family: c.sans,
  });
  s += head.svg + body.svg;
  const price = c.text('price');
  const was = c.text('was');
  const priceY = body.bottom + u * 10;
  if (price) {
    s += c.line({ text: price, x: m, y: priceY, size: u * 7, fill: c.ink, maxWidth: u * 22, family: c.sans });
    if (was) {
      s += c.line({
        text: was,
        x: m + u * 24,
        y: priceY,
        size: u * 4.4,
        fill: c.soft,
        maxWidth: u * 18,
        strike: true,
        weight: 400,
        family: c.sans,
      });
    }
  }
  s += c.cta({ x: m, y: h - m - u * 8.5, size: u * 3.3, maxWidth: u * 42 }).svg;
  s += c.product({ x: u * 58, y: u * 18, width: u * 38, height: h - u * 30, shadow: true });
  s += offerBurst(c, u * 82, u * 20, u * 12, c.text('badge'));
  return s;
}

export const benefitList: Layout = {
  key: 'benefit-list',
  title: 'Benefit list',
  texts: [
    slot.headline(48),
    slot.body(34, 'point1', 'Point 1'),
    slot.body(34, 'point2', 'Point 2'),
    slot.body(34, 'point3', 'Point 3'),
    slot.cta(),
  ],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 7;
    let s = backdrop(c, { cx: w * 0.5, cy: h * 0.45, r: u * 50 });
    s += c.logo({ x: m, y: m, height: u * 4.4, fill: c.ink });
    const points = ['point1', 'point2', 'point3'].map((key) => c.text(key)).filter(Boolean);
    const card = surface(c, 0.6);
    const onCard = c.readable(c.ink, card);
    if (c.square) {
      const head = c.block({
        text: c.text('headline'),
        x: m,
        top: u * 17,
        maxWidth: u * 50,
        maxLines: 4,
        maxSize: u * 7,
        fill: c.ink,
        lineHeight: 1.06,
      });
      let y = head.bottom + u * 5;
      for (const point of points) {
        s += checkMark(m + u * 2.4, y + u * 2.2, u * 2.4, c.accent);
        s += c.block({
          text: point,
          x: m + u * 7,
          top: y,
          maxWidth: u * 40,
          maxLines: 2,
          maxSize: u * 3.3,
          fill: c.ink,
          family: c.sans,
          weight: 400,
        }).svg;
        y += u * 8.2;
      }
      s += c.rect(u * 60, 0, u * 40, h, card);
      s += c.product({ x: u * 62, y: u * 12, width: u * 36, height: h - u * 24, shadow: true });
      s += c.cta({ x: m, y: h - m - u * 7, size: u * 3, maxWidth: u * 48 }).svg;
      return s + head.svg;
    }
    const head = c.block({
      text: c.text('headline'),
      x: m,
      top: c.tall ? u * 22 : u * 16,
      maxWidth: u * 84,
      maxLines: 3,
      maxSize: u * 8.6,
      fill: c.ink,
      lineHeight: 1.05,
    });
    const ctaY = h - m - u * 9 - (c.tall ? u * 8 : 0);
    const listHeight = points.length * u * 8.4 + u * 3;
    const listTop = ctaY - u * 5 - listHeight;
    s += c.rect(m, listTop, w - m * 2, listHeight, card, u * 3);
    points.forEach((point, index) => {
      const y = listTop + u * 2.4 + index * u * 8.4;
      s += checkMark(m + u * 5.5, y + u * 2.9, u * 2.4, c.accent);
      s += c.block({
        text: point,
        x: m + u * 10,
        top: y + u * 0.9,
        maxWidth: u * 70,
        maxLines: 1,
        maxSize: u * 3.6,
        minSize: u * 2.6,
        fill: onCard,
        family: c.sans,
        weight: 400,
      }).svg;
    });
    s += c.product({
      x: u * 20,
      y: head.bottom + u * 4,
      width: u * 60,
      height: listTop - head.bottom - u * 8,
      shadow: true,
    });
    s += c.cta({ x: m, y: ctaY, size: u * 3.6 }).svg;
    return s + head.svg;
  },
};

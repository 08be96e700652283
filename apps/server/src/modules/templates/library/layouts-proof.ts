import { stars } from '../../../platform/images/svg/ad-parts.ts';
import { mix } from '../../../platform/images/svg/colours.ts';
import { escapeXml } from '../../../platform/images/svg/svg-text.ts';
import { backdrop, eyebrow, type Layout, slot, surface } from './layout-kit.ts';

/* The layouts that lean on other people: a review, the press, ratings, a native post. */

const STAR = '#f5b50a';

export const testimonialCard: Layout = {
  key: 'testimonial-card',
  title: 'Review card',
  texts: [slot.headline(32), slot.quote(110), slot.attribution(36), slot.cta()],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 7;
    let s = backdrop(c, { cx: w / 2, cy: h * 0.35, r: u * 60 });
    s += c.logo({ x: w / 2, y: m * 0.8, height: u * 4.2, fill: c.ink, anchor: 'middle' });
    const card = surface(c, 0.7);
    const onCard = c.readable(c.ink, card);
    const softCard = c.readable(c.soft, card);
    const head = c.block({
      text: c.text('headline'),
      x: w / 2,
      top: c.square ? u * 12 : c.tall ? u * 20 : u * 15,
      maxWidth: u * 84,
      maxLines: 2,
      maxSize: u * 6.4,
      fill: c.ink,
      anchor: 'middle',
    });
    const ctaY = h - m - u * 8.5 - (c.tall ? u * 8 : 0);
    const cardTop = head.bottom + u * 4;
    const quote = c.block({
      text: c.text('quote'),
      x: w / 2,
      top: cardTop + u * 13,
      maxWidth: u * 70,
      maxLines: c.square ? 3 : 5,
      maxSize: c.square ? u * 4.4 : u * 5.2,
      minSize: u * 2.8,
      fill: onCard,
      family: c.serif,
      italic: true,
      weight: 400,
      anchor: 'middle',
      lineHeight: 1.22,
    });
    const attributionY = quote.bottom + u * 5.5;
    const cardBottom = attributionY + u * 5;
    s += c.rect(
      m,
      cardTop,
      w - m * 2,
      cardBottom - cardTop,
      card,
      u * 3.5,
      `stroke="${mix(c.accent, card, 0.7)}" stroke-width="${u * 0.25}"`,
    );
    s += `<text x="${u * 13}" y="${cardTop + u * 14}" font-family="${c.serif}" font-size="${u * 16}" font-weight="700" fill="${c.accent}" fill-opacity="0.35">${escapeXml('“')}</text>`;
    s += stars(w / 2 - u * 13.2, cardTop + u * 5, u * 4.8, STAR);
    s += quote.svg;
    s += c.line({
      text: `— ${c.text('attribution')}`,
      x: w / 2,
      y: attributionY,
      size: u * 3,
      fill: softCard,
      maxWidth: u * 70,
      anchor: 'middle',
      family: c.sans,
    });
    const productTop = cardBottom + u * 3;
    const productH = Math.min(ctaY - u * 4 - productTop, u * 56);
    s += c.product({
      x: u * 25,
      y: productTop + (ctaY - u * 4 - productTop - productH) / 2,
      width: u * 50,
      height: productH,
      shadow: true,
    });
    s += c.cta({ x: w / 2, y: ctaY, size: u * 3.4, anchor: 'middle' }).svg;
    return s + head.svg;
  },
};

export const pressQuote: Layout = {
  key: 'press-quote',
  title: 'Press quote',
  texts: [
    slot.quote(70),
    slot.attribution(24, 'attribution', 'Publication'),
    slot.badge(60, 'outlets', 'As seen in'),
    slot.cta(),
  ],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 7;
    let s = backdrop(c, { cx: w * 0.75, cy: h * 0.55, r: u * 50 });
    const rule = mix(c.ink, c.bg, 0.75);
    s += c.logo({ x: m, y: m, height: u * 4.2, fill: c.ink });
    const outlets = c
      .text('outlets')
      .split(/\s*[·,|]\s*/)
      .filter(Boolean)
      .slice(0, 3);
    const stripY = c.square ? h - u * 22 : h - u * (c.tall ? 36 : 26);
    s += `<line x1="${m}" y1="${stripY}" x2="${w - m}" y2="${stripY}" stroke="${rule}" stroke-width="${u * 0.2}"/>`;
    s += eyebrow(c, { text: 'As seen in', x: w / 2, y: stripY + u * 5, fill: c.soft, anchor: 'middle' });
    const slotW = (w - m * 2) / Math.max(1, outlets.length);
    outlets.forEach((outlet, index) => {
      s += c.line({
        text: outlet,
        x: m + slotW * (index + 0.5),
        y: stripY + u * 12,
        size: index === 1 ? u * 3.2 : u * 3.6,
        fill: c.ink,
        maxWidth: slotW - u * 3,
        anchor: 'middle',
        family: index === 1 ? c.sans : c.serif,
        italic: index === 2,
      });
    });
    const quoteTop = c.square ? u * 18 : c.tall ? u * 26 : u * 20;
    s += `<text x="${m - u * 1}" y="${quoteTop + u * 9}" font-family="${c.serif}" font-size="${u * 20}" font-weight="700" fill="${c.accent}">${escapeXml('“')}</text>`;
    const quoteWidth = c.square ? u * 52 : u * 84;
    const quote = c.block({
      text: c.text('quote'),
      x: m,
      top: quoteTop + u * 10,
      maxWidth: quoteWidth,
      maxLines: 4,
      maxSize: c.square ? u * 6 : u * 7.4,
      fill: c.ink,
      family: c.serif,
      lineHeight: 1.1,
    });
    s += quote.svg;
    s += c.line({
      text: `— ${c.text('attribution')}`,
      x: m,
      y: quote.bottom + u * 6,
      size: u * 3.4,
      fill: c.soft,
      maxWidth: quoteWidth,
      family: c.sans,
      upper: true,
      spacing: u * 0.3,
    });
    if (c.square) {
      s += c.product({ x: u * 62, y: u * 20, width: u * 32, height: stripY - u * 24, shadow: true });
      s += c.cta({ x: m, y: stripY - u * 12, size: u * 3, maxWidth: u * 50 }).svg;
    } else {
      const areaTop = quote.bottom + u * 11;
      const ctaY = stripY - u * 12;
      s += c.product({
        x: u * 56,
        y: areaTop,
        width: u * 36,
        height: stripY - u * 3 - areaTop,
        shadow: true,
      });
      s += c.cta({ x: m, y: ctaY, size: u * 3.4, maxWidth: u * 46 }).svg;
    }
    return s;
  },
};

export const proofGrid: Layout = {
  key: 'proof-grid',
  title: 'Ratings grid',
  texts: [
    slot.headline(36),
    slot.badge(4, 'rating', 'Rating'),
    slot.sub(24, 'subheadline', 'Review count'),
    slot.quote(26, 'review1', 'Review 1'),
    slot.quote(26, 'review2', 'Review 2'),
    slot.quote(26, 'review3', 'Review 3'),
    slot.cta(),
  ],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 7;
    let s = backdrop(c, { cx: w * 0.7, cy: h * 0.3, r: u * 50 });
    const card = surface(c, 0.7);
    const onCard = c.readable(c.ink, card);
    s += c.logo({ x: m, y: m, height: u * 4.2, fill: c.ink });
    const head = c.block({
      text: c.text('headline'),
      x: m,
      top: c.square ? u * 15 : c.tall ? u * 22 : u * 16,
      maxWidth: c.square ? u * 52 : u * 84,
      maxLines: 2,
      maxSize: u * 7.4,
      fill: c.ink,
      lineHeight: 1.05,
    });
    const ratingY = head.bottom + u * 13;
    s += c.line({
      text: c.text('rating'),
      x: m,
      y: ratingY,
      size: u * 13,
      fill: c.readable(c.accent, c.bg),
      maxWidth: u * 20,
      family: c.narrow,
    });
    s += stars(m + u * 22, ratingY - u * 10, u * 4.2, STAR);
    s += c.line({
      text: c.text('subheadline'),
      x: m + u * 22.5,
      y: ratingY - u * 0.5,
      size: u * 3.2,
      fill: c.soft,
      maxWidth: u * 30,
      family: c.sans,
    });
    const reviews = ['review1', 'review2', 'review3'].map((key) => c.text(key)).filter(Boolean);
    const ctaY = h - m - u * 8.5 - (c.tall ? u * 8 : 0);
    if (c.square) {
      let y = ratingY + u * 6;
      for (const review of reviews) {
        s += c.rect(m, y, u * 50, u * 8, card, u * 2);
        s += stars(m + u * 2.5, y + u * 2.2, u * 2.2, STAR);
        s += c.line({
          text: `“${review}”`,
          x: m + u * 16.5,
          y: y + u * 5.6,
          size: u * 2.8,
          fill: onCard,
          maxWidth: u * 32,
          family: c.sans,
          weight: 400,
        });
        y += u * 9.5;
      }
      s += c.rect(u * 62, 0, u * 38, h, mix(c.accent, c.bg, 0.82));
      s += c.product({ x: u * 64, y: u * 12, width: u * 34, height: h - u * 24, shadow: true });
      s += c.cta({ x: m, y: h - m - u * 7, size: u * 3, maxWidth: u * 50 }).svg;
      return s + head.svg;
    }
    const gridTop = ratingY + u * 6;
    const tileH = u * 17;
    const areaBottom = ctaY - u * 5;
    const tiles = reviews.length;
    const tileW = (w - m * 2 - u * 3 * (tiles - 1)) / Math.max(1, tiles);
    reviews.forEach((review, index) => {
      const x = m + index * (tileW + u * 3);
      s += c.rect(x, gridTop, tileW, tileH, card, u * 2.5);
      s += stars(x + u * 2.5, gridTop + u * 3, u * 2.6, STAR);
      s += c.block({
        text: `“${review}”`,
        x: x + u * 2.5,
        top: gridTop + u * 7.5,
        maxWidth: tileW - u * 5,
        maxLines: 2,
        maxSize: u * 3,
        minSize: u * 2.2,
        fill: onCard,
        family: c.sans,
        weight: 700,
      }).svg;
    });
    const productTop = gridTop + tileH + u * 5;
    s += c.product({
      x: u * 22,
      y: productTop,
      width: u * 56,
      height: areaBottom - productTop,
      shadow: true,
    });
    s += c.cta({ x: w / 2, y: ctaY, size: u * 3.4, anchor: 'middle' }).svg;
    return s + head.svg;
  },
};

export const nativePost: Layout = {
  key: 'native-post',
  title: 'Native post',
  texts: [
    slot.attribution(24, 'attribution', 'Handle'),
    slot.body(110, 'body', 'Caption'),
    slot.sub(18, 'subheadline', 'Likes'),
    slot.cta(),
  ],
  draw(c) {
    const { u, w, h } = c;
    const cardBg = '#ffffff';
    const text = '#14171a';
    const grey = '#5b6670';
    const m = c.square ? u * 5 : u * 6;
    const cardTop = c.tall ? u * 20 : c.square ? u * 5 : u * 8;
    const cardBottom = h - (c.tall ? u * 22 : c.square ? u * 5 : u * 8);
    let s = c.rect(0, 0, w, h, c.bg);
    s += c.rect(
      m,
      cardTop,
      w - m * 2,
      cardBottom - cardTop,
      cardBg,
      u * 3,
      `stroke="${mix(c.bg, '#000000', 0.12)}" stroke-width="${u * 0.15}"`,
    );
    const px = m + u * 4.5;
    s += `<circle cx="${px + u * 3.2}" cy="${cardTop + u * 6.8}" r="${u * 3.6}" fill="${c.accent}"/><circle cx="${px + u * 3.2}" cy="${cardTop + u * 6.8}" r="${u * 3}" fill="${mix(c.accent, '#ffffff', 0.55)}"/>`;
    s += c.line({
      text: c.text('attribution'),
      x: px + u * 8.5,
      y: cardTop + u * 6.4,
      size: u * 3,
      fill: text,
      maxWidth: u * 50,
      family: c.sans,
    });
    s += c.line({
      text: 'Sponsored',
      x: px + u * 8.5,
      y: cardTop + u * 10,
      size: u * 2.4,
      fill: grey,
      maxWidth: u * 30,
      family: c.sans,
      weight: 400,
    });
    s += `<g fill="${grey}">${[0, 1, 2].map((i) => `<circle cx="${w - m - u * 9 + i * u * 1.8}" cy="${cardTop + u * 6.8}" r="${u * 0.55}"/>`).join('')}</g>`;
    const caption = c.block({
      text: c.text('body'),
      x: px,
      top: cardTop + u * 14.5,
      maxWidth: w - m * 2 - u * 9,
      maxLines: c.square ? 2 : 3,
      maxSize: u * 3.5,
      minSize: u * 2.5,
      fill: text,
      family: c.sans,
      weight: 400,
      lineHeight: 1.3,
    });
    s += caption.svg;
    const footH = u * 16;
    const imageTop = caption.bottom + u * 3;
    const imageBottom = cardBottom - footH;
    const photo = mix(c.accent, '#ffffff', 0.78);
    s += c.rect(m, imageTop, w - m * 2, imageBottom - imageTop, photo);
    s += `<rect x="${m}" y="${imageTop + (imageBottom - imageTop) * 0.7}" width="${w - m * 2}" height="${(imageBottom - imageTop) * 0.3}" fill="${mix(photo, '#000000', 0.06)}"/>`;
    s += c.product({
      x: m,
      y: imageTop,
      width: w - m * 2,
      height: imageBottom - imageTop,
      fit: 'cover',
      shadow: true,
    });
    const bar = imageBottom;
    s += c.rect(m, bar, w - m * 2, u * 7, mix(c.accent, '#ffffff', 0.9));
    s += c.line({
      text: c.text('cta'),
      x: px,
      y: bar + u * 4.6,
      size: u * 2.9,
      fill: c.readable(c.accent, mix(c.accent, '#ffffff', 0.9)),
      maxWidth: u * 60,
      family: c.sans,
    });
    s += `<path d="M${w - m - u * 8} ${bar + u * 2.2} l${u * 2.4} ${u * 1.3} l-${u * 2.4} ${u * 1.3}" stroke="${c.readable(c.accent, mix(c.accent, '#ffffff', 0.9))}" stroke-width="${u * 0.45}" fill="none" stroke-linecap="round"/>`;
    const iconsY = bar + u * 11.5;
    s += `<path d="M${px + u * 2} ${iconsY + u * 1.6} l-${u * 1.9} -${u * 1.9} a${u * 1.05} ${u * 1.05} 0 0 1 ${u * 1.9} -${u * 1.5} a${u * 1.05} ${u * 1.05} 0 0 1 ${u * 1.9} ${u * 1.5} z" fill="#e0245e"/>`;
    s += `<circle cx="${px + u * 8}" cy="${iconsY}" r="${u * 1.6}" fill="none" stroke="${text}" stroke-width="${u * 0.35}"/>`;
    s += `<path d="M${px + u * 12.5} ${iconsY + u * 1.4} l${u * 3.2} -${u * 3} m0 0 l-${u * 2} ${u * 0.1} m${u * 2} -${u * 0.1} l-${u * 0.1} ${u * 2}" stroke="${text}" stroke-width="${u * 0.35}" fill="none" stroke-linecap="round"/>`;
    s += c.line({
      text: c.text('subheadline'),
      x: w - m - u * 4.5,
      y: iconsY + u * 1.1,
      size: u * 2.7,
      fill: text,
      maxWidth: u * 40,
      anchor: 'end',
      family: c.sans,
    });
    if (c.tall) {
      s += c.logo({ x: w / 2, y: u * 8, height: u * 4.4, fill: c.ink, anchor: 'middle' });
      s += c.cta({ x: w / 2, y: h - u * 15, size: u * 3.4, anchor: 'middle' }).svg;
    }
    return s;
  },
};

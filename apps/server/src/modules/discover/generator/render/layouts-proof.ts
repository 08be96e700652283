import { brandBadge, checkMark, ctaPill, glow, stars } from '../../../../platform/images/svg/ad-parts.ts';
import { headlineBlock, packshot, type Frame } from './ad-frame.ts';
import { mix, readableOn } from '../../../../platform/images/svg/colours.ts';
import {
  escapeXml,
  fitText,
  FONT_STACKS,
  linesHeight,
  textLines,
  textWidth,
  UI_FONT,
  wrapText,
} from '../../../../platform/images/svg/svg-text.ts';

/*
 * The layouts that argue for the product: a customer's review, a list of benefits, a text-message screenshot and
 * an us-versus-them table.
 */

export const PROOF_LAYOUTS = {
  review(f) {
    const { d, w, h, u } = f;
    const c = d.brand.colours;
    const headline = headlineBlock(f, {
      x: w / 2,
      top: u * (f.tall ? 22 : 15),
      maxWidth: u * 84,
      maxLines: f.tall ? 3 : 2,
      maxSize: u * (f.tall ? 9 : 7.6),
      fill: c.ink,
      anchor: 'middle',
    });
    const quote = fitText(`“${d.quote.text}”`, {
      maxWidth: u * 68,
      maxLines: 4,
      maxSize: u * (f.tall ? 9.4 : h > w ? 8.4 : 7),
      minSize: u * 4.4,
      type: 'serif',
    });
    const quoteHeight = linesHeight(quote.lines.length, quote.size, 1.15);
    const cardHeight = u * 30 + quoteHeight;
    const cardTop = headline.bottom + u * (f.tall ? 10 : 5) + (f.tall ? 0 : Math.max(0, (h - w) * 0.22));
    const quoteTop = cardTop + u * 14;
    const authorBaseline = quoteTop + quoteHeight + u * 7;
    const productBottom = h - u * 6;
    const productHeight = Math.min(
      u * (f.tall ? 62 : 48),
      Math.max(u * 24, productBottom - (cardTop + cardHeight - u * 10)),
    );
    const shot = packshot(f, {
      cx: w - u * 22,
      bottom: productBottom,
      height: productHeight,
      maxWidth: u * 36,
    });
    const pill = ctaPill({
      text: d.cta,
      x: u * 8,
      y: h - u * 15,
      size: u * 3.7,
      fill: c.primary,
      textFill: readableOn(c.primary),
    });
    return `<rect width="${w}" height="${h}" fill="${mix(c.paper, c.secondary, 0.35)}"/>
      ${brandBadge({ brand: d.brand, x: u * 7, y: u * 5.5, size: u * 3.2, fill: c.ink })}
      ${headline.svg}
      <filter id="cardShadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="${u * 0.8}" stdDeviation="${u * 1.4}" flood-opacity="0.15"/></filter>
      <rect x="${u * 8}" y="${cardTop}" width="${u * 84}" height="${cardHeight}" rx="${u * 3}" fill="#ffffff" filter="url(#cardShadow)"/>
      ${stars(u * 16, cardTop + u * 6, u * 5.2)}
      ${textLines({ lines: quote.lines, x: u * 16, top: quoteTop, size: quote.size, lineHeight: 1.15, fill: '#1d1d1f', family: FONT_STACKS.serif, weight: 400, style: 'italic' })}
      <text x="${u * 16}" y="${authorBaseline}" font-family="${UI_FONT}" font-size="${u * 3.2}" font-weight="700" fill="#4b5563">${escapeXml(d.quote.author)}</text>
      ${checkMark(u * 16 + textWidth(d.quote.author, u * 3.2) + u * 3, authorBaseline - u * 1.1, u * 1.5, '#16a34a')}
      ${shot.svg}${pill.svg}`;
  },
  benefits(f) {
    const { d, w, h, u, tall } = f;
    const c = d.brand.colours;
    const panel = tall
      ? { x: 0, y: 0, width: w, height: h * 0.48 }
      : { x: 0, y: 0, width: w * 0.44, height: h };
    const textX = tall ? u * 8 : w * 0.44 + u * 6;
    const textWidthMax = tall ? u * 84 : u * 50;
    const shot = packshot(f, {
      cx: panel.width / 2,
      bottom: panel.height - (tall ? u * 8 : h * 0.22),
      height: tall ? panel.height * 0.62 : h * 0.42,
      maxWidth: panel.width * 0.78,
    });
    const headline = headlineBlock(f, {
      x: textX,
      top: tall ? panel.height + u * 8 : u * 16,
      maxWidth: textWidthMax,
      maxLines: 4,
      maxSize: u * 7.4,
      fill: c.ink,
    });
    let y = headline.bottom + u * 6;
    const items = d.claims.slice(0, 3).map((claim) => {
      const lines = wrapText(claim, { size: u * 3.9, maxWidth: textWidthMax - u * 9 }).slice(0, 2);
      const svg = `${checkMark(textX + u * 3, y + u * 2.4, u * 2.8, c.primary)}${textLines({ lines, x: textX + u * 8.5, top: y, size: u * 3.9, fill: c.ink, family: UI_FONT, weight: 700 })}`;
      y += linesHeight(lines.length, u * 3.9) + u * 4.4;
      return svg;
    });
    const pill = ctaPill({
      text: d.cta,
      x: textX,
      y: Math.min(h - u * 15, y + u * 2),
      size: u * 3.6,
      fill: c.primary,
      textFill: readableOn(c.primary),
    });
    return `<rect width="${w}" height="${h}" fill="${c.paper}"/>
      <rect x="${panel.x}" y="${panel.y}" width="${panel.width}" height="${panel.height}" fill="${c.secondary}"/>
      ${glow('panelGlow', panel.width / 2, panel.height * 0.45, panel.width * 0.6, '#ffffff', 0.6)}
      ${brandBadge({ brand: d.brand, x: u * 5, y: u * 5, size: u * 3, fill: c.ink })}
      ${shot.svg}${headline.svg}${items.join('')}${pill.svg}`;
  },
  chat(f) {
    const { d, w, h, u } = f;
    const c = d.brand.colours;
    const band = h * (f.tall ? 0.3 : 0.36);
    const top = f.tall ? h * 0.16 : u * 20;
    const maxWidth = u * (f.tall ? 66 : 60);
    // The largest messages that still fit between the header and the band.
    const wrapped = (size: number) =>
      d.chat.map((message) => wrapText(message, { size, maxWidth }).slice(0, 3));
    const stackHeight = (size: number) =>
      wrapped(size).reduce((sum, lines) => sum + linesHeight(lines.length, size, 1.2) + u * 8.2, 0);
    let size = u * (f.tall ? 6 : h > w ? 5 : 4.1);
    while (size > u * 3.2 && top + stackHeight(size) > h - band - u * 2) size -= u * 0.2;
    let y = top;
    const bubbles = wrapped(size).map((lines, index) => {
      const mine = index === 1;
      const widest = Math.max(...lines.map((line) => textWidth(line, size))) * 0.9 + u * 7;
      const height = linesHeight(lines.length, size, 1.2) + u * 5.2;
      const x = mine ? w - u * 6 - widest : u * 6;
      const svg = `<rect x="${x}" y="${y}" width="${widest}" height="${height}" rx="${u * 4.4}" fill="${mine ? '#0a84ff' : '#e5e5ea'}"/>
        ${textLines({ lines, x: x + u * 3.5, top: y + u * 2.4, size, lineHeight: 1.2, fill: mine ? '#ffffff' : '#111111', family: UI_FONT, weight: 400 })}`;
      y += height + u * 3;
      return svg;
    });
    const headline = headlineBlock(f, {
      x: u * 7,
      top: h - band + u * 6,
      maxWidth: u * 54,
      maxLines: 2,
      maxSize: u * (f.tall ? 7.4 : 6),
      fill: readableOn(c.primary),
    });
    const shot = packshot(f, { cx: w - u * 20, bottom: h - u * 5, height: band * 0.8, maxWidth: u * 32 });
    const pill = ctaPill({
      text: d.cta,
      x: u * 7,
      y: headline.bottom + u * 4,
      size: u * 3.4,
      fill: c.paper,
      textFill: c.ink,
    });
    return `<rect width="${w}" height="${h}" fill="#ffffff"/>
      <rect width="${w}" height="${u * 14}" fill="#f6f6f8"/>
      <rect y="${u * 14}" width="${w}" height="${u * 0.2}" fill="#d1d1d6"/>
      <circle cx="${w / 2}" cy="${u * 5.8}" r="${u * 3.2}" fill="${c.secondary}"/>
      <text x="${w / 2}" y="${u * 7}" font-family="${UI_FONT}" font-size="${u * 3}" font-weight="700" fill="${c.ink}" text-anchor="middle">S</text>
      <text x="${w / 2}" y="${u * 12}" font-family="${UI_FONT}" font-size="${u * 2.6}" fill="#111111" text-anchor="middle">Sam</text>
      <path d="M${u * 5} ${u * 5} L${u * 3} ${u * 7} L${u * 5} ${u * 9}" stroke="#0a84ff" stroke-width="${u * 0.6}" fill="none" stroke-linecap="round"/>
      <text x="${w / 2}" y="${u * 18}" font-family="${UI_FONT}" font-size="${u * 2.4}" fill="#8e8e93" text-anchor="middle">Today 9:41 AM</text>
      ${bubbles.join('')}
      <rect y="${h - band}" width="${w}" height="${band}" fill="${c.primary}"/>
      ${glow('bandGlow', w - u * 20, h - band / 2, band * 0.7, '#ffffff', 0.3)}
      ${headline.svg}${shot.svg}${pill.svg}`;
  },
  versus(f) {
    const { d, w, h, u } = f;
    const c = d.brand.colours;
    const headline = headlineBlock(f, {
      x: w / 2,
      top: u * 15,
      maxWidth: u * 86,
      maxLines: 2,
      maxSize: u * 8,
      fill: c.ink,
      anchor: 'middle',
    });
    const top = headline.bottom + u * 7;
    const rows = d.claims.slice(0, 4);
    const rowHeight = Math.min(u * (f.tall ? 16 : 13), (h - top - u * 30) / (rows.length + 1));
    const usX = u * 66;
    const themX = u * 84;
    const us = d.brand.name.split(' ')[0]!;
    const usSize = Math.min(u * 3.4, (u * 15) / Math.max(1, textWidth(us, 1, d.brand.type)));
    const header = `<rect x="${usX - u * 9}" y="${top}" width="${u * 18}" height="${rowHeight * 0.72}" rx="${u * 2}" fill="${c.primary}"/>
      <text x="${usX}" y="${top + rowHeight * 0.36 + usSize * 0.38}" font-family="${f.family}" font-size="${usSize.toFixed(1)}" font-weight="700" fill="${readableOn(c.primary)}" text-anchor="middle">${escapeXml(us)}</text>
      <text x="${themX}" y="${top + rowHeight * 0.36 + u * 1.3}" font-family="${UI_FONT}" font-size="${u * 3.2}" font-weight="700" fill="#6b7280" text-anchor="middle">Others</text>`;
    const body = rows
      .map((claim, i) => {
        const y = top + rowHeight * (i + 1);
        const lines = wrapText(claim, { size: u * 3.6, maxWidth: u * 48 }).slice(0, 2);
        return `<rect x="${u * 6}" y="${y}" width="${u * 88}" height="${rowHeight - u * 1.2}" rx="${u * 2}" fill="#ffffff" fill-opacity="${i % 2 ? 0.55 : 0.85}"/>
          ${textLines({ lines, x: u * 9, top: y + (rowHeight - u * 1.2 - linesHeight(lines.length, u * 3.6)) / 2, size: u * 3.6, fill: c.ink, family: UI_FONT })}
          ${checkMark(usX, y + (rowHeight - u * 1.2) / 2, u * 2.8, c.primary)}
          ${checkMark(themX, y + (rowHeight - u * 1.2) / 2, u * 2.8, '#b4b9c2', true)}`;
      })
      .join('');
    const tableBottom = top + rowHeight * (rows.length + 1);
    const shot = packshot(f, {
      cx: u * 22,
      bottom: h - u * 5,
      height: Math.max(u * 16, h - u * 5 - tableBottom - u * 3),
      maxWidth: u * 34,
    });
    const pill = ctaPill({
      text: d.cta,
      x: u * 66,
      y: h - u * 14,
      size: u * 3.6,
      fill: c.primary,
      textFill: readableOn(c.primary),
      anchor: 'middle',
    });
    return `<rect width="${w}" height="${h}" fill="${mix(c.paper, c.secondary, 0.3)}"/>
      ${brandBadge({ brand: d.brand, x: u * 7, y: u * 5.5, size: u * 3.2, fill: c.ink })}
      ${headline.svg}${header}${body}${shot.svg}${pill.svg}`;
  },
} satisfies Record<string, (f: Frame) => string>;

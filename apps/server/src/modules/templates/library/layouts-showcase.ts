import { checkMark } from '../../../platform/images/svg/ad-parts.ts';
import { mix } from '../../../platform/images/svg/colours.ts';
import { backdrop, eyebrow, type Layout, slot, surface } from './layout-kit.ts';

/* The layouts that show what the product is and does: callouts around it, one big number, a comparison table. */

export const featureCallouts: Layout = {
  key: 'feature-callouts',
  title: 'Feature callouts',
  texts: [
    slot.headline(36),
    slot.body(18, 'feature1', 'Feature 1'),
    slot.body(18, 'feature2', 'Feature 2'),
    slot.body(18, 'feature3', 'Feature 3'),
    slot.body(18, 'feature4', 'Feature 4'),
    slot.cta(),
  ],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 7;
    let s = backdrop(c, { cx: w / 2, cy: h / 2, r: u * 55 });
    s += c.logo({ x: w / 2, y: m * 0.8, height: u * 4.2, fill: c.ink, anchor: 'middle' });
    const head = c.block({
      text: c.text('headline'),
      x: w / 2,
      top: c.square ? u * 12 : c.tall ? u * 20 : u * 15,
      maxWidth: u * 84,
      maxLines: 2,
      maxSize: c.square ? u * 7 : u * 8.4,
      fill: c.ink,
      anchor: 'middle',
      lineHeight: 1.05,
    });
    const ctaY = h - m - u * 8.5 - (c.tall ? u * 8 : 0);
    const areaTop = head.bottom + u * 5;
    const areaBottom = ctaY - u * 5;
    const areaH = areaBottom - areaTop;
    const box = Math.min(areaH * 0.9, c.tall ? u * 62 : u * 50);
    const cy = areaTop + areaH / 2;
    s += `<circle cx="${w / 2}" cy="${cy}" r="${box * 0.5}" fill="${mix(c.accent, c.bg, 0.82)}"/>`;
    s += c.product({
      x: w / 2 - box * 0.4,
      y: cy - box * 0.42,
      width: box * 0.8,
      height: box * 0.84,
      shadow: true,
    });
    const rows = [cy - box * 0.3, cy + box * 0.3];
    const features = ['feature1', 'feature2', 'feature3', 'feature4'].map((key) => c.text(key));
    features.forEach((feature, index) => {
      if (!feature) return;
      const left = index % 2 === 0;
      const y = rows[Math.floor(index / 2)]!;
      const dotX = left ? u * 36 : u * 64;
      const textX = left ? u * 27 : u * 73;
      s += `<line x1="${left ? u * 28 : u * 72}" y1="${y}" x2="${dotX}" y2="${y}" stroke="${c.accent}" stroke-width="${u * 0.3}"/>`;
      s += `<circle cx="${dotX}" cy="${y}" r="${u * 1.3}" fill="${c.accent}"/><circle cx="${dotX}" cy="${y}" r="${u * 2.4}" fill="none" stroke="${c.accent}" stroke-opacity="0.4" stroke-width="${u * 0.3}"/>`;
      const block = c.block({
        text: feature,
        x: textX,
        top: y - u * 3.2,
        maxWidth: u * 21,
        maxLines: 2,
        maxSize: u * 3.4,
        minSize: u * 2.4,
        fill: c.ink,
        family: c.sans,
        anchor: left ? 'end' : 'start',
        lineHeight: 1.1,
      });
      s += block.svg;
    });
    s += c.cta({ x: w / 2, y: ctaY, size: u * 3.4, anchor: 'middle' }).svg;
    return s + head.svg;
  },
};

export const statShowcase: Layout = {
  key: 'stat-showcase',
  title: 'Big result',
  texts: [
    slot.headline(32),
    slot.badge(8, 'figure', 'Figure'),
    slot.sub(40, 'subheadline', 'What the figure means'),
    slot.body(44, 'footnote', 'Footnote'),
    slot.cta(),
  ],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 7;
    let s = backdrop(c, { cx: w * 0.8, cy: h * 0.3, r: u * 50 });
    const figureColour = c.readable(c.accent, c.bg);
    s += c.logo({ x: m, y: m, height: u * 4.4, fill: c.ink });
    if (c.square) {
      s += eyebrow(c, { text: c.text('headline'), x: m, y: u * 24, fill: c.soft, maxWidth: u * 50 });
      s += c.line({
        text: c.text('figure'),
        x: m - u * 0.8,
        y: u * 52,
        size: u * 24,
        fill: figureColour,
        maxWidth: u * 52,
        family: c.narrow,
      });
      const line = c.block({
        text: c.text('subheadline'),
        x: m,
        top: u * 57,
        maxWidth: u * 46,
        maxLines: 3,
        maxSize: u * 5,
        fill: c.ink,
        lineHeight: 1.08,
      });
      s += line.svg;
      s += c.block({
        text: c.text('footnote'),
        x: m,
        top: line.bottom + u * 2.5,
        maxWidth: u * 44,
        maxLines: 2,
        maxSize: u * 2.6,
        fill: c.soft,
        weight: 400,
        family: c.sans,
      }).svg;
      s += c.rect(u * 58, 0, u * 42, h, mix(c.accent, c.bg, 0.82));
      s += c.product({ x: u * 60, y: u * 16, width: u * 38, height: h - u * 40, shadow: true });
      s += c.cta({ x: u * 79, y: h - u * 17, size: u * 2.8, anchor: 'middle', maxWidth: u * 36 }).svg;
      return s;
    }
    const top = c.tall ? u * 24 : u * 17;
    s += eyebrow(c, { text: c.text('headline'), x: m, y: top, fill: c.soft });
    const figureSize = c.tall ? u * 34 : u * 30;
    s += c.line({
      text: c.text('figure'),
      x: m - u * 1,
      y: top + u * 3 + figureSize * 0.78,
      size: figureSize,
      fill: figureColour,
      maxWidth: u * 86,
      family: c.narrow,
    });
    const line = c.block({
      text: c.text('subheadline'),
      x: m,
      top: top + u * 6 + figureSize * 0.8,
      maxWidth: u * 70,
      maxLines: 2,
      maxSize: u * 6,
      fill: c.ink,
      lineHeight: 1.06,
    });
    s += line.svg;
    s += c.block({
      text: c.text('footnote'),
      x: m,
      top: line.bottom + u * 2.5,
      maxWidth: u * 70,
      maxLines: 1,
      maxSize: u * 2.9,
      fill: c.soft,
      weight: 400,
      family: c.sans,
    }).svg;
    const panelTop = line.bottom + u * 10;
    const panel = mix(c.accent, c.bg, 0.82);
    s += c.rect(0, panelTop, w, h - panelTop, panel);
    const ctaY = h - m - u * 9 - (c.tall ? u * 8 : 0);
    s += c.product({
      x: u * 50,
      y: panelTop + u * 5,
      width: u * 44,
      height: h - panelTop - u * 10 - (c.tall ? u * 8 : 0),
      shadow: true,
    });
    s += c.cta({ x: m, y: ctaY, size: u * 3.2, maxWidth: u * 42 }).svg;
    return s;
  },
};

export const versusTable: Layout = {
  key: 'versus-table',
  title: 'Comparison table',
  texts: [
    slot.headline(40),
    slot.attribution(16, 'us', 'Your name'),
    slot.attribution(16, 'them', 'Their name'),
    slot.body(30, 'row1', 'Row 1'),
    slot.body(30, 'row2', 'Row 2'),
    slot.body(30, 'row3', 'Row 3'),
    slot.body(30, 'row4', 'Row 4'),
    slot.cta(),
  ],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 6;
    let s = backdrop(c, { cx: w / 2, cy: h / 2, r: u * 60 });
    s += c.logo({ x: w / 2, y: u * 5, height: u * 4, fill: c.ink, anchor: 'middle' });
    const head = c.block({
      text: c.text('headline'),
      x: w / 2,
      top: c.square ? u * 12 : c.tall ? u * 20 : u * 14,
      maxWidth: u * 86,
      maxLines: 2,
      maxSize: c.square ? u * 6.4 : u * 7.6,
      fill: c.ink,
      anchor: 'middle',
      lineHeight: 1.05,
    });
    const ctaY = h - u * 7 - u * 8.5 - (c.tall ? u * 8 : 0);
    const rows = ['row1', 'row2', 'row3', 'row4'].map((key) => c.text(key)).filter(Boolean);
    const tableTop = head.bottom + u * 4;
    const tableBottom = ctaY - u * 5;
    const headerH = c.square ? u * 17 : c.tall ? u * 44 : u * 28;
    const rowH = Math.min(
      c.tall ? u * 15 : u * 11,
      (tableBottom - tableTop - headerH) / Math.max(1, rows.length),
    );
    const colUs = u * 64;
    const colThem = u * 84;
    const card = surface(c, 0.7);
    const onCard = c.readable(c.ink, card);
    const tableH = headerH + rowH * rows.length;
    const top = tableTop + (tableBottom - tableTop - tableH) / 2;
    s += c.rect(m, top + headerH * 0.35, w - m * 2, tableH - headerH * 0.35, card, u * 3);
    s += c.rect(colUs - u * 11, top, u * 22, tableH + u * 2, c.accent, u * 3);
    s += c.product({
      x: colUs - u * 10,
      y: top + u * 1.5,
      width: u * 20,
      height: headerH - u * 8,
      shadow: false,
    });
    s += c.line({
      text: c.text('us'),
      x: colUs,
      y: top + headerH - u * 2.5,
      size: u * 2.8,
      fill: c.onAccent,
      maxWidth: u * 20,
      anchor: 'middle',
      family: c.sans,
      upper: true,
      spacing: u * 0.15,
    });
    s += c.line({
      text: c.text('them'),
      x: colThem,
      y: top + headerH - u * 2.5,
      size: u * 2.8,
      fill: c.readable(mix(onCard, card, 0.3), card),
      maxWidth: u * 14,
      anchor: 'middle',
      family: c.sans,
      upper: true,
      spacing: u * 0.15,
    });
    rows.forEach((row, index) => {
      const y = top + headerH + index * rowH;
      if (index > 0) {
        s += `<line x1="${m + u * 3}" y1="${y}" x2="${colUs - u * 12}" y2="${y}" stroke="${mix(onCard, card, 0.85)}" stroke-width="${u * 0.2}"/>`;
      }
      s += c.block({
        text: row,
        x: m + u * 3,
        top: y + rowH / 2 - u * 2.2,
        maxWidth: u * 41,
        maxLines: 1,
        maxSize: u * 3.4,
        minSize: u * 2.4,
        fill: onCard,
        family: c.sans,
        weight: 700,
      }).svg;
      s += checkMark(colUs, y + rowH / 2, u * 2.5, '#1f9d55');
      s += checkMark(colThem, y + rowH / 2, u * 2.5, '#c0392b', true);
    });
    s += c.cta({ x: w / 2, y: ctaY, size: u * 3.4, anchor: 'middle' }).svg;
    return s + head.svg;
  },
};

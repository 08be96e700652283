import { mix } from '../../../platform/images/svg/colours.ts';
import { textOn } from '../../../platform/images/svg/colours.ts';
import { backdrop, eyebrow, type Layout, slot } from './layout-kit.ts';

/* The layouts that tell a short story: before and after, problem and fix, a question. */

export const beforeAfter: Layout = {
  key: 'before-after',
  title: 'Before and after',
  texts: [
    slot.headline(40),
    slot.body(60),
    slot.badge(14, 'before', 'Before label'),
    slot.badge(14, 'after', 'After label'),
    slot.cta(),
  ],
  extraImages: [{ key: 'beforeImage', label: 'Before image' }],
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
      maxSize: c.square ? u * 6.6 : u * 8,
      fill: c.ink,
      anchor: 'middle',
      lineHeight: 1.05,
    });
    const ctaY = h - u * 7 - u * 8.5 - (c.tall ? u * 8 : 0);
    const body = c.block({
      text: c.text('body'),
      x: w / 2,
      top: ctaY - u * 10,
      maxWidth: u * 80,
      maxLines: 1,
      maxSize: u * 3.6,
      minSize: u * 2.6,
      fill: c.soft,
      weight: 400,
      family: c.sans,
      anchor: 'middle',
    });
    const panelTop = head.bottom + u * 4;
    const panelBottom = ctaY - u * 13;
    const gap = u * 2;
    const panelW = (w - m * 2 - gap) / 2;
    const panelH = panelBottom - panelTop;
    const dull = mix(c.bg, '#8a8a8a', 0.35);
    const bright = mix(c.accent, '#ffffff', 0.55);
    s += c.rect(m, panelTop, panelW, panelH, dull, u * 3);
    s += c.rect(m + panelW + gap, panelTop, panelW, panelH, bright, u * 3);
    s += c.product({
      key: 'beforeImage',
      x: m,
      y: panelTop,
      width: panelW,
      height: panelH,
      fit: 'cover',
      radius: u * 3,
      muted: !c.imageUri('beforeImage'),
    });
    s += c.product({
      x: m + panelW + gap,
      y: panelTop,
      width: panelW,
      height: panelH,
      fit: 'cover',
      radius: u * 3,
      shadow: true,
    });
    const label = (text: string, x: number, fill: string) => {
      const textFill = textOn(fill);
      return `${c.rect(x - u * 10, panelTop + u * 3, u * 20, u * 6, fill, u * 3)}${c.line({ text, x, y: panelTop + u * 7.1, size: u * 2.7, fill: textFill, maxWidth: u * 18, anchor: 'middle', family: c.sans, upper: true, spacing: u * 0.2 })}`;
    };
    s += label(c.text('before'), m + panelW / 2, '#ffffff');
    s += label(c.text('after'), m + panelW + gap + panelW / 2, c.accent);
    const cy = panelTop + panelH / 2;
    s += `<circle cx="${w / 2}" cy="${cy}" r="${u * 4.6}" fill="${c.bg}"/><path d="M${w / 2 - u * 1.8} ${cy} h${u * 3.4} m-${u * 1.4} -${u * 1.5} l${u * 1.5} ${u * 1.5} l-${u * 1.5} ${u * 1.5}" stroke="${c.ink}" stroke-width="${u * 0.5}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += c.cta({ x: w / 2, y: ctaY, size: u * 3.4, anchor: 'middle' }).svg;
    return s + head.svg + body.svg;
  },
};

export const problemSolution: Layout = {
  key: 'problem-solution',
  title: 'Problem and fix',
  texts: [slot.headline(40), slot.sub(40, 'subheadline', 'The fix'), slot.body(60), slot.cta()],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 7;
    const dark = mix(c.ink, c.bg, 0.08);
    const onDark = c.readable(c.bg, dark);
    let s = c.rect(0, 0, w, h, c.bg);
    const cross = (cx: number, cy: number, fill: string) =>
      `<circle cx="${cx}" cy="${cy}" r="${u * 2.6}" fill="#d64545"/><path d="M${cx - u} ${cy - u} l${u * 2} ${u * 2} m0 -${u * 2} l-${u * 2} ${u * 2}" stroke="${fill}" stroke-width="${u * 0.5}" stroke-linecap="round"/>`;
    if (c.square) {
      s += c.rect(0, 0, w * 0.5, h, dark);
      s += c.logo({ x: m, y: m, height: u * 4, fill: onDark });
      s += cross(m + u * 2.6, u * 27, '#ffffff');
      s += eyebrow(c, { text: 'The problem', x: m + u * 7, y: u * 28, fill: onDark, maxWidth: u * 30 });
      s += c.block({
        text: c.text('headline'),
        x: m,
        top: u * 35,
        maxWidth: u * 38,
        maxLines: 4,
        maxSize: u * 6.2,
        fill: onDark,
        lineHeight: 1.06,
      }).svg;
      s += eyebrow(c, {
        text: 'The fix',
        x: w * 0.5 + m,
        y: u * 13,
        fill: c.readable(c.accent, c.bg),
        maxWidth: u * 30,
      });
      const fix = c.block({
        text: c.text('subheadline'),
        x: w * 0.5 + m,
        top: u * 16,
        maxWidth: u * 36,
        maxLines: 3,
        maxSize: u * 5,
        fill: c.ink,
        lineHeight: 1.06,
      });
      s += fix.svg;
      s += c.block({
        text: c.text('body'),
        x: w * 0.5 + m,
        top: fix.bottom + u * 2,
        maxWidth: u * 36,
        maxLines: 2,
        maxSize: u * 2.8,
        fill: c.soft,
        weight: 400,
        family: c.sans,
      }).svg;
      s += c.product({ x: w * 0.5 + u * 8, y: u * 46, width: u * 34, height: u * 32, shadow: true });
      s += c.cta({ x: w * 0.75, y: h - u * 15, size: u * 2.9, anchor: 'middle', maxWidth: u * 40 }).svg;
      return s;
    }
    const split = c.tall ? h * 0.4 : h * 0.42;
    s += c.rect(0, 0, w, split, dark);
    s += c.logo({ x: m, y: c.tall ? u * 10 : m, height: u * 4, fill: onDark });
    const top = c.tall ? u * 26 : u * 17;
    s += cross(m + u * 2.6, top + u * 1.2, '#ffffff');
    s += eyebrow(c, { text: 'The problem', x: m + u * 7, y: top + u * 2.2, fill: onDark });
    s += c.block({
      text: c.text('headline'),
      x: m,
      top: top + u * 7,
      maxWidth: u * 84,
      maxLines: 2,
      maxSize: u * 8.4,
      fill: onDark,
      lineHeight: 1.05,
    }).svg;
    s += `<path d="M${w / 2 - u * 5} ${split} l${u * 5} ${u * 4} l${u * 5} -${u * 4} z" fill="${dark}"/>`;
    const fixTop = split + u * 9;
    s += eyebrow(c, { text: 'The fix', x: m, y: fixTop, fill: c.readable(c.accent, c.bg) });
    const fix = c.block({
      text: c.text('subheadline'),
      x: m,
      top: fixTop + u * 3,
      maxWidth: u * 50,
      maxLines: 3,
      maxSize: u * 6,
      fill: c.ink,
      lineHeight: 1.06,
    });
    s += fix.svg;
    s += c.block({
      text: c.text('body'),
      x: m,
      top: fix.bottom + u * 2.5,
      maxWidth: u * 46,
      maxLines: 3,
      maxSize: u * 3.3,
      fill: c.soft,
      weight: 400,
      family: c.sans,
    }).svg;
    const ctaY = h - m - u * 8.5 - (c.tall ? u * 8 : 0);
    s += c.product({
      x: u * 58,
      y: split + u * 8,
      width: u * 36,
      height: ctaY - split - u * 10,
      shadow: true,
    });
    s += c.cta({ x: m, y: ctaY, size: u * 3.4, maxWidth: u * 48 }).svg;
    return s;
  },
};

export const questionHeadline: Layout = {
  key: 'question-headline',
  title: 'Big question',
  texts: [slot.headline(50), slot.body(60), slot.cta()],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 7;
    let s = backdrop(c, { cx: w * 0.75, cy: h * 0.7, r: u * 55 });
    s += `<text x="${w - u * 2}" y="${c.square ? u * 78 : h * 0.58}" font-family="${c.serif}" font-size="${u * 80}" font-weight="700" fill="${c.accent}" fill-opacity="0.12" text-anchor="end">?</text>`;
    s += c.logo({ x: m, y: m, height: u * 4.2, fill: c.ink });
    const head = c.block({
      text: c.text('headline'),
      x: m,
      top: c.square ? u * 17 : c.tall ? u * 24 : u * 18,
      maxWidth: c.square ? u * 62 : u * 84,
      maxLines: 4,
      maxSize: c.square ? u * 8 : u * 10,
      fill: c.ink,
      lineHeight: 1.02,
    });
    s += head.svg;
    s += c.rect(m, head.bottom + u * 4, u * 12, u * 0.9, c.accent);
    const body = c.block({
      text: c.text('body'),
      x: m,
      top: head.bottom + u * 8,
      maxWidth: c.square ? u * 46 : u * 56,
      maxLines: 3,
      maxSize: u * 4,
      fill: c.soft,
      weight: 400,
      family: c.sans,
      lineHeight: 1.25,
    });
    s += body.svg;
    const ctaY = h - m - u * 8.5 - (c.tall ? u * 8 : 0);
    if (c.square) {
      s += c.product({ x: u * 60, y: u * 50, width: u * 34, height: u * 42, shadow: true });
    } else {
      const top = body.bottom + u * 6;
      s += c.product({
        x: u * 44,
        y: top,
        width: u * 50,
        height: h - top - (c.tall ? u * 20 : u * 6),
        shadow: true,
      });
    }
    s += c.cta({ x: m, y: ctaY, size: u * 3.5, maxWidth: u * 46 }).svg;
    return s;
  },
};

import { mix } from '../../../platform/images/svg/colours.ts';
import { textOn } from './canvas.ts';
import { backdrop, eyebrow, type Layout, offerBurst, slot } from './layout-kit.ts';

/* The layouts that tell a short story: before and after, problem and fix, a question, and the two seasons. */

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

/** Static "ends in" digits: a template shows the look of a countdown, the brand's date goes in the subheadline. */
const TIMER = [
  ['02', 'Days'],
  ['14', 'Hours'],
  ['36', 'Mins'],
] as const;

export const countdownBanner: Layout = {
  key: 'countdown-banner',
  title: 'Countdown',
  texts: [
    slot.badge(16, 'badge', 'Event'),
    slot.headline(30),
    slot.body(56),
    slot.badge(16, 'code', 'Discount code'),
    slot.cta(),
  ],
  draw(c) {
    const { u, w, h } = c;
    const accent = c.readable(c.accent, c.bg);
    let s = backdrop(c, { cx: w / 2, cy: h * 0.4, r: u * 60 });
    s += `<g stroke="${c.accent}" stroke-opacity="0.1" stroke-width="${u * 2.5}">${Array.from({ length: 14 }, (_, i) => `<line x1="${-u * 40 + i * u * 14}" y1="${h + u * 2}" x2="${u * 20 + i * u * 14}" y2="${h - u * 40}"/>`).join('')}</g>`;
    s += c.logo({ x: w / 2, y: u * 6, height: u * 4.2, fill: c.ink, anchor: 'middle' });
    const eventTop = c.square ? u * 14 : c.tall ? u * 22 : u * 16;
    s += c.rect(w / 2 - u * 22, eventTop, u * 44, u * 7.5, c.accent, u * 1);
    s += c.line({
      text: c.text('badge'),
      x: w / 2,
      y: eventTop + u * 5.3,
      size: u * 3.8,
      fill: c.onAccent,
      maxWidth: u * 40,
      anchor: 'middle',
      family: c.narrow,
      upper: true,
      spacing: u * 0.5,
    });
    const head = c.block({
      text: c.text('headline'),
      x: w / 2,
      top: eventTop + u * 11,
      maxWidth: u * 88,
      maxLines: 2,
      maxSize: c.tall ? u * 13 : c.square ? u * 10.5 : u * 10,
      fill: c.ink,
      family: c.narrow,
      anchor: 'middle',
      upper: true,
      lineHeight: 0.96,
    });
    s += head.svg;
    const timerTop = head.bottom + u * 4;
    TIMER.forEach(([digits, unit], index) => {
      const x = w / 2 + (index - 1) * u * 17;
      s += c.rect(
        x - u * 7,
        timerTop,
        u * 14,
        u * 13,
        mix(c.bg, '#ffffff', 0.1),
        u * 2,
        `stroke="${c.accent}" stroke-width="${u * 0.3}"`,
      );
      s += c.line({
        text: digits,
        x,
        y: timerTop + u * 8,
        size: u * 6.6,
        fill: c.ink,
        maxWidth: u * 12,
        anchor: 'middle',
        family: c.sans,
      });
      s += c.line({
        text: unit,
        x,
        y: timerTop + u * 11.3,
        size: u * 2,
        fill: c.soft,
        maxWidth: u * 12,
        anchor: 'middle',
        family: c.sans,
        upper: true,
        spacing: u * 0.2,
      });
    });
    const body = c.block({
      text: c.text('body'),
      x: w / 2,
      top: timerTop + u * 17,
      maxWidth: u * 80,
      maxLines: c.square ? 1 : 2,
      maxSize: u * 3.5,
      fill: c.soft,
      weight: 400,
      family: c.sans,
      anchor: 'middle',
    });
    s += body.svg;
    const ctaY = h - u * 7 - u * 8.5 - (c.tall ? u * 8 : 0);
    const codeY = ctaY - u * 9;
    const areaTop = body.bottom + u * 3;
    if (codeY - u * 2 - areaTop > u * 10) {
      s += c.product({ x: u * 25, y: areaTop, width: u * 50, height: codeY - u * 2 - areaTop, shadow: true });
    }
    s += `<rect x="${w / 2 - u * 18}" y="${codeY}" width="${u * 36}" height="${u * 6.4}" rx="${u * 1}" fill="none" stroke="${accent}" stroke-width="${u * 0.35}" stroke-dasharray="${u * 1.2} ${u * 0.8}"/>`;
    s += c.line({
      text: c.text('code'),
      x: w / 2,
      y: codeY + u * 4.4,
      size: u * 3.2,
      fill: accent,
      maxWidth: u * 32,
      anchor: 'middle',
      family: c.sans,
      upper: true,
      spacing: u * 0.3,
    });
    s += c.cta({ x: w / 2, y: ctaY, size: u * 3.6, anchor: 'middle' }).svg;
    return s;
  },
};

function snowflake(x: number, y: number, r: number, fill: string): string {
  const arms = [0, 60, 120]
    .map(
      (deg) => `<line x1="${x - r}" y1="${y}" x2="${x + r}" y2="${y}" transform="rotate(${deg} ${x} ${y})"/>`,
    )
    .join('');
  return `<g stroke="${fill}" stroke-width="${r * 0.16}" stroke-linecap="round" stroke-opacity="0.55">${arms}</g>`;
}

export const festiveCard: Layout = {
  key: 'festive-card',
  title: 'Festive card',
  texts: [slot.headline(36), slot.body(100), slot.badge(18), slot.cta()],
  draw(c) {
    const { u, w, h } = c;
    const m = u * 7;
    let s = backdrop(c, { cx: w / 2, cy: h * 0.6, r: u * 55 });
    const flakes = [
      [8, 30, 2.2],
      [92, 22, 1.6],
      [16, 62, 1.4],
      [88, 56, 2.4],
      [50, 8, 1.2],
      [6, 92, 1.8],
      [94, 96, 1.3],
    ] as const;
    for (const [x, y, r] of flakes) {
      s += snowflake(
        u * x,
        (h * y) / 100,
        u * r,
        c.readable('#ffffff', c.bg) === '#ffffff' ? '#ffffff' : c.accent,
      );
    }
    const baubles = [
      [20, 14, 3.4],
      [34, 8, 2.4],
      [68, 11, 2.8],
      [82, 17, 3.6],
    ] as const;
    for (const [x, len, r] of baubles) {
      const cy = u * len + u * 2;
      s += `<line x1="${u * x}" y1="0" x2="${u * x}" y2="${cy - u * r}" stroke="${c.accent}" stroke-width="${u * 0.25}"/>`;
      s += `<rect x="${u * x - u * 0.9}" y="${cy - u * r - u * 1.2}" width="${u * 1.8}" height="${u * 1.4}" fill="${c.accent}"/>`;
      s += `<circle cx="${u * x}" cy="${cy}" r="${u * r}" fill="${c.accent}"/><circle cx="${u * x - u * r * 0.35}" cy="${cy - u * r * 0.35}" r="${u * r * 0.25}" fill="#ffffff" fill-opacity="0.5"/>`;
    }
    s += c.logo({
      x: w / 2,
      y: c.square ? u * 23 : c.tall ? u * 30 : u * 25,
      height: u * 3.8,
      fill: c.ink,
      anchor: 'middle',
    });
    const head = c.block({
      text: c.text('headline'),
      x: w / 2,
      top: c.square ? u * 30 : c.tall ? u * 38 : u * 32,
      maxWidth: u * 80,
      maxLines: 2,
      maxSize: c.square ? u * 8 : u * 9.6,
      fill: c.ink,
      family: c.serif,
      anchor: 'middle',
      lineHeight: 1.04,
    });
    s += head.svg;
    const body = c.block({
      text: c.text('body'),
      x: w / 2,
      top: head.bottom + u * 2.4,
      maxWidth: u * 74,
      maxLines: 2,
      maxSize: u * 3.6,
      fill: c.soft,
      weight: 400,
      family: c.sans,
      anchor: 'middle',
    });
    s += body.svg;
    const ctaY = h - m - u * 8.5 - (c.tall ? u * 8 : 0);
    const areaTop = body.bottom + u * 4;
    const areaBottom = ctaY - u * 4;
    const areaH = areaBottom - areaTop;
    s += c.product({ x: u * 28, y: areaTop, width: u * 44, height: areaH - u * 2, shadow: true });
    s += offerBurst(
      c,
      u * 76,
      areaTop + Math.min(u * 9, areaH * 0.25),
      Math.min(u * 10, areaH * 0.3),
      c.text('badge'),
    );
    s += c.cta({ x: w / 2, y: ctaY, size: u * 3.5, anchor: 'middle' }).svg;
    return s;
  },
};

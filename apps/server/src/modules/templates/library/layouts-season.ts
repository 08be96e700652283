import { mix } from '../../../platform/images/svg/colours.ts';
import { backdrop, type Layout, offerBurst, slot } from './layout-kit.ts';

/* The seasons' own layouts: the Black Friday countdown and the Christmas card. */

/** Static "ends in" digits: the look of a countdown; the body says when the sale ends. */
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
    const body = c.block({
      text: c.text('body'),
      x: w / 2,
      top: head.bottom + u * 2.5,
      maxWidth: u * 80,
      maxLines: c.square ? 1 : 2,
      maxSize: u * 3.5,
      fill: c.soft,
      weight: 400,
      family: c.sans,
      anchor: 'middle',
    });
    s += body.svg;
    const timerTop = body.bottom + u * 4;
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
    const ctaY = h - u * 7 - u * 8.5 - (c.tall ? u * 8 : 0);
    const codeY = ctaY - u * 9;
    const areaTop = timerTop + u * 16;
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

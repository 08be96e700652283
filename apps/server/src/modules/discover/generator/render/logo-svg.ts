import type { BrandColours, BrandType } from '../catalogue/catalogue-types.ts';
import { initials } from '../../../../platform/images/svg/ad-parts.ts';
import { darken, readableOn } from '../../../../platform/images/svg/colours.ts';
import { fitText, FONT_STACKS, textLines, escapeXml } from '../../../../platform/images/svg/svg-text.ts';

export type LogoStyle = 'monogram' | 'wordmark' | 'symbol';

export const LOGO_SIZE = 256;

/**
 * A brand's logo, square: its initials on its colour, its name set as a wordmark, or a simple mark beside its
 * initial. The directory shows it in a circle, so what matters sits in the middle.
 */
export function logoSvg(input: {
  name: string;
  colours: BrandColours;
  type: BrandType;
  style: LogoStyle;
}): string {
  const { name, colours, type, style } = input;
  const s = LOGO_SIZE;
  const family = FONT_STACKS[type];
  const onPrimary = readableOn(colours.primary, colours.ink);
  let body: string;
  if (style === 'wordmark') {
    const fitted = fitText(name, {
      maxWidth: s * 0.72,
      maxLines: 2,
      maxSize: s * 0.2,
      minSize: s * 0.09,
      type,
    });
    const height = fitted.size * (1 + (fitted.lines.length - 1) * 1.02);
    body = `<rect width="${s}" height="${s}" fill="${colours.paper}"/>
      ${textLines({ lines: fitted.lines, x: s / 2, top: (s - height) / 2 - s * 0.02, size: fitted.size, lineHeight: 1.02, fill: colours.primary, family, anchor: 'middle' })}
      <rect x="${s * 0.4}" y="${(s + height) / 2 + s * 0.05}" width="${s * 0.2}" height="${s * 0.022}" rx="${s * 0.011}" fill="${colours.secondary}"/>`;
  } else if (style === 'symbol') {
    const letter = escapeXml(initials(name).slice(0, 1));
    body = `<rect width="${s}" height="${s}" fill="${colours.primary}"/>
      <circle cx="${s * 0.5}" cy="${s * 0.5}" r="${s * 0.3}" fill="${colours.secondary}"/>
      <path d="M${s * 0.5} ${s * 0.2} A${s * 0.3} ${s * 0.3} 0 0 1 ${s * 0.5} ${s * 0.8} Z" fill="${darken(colours.secondary, 0.18)}"/>
      <text x="${s * 0.5}" y="${s * 0.62}" font-family="${family}" font-size="${s * 0.34}" font-weight="700" fill="${colours.ink}" text-anchor="middle">${letter}</text>`;
  } else {
    const letters = escapeXml(initials(name));
    const size = letters.length > 1 ? s * 0.36 : s * 0.46;
    body = `<rect width="${s}" height="${s}" fill="${colours.primary}"/>
      <circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.4}" fill="none" stroke="${onPrimary}" stroke-opacity="0.35" stroke-width="${s * 0.012}"/>
      <text x="${s / 2}" y="${s / 2 + size * 0.36}" font-family="${family}" font-size="${size}" font-weight="700" letter-spacing="${s * 0.01}" fill="${onPrimary}" text-anchor="middle">${letters}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${body}</svg>`;
}

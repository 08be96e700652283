import { FONT_STACKS } from '../../../../platform/images/svg/svg-text.ts';
import type { AdImageDesign, AdLayout, Frame } from './ad-frame.ts';
import { PROOF_LAYOUTS } from './layouts-proof.ts';
import { SHOWCASE_LAYOUTS } from './layouts-showcase.ts';

/*
 * The still of an ad, as an SVG for sharp: one of the layouts performance teams run (packshot hero, offer
 * burst, customer review, benefits list, text-message screenshot, us-versus-them table, big type, and a
 * carousel's product card), in the brand's colours, with the ad's own headline in big type.
 */

export { AD_LAYOUTS, type AdImageDesign, type AdLayout } from './ad-frame.ts';

const LAYOUTS: Record<AdLayout, (f: Frame) => string> = { ...SHOWCASE_LAYOUTS, ...PROOF_LAYOUTS };

export function adImageSvg(design: AdImageDesign): string {
  const frame: Frame = {
    d: design,
    w: design.width,
    h: design.height,
    u: design.width / 100,
    family: FONT_STACKS[design.brand.type],
    tall: design.height / design.width > 1.5,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${design.width}" height="${design.height}" viewBox="0 0 ${design.width} ${design.height}">${LAYOUTS[design.layout](frame)}</svg>`;
}

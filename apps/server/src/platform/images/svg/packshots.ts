import type { BrandColours, ProductShape } from './svg-look.ts';
import { darken, lighten, mix, readableOn } from './colours.ts';
import { escapeXml, textWidth } from './svg-text.ts';

/*
 * Flat-illustration packshots of a brand's product, one drawing per kind of product, in the brand's colours and
 * with its name on the label. Each is drawn 100 units tall with its base at y = 100, then placed and scaled.
 */

export interface PackshotInput {
  shape: ProductShape;
  colours: BrandColours;
  brandName: string;
  productName: string;
  /** The font stack of labels. */
  family: string;
  /** What a phone or laptop screen shows: a big figure and a line under it. */
  screen: { big: string; caption: string };
  /** Makes the gradient and filter ids of this drawing unique within its SVG. */
  idPrefix: string;
}

interface Drawing {
  /** Width in units, for a height of 100. */
  width: number;
  svg: string;
}

interface Kit {
  /** Gradients and filters the drawing uses, written before it. */
  defs: string[];
  c: BrandColours;
  dark: string;
  light: string;
  id: (name: string) => string;
  /** A vertical gradient from `top` to `bottom`, defined once per name. */
  gradient: (name: string, top: string, bottom: string, horizontal?: boolean) => string;
  /** Upper-case label text centred on `x`, shrunk to fit `max` units when given. */
  label: (input: {
    x: number;
    y: number;
    size: number;
    fill: string;
    text?: string;
    spacing?: number;
    max?: number;
  }) => string;
  input: PackshotInput;
}

function kit(input: PackshotInput): Kit {
  const defs: string[] = [];
  const id = (name: string) => `${input.idPrefix}-${name}`;
  return {
    defs,
    c: input.colours,
    dark: darken(input.colours.primary, 0.35),
    light: lighten(input.colours.secondary, 0.45),
    id,
    gradient(name, top, bottom, horizontal = false) {
      const [x2, y2] = horizontal ? ['1', '0'] : ['0', '1'];
      defs.push(
        `<linearGradient id="${id(name)}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
      );
      return `url(#${id(name)})`;
    },
    label({ x, y, size, fill, text, spacing = 0.8, max }) {
      const upper = (text ?? input.brandName).toUpperCase();
      const width = textWidth(upper, size) * 1.05 + spacing * upper.length;
      const fit = max !== undefined && width > max ? max / width : 1;
      const words = escapeXml(upper);
      return `<text x="${x}" y="${y}" font-family="${input.family}" font-size="${round(size * fit)}" font-weight="700" letter-spacing="${round(spacing * fit)}" fill="${fill}" text-anchor="middle">${words}</text>`;
    },
    input,
  };
}

/** A cylinder's side shading: dark edges, a highlight left of centre. */
function cylinderGradient(k: Kit, name: string, base: string): string {
  k.defs.push(
    `<linearGradient id="${k.id(name)}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(base, 0.28)}"/><stop offset="0.28" stop-color="${lighten(base, 0.18)}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, 0.32)}"/></linearGradient>`,
  );
  return `url(#${k.id(name)})`;
}

const round = (n: number) => Number(n.toFixed(2));

const DRAW: Record<ProductShape, (k: Kit) => Drawing> = {
  dropper(k) {
    const glass = cylinderGradient(k, 'glass', mix(k.c.primary, '#b86b2a', 0.35));
    return {
      width: 46,
      svg: `<rect x="8" y="34" width="30" height="66" rx="7" fill="${glass}"/>
        <path d="M13 34 Q13 27 19 25 L27 25 Q33 27 33 34 Z" fill="${glass}"/>
        <rect x="17" y="17" width="12" height="9" rx="1.5" fill="${darken(k.c.ink, 0.1)}"/>
        <path d="M18 17 Q17 2 23 2 Q29 2 28 17 Z" fill="${k.dark}"/>
        <rect x="11" y="52" width="24" height="34" rx="2" fill="${k.c.paper}"/>
        ${k.label({ x: 23, y: 63, size: 3.6, fill: k.c.ink, spacing: 0.5, max: 21 })}
        <rect x="15" y="67" width="16" height="0.8" fill="${k.c.primary}"/>
        <rect x="15" y="71" width="16" height="0.8" fill="${k.c.primary}" fill-opacity="0.5"/>
        <rect x="12" y="37" width="3" height="58" rx="1.5" fill="#ffffff" fill-opacity="0.35"/>`,
    };
  },
  bottle(k) {
    const body = cylinderGradient(k, 'body', k.c.primary);
    return {
      width: 44,
      svg: `<rect x="6" y="26" width="32" height="74" rx="9" fill="${body}"/>
        <rect x="15" y="16" width="14" height="11" rx="2" fill="${k.dark}"/>
        <rect x="19" y="5" width="6" height="12" fill="${k.dark}"/>
        <path d="M17 5 L34 5 L34 9 L25 9 Z" fill="${k.dark}"/>
        <rect x="10" y="46" width="24" height="36" rx="2" fill="${k.c.paper}" fill-opacity="0.92"/>
        ${k.label({ x: 22, y: 60, size: 3.8, fill: k.c.ink, spacing: 0.4, max: 21 })}
        <rect x="14" y="65" width="16" height="0.9" fill="${k.c.primary}"/>
        <rect x="10" y="30" width="3.4" height="64" rx="1.7" fill="#ffffff" fill-opacity="0.3"/>`,
    };
  },
  tube(k) {
    const body = cylinderGradient(k, 'tube', k.c.secondary);
    return {
      width: 40,
      svg: `<path d="M4 6 L36 6 L30 84 L10 84 Z" fill="${body}"/>
        <rect x="3" y="2" width="34" height="6" rx="1" fill="${darken(k.c.secondary, 0.12)}"/>
        <rect x="10" y="83" width="20" height="17" rx="3" fill="${k.c.primary}"/>
        ${k.label({ x: 20, y: 40, size: 4.6, fill: k.c.ink, spacing: 0.5, max: 24 })}
        <rect x="12" y="45" width="16" height="1" fill="${k.c.primary}"/>
        <path d="M8 10 L11 80" stroke="#ffffff" stroke-opacity="0.4" stroke-width="2.4" stroke-linecap="round"/>`,
    };
  },
  jar(k) {
    const body = cylinderGradient(k, 'jar', k.c.paper);
    const lid = cylinderGradient(k, 'lid', k.c.primary);
    return {
      width: 74,
      svg: `<rect x="6" y="30" width="62" height="70" rx="8" fill="${body}"/>
        <rect x="4" y="12" width="66" height="22" rx="4" fill="${lid}"/>
        <rect x="6" y="33" width="62" height="3" fill="#000000" fill-opacity="0.08"/>
        <rect x="12" y="48" width="50" height="36" rx="3" fill="${k.c.secondary}"/>
        ${k.label({ x: 37, y: 64, size: 6.2, fill: k.c.ink, spacing: 0.8, max: 46 })}
        <rect x="24" y="70" width="26" height="1.2" fill="${k.c.primary}"/>
        <rect x="11" y="38" width="4" height="56" rx="2" fill="#ffffff" fill-opacity="0.45"/>`,
    };
  },
  pouch(k) {
    const body = k.gradient('pouch', lighten(k.c.primary, 0.08), darken(k.c.primary, 0.2), true);
    return {
      width: 66,
      svg: `<path d="M6 14 L60 14 Q64 60 58 100 L8 100 Q2 60 6 14 Z" fill="${body}"/>
        <rect x="6" y="6" width="54" height="10" rx="1" fill="${darken(k.c.primary, 0.25)}"/>
        <path d="M6 11 L60 11" stroke="#ffffff" stroke-opacity="0.25" stroke-width="0.6" stroke-dasharray="1.5 1.5"/>
        <circle cx="33" cy="24" r="2" fill="${darken(k.c.primary, 0.45)}"/>
        <rect x="13" y="38" width="40" height="40" rx="20" fill="${k.c.paper}"/>
        ${k.label({ x: 33, y: 57, size: 5.2, fill: k.c.ink, spacing: 0.5, max: 34 })}
        <rect x="22" y="62" width="22" height="1.1" fill="${k.c.primary}"/>
        <path d="M10 20 Q8 60 12 96" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3" fill="none"/>`,
    };
  },
  can(k) {
    const body = cylinderGradient(k, 'can', k.c.primary);
    const metal = cylinderGradient(k, 'metal', '#c9cdd2');
    return {
      width: 46,
      svg: `<rect x="4" y="10" width="38" height="88" rx="4" fill="${body}"/>
        <path d="M4 12 Q4 5 12 5 L34 5 Q42 5 42 12 Z" fill="${metal}"/>
        <path d="M4 96 Q4 100 12 100 L34 100 Q42 100 42 96 Z" fill="${metal}"/>
        <rect x="4" y="36" width="38" height="32" fill="${k.c.paper}" fill-opacity="0.95"/>
        ${k.label({ x: 23, y: 52, size: 4.8, fill: k.c.primary, spacing: 0.5, max: 34 })}
        <text x="23" y="60" font-family="${k.input.family}" font-size="3.4" font-weight="700" fill="${k.c.ink}" text-anchor="middle">SPARKLING</text>
        <rect x="9" y="12" width="3.6" height="82" rx="1.8" fill="#ffffff" fill-opacity="0.35"/>`,
    };
  },
  box(k) {
    const front = k.gradient('front', k.c.primary, darken(k.c.primary, 0.12));
    return {
      width: 84,
      svg: `<path d="M6 28 L58 28 L78 16 L26 16 Z" fill="${lighten(k.c.primary, 0.22)}"/>
        <path d="M58 28 L78 16 L78 86 L58 100 Z" fill="${darken(k.c.primary, 0.3)}"/>
        <rect x="6" y="28" width="52" height="72" fill="${front}"/>
        <rect x="12" y="44" width="40" height="34" rx="2" fill="${k.c.paper}"/>
        ${k.label({ x: 32, y: 60, size: 5.2, fill: k.c.ink, spacing: 0.6, max: 36 })}
        <rect x="20" y="65" width="24" height="1.2" fill="${k.c.primary}"/>
        ${k.label({ x: 32, y: 90, size: 3.4, fill: readableOn(k.c.primary), text: k.input.productName, spacing: 0.3, max: 46 })}`,
    };
  },
  tee(k) {
    const cloth = k.gradient('cloth', lighten(k.c.primary, 0.06), darken(k.c.primary, 0.14));
    return {
      width: 104,
      svg: `<path d="M34 4 Q52 14 70 4 L96 16 L104 42 L84 48 L82 100 L22 100 L20 48 L0 42 L8 16 Z" fill="${cloth}"/>
        <path d="M34 4 Q52 18 70 4" stroke="${darken(k.c.primary, 0.3)}" stroke-width="2.2" fill="none"/>
        <path d="M22 52 L20 48 M82 52 L84 48" stroke="${darken(k.c.primary, 0.25)}" stroke-width="1"/>
        <path d="M30 30 Q28 70 32 96" stroke="#ffffff" stroke-opacity="0.12" stroke-width="5" fill="none"/>
        <rect x="44" y="30" width="16" height="5" rx="1" fill="${k.c.paper}" fill-opacity="0.85"/>`,
    };
  },
  sneaker(k) {
    return {
      width: 150,
      svg: `<path d="M8 62 Q10 30 30 26 Q44 24 52 36 Q70 52 104 56 Q138 60 142 76 L142 84 L6 84 Z" fill="${k.c.primary}"/>
        <path d="M4 84 L144 84 Q146 96 134 98 L14 98 Q2 96 4 84 Z" fill="${k.c.paper}"/>
        <path d="M4 90 L146 90" stroke="${darken(k.c.paper, 0.15)}" stroke-width="1.2"/>
        <path d="M30 26 Q44 24 52 36 L42 56 Q30 52 24 40 Z" fill="${darken(k.c.primary, 0.2)}"/>
        ${[0, 1, 2, 3]
          .map(
            (i) =>
              `<path d="M${52 + i * 9} ${38 + i * 4} L${60 + i * 9} ${50 + i * 2.5}" stroke="${k.c.paper}" stroke-width="2.4" stroke-linecap="round"/>`,
          )
          .join('')}
        <path d="M90 66 Q110 62 128 70" stroke="${k.c.secondary}" stroke-width="4" fill="none" stroke-linecap="round"/>
        <rect x="10" y="70" width="14" height="4" rx="2" fill="${k.c.secondary}"/>`,
    };
  },
  ring(k) {
    const gold = k.gradient('gold', '#f4d58d', '#a8772e', true);
    return {
      width: 96,
      svg: `<path d="M6 20 Q48 70 90 20" stroke="${gold}" stroke-width="1.6" fill="none"/>
        <circle cx="48" cy="46" r="4" fill="${gold}"/>
        <ellipse cx="48" cy="78" rx="30" ry="20" fill="none" stroke="${gold}" stroke-width="8"/>
        <ellipse cx="48" cy="78" rx="30" ry="20" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="30 160"/>
        <path d="M40 58 L48 50 L56 58 L48 66 Z" fill="${lighten(k.c.secondary, 0.5)}" stroke="${gold}" stroke-width="1.5"/>
        <path d="M44 58 L48 54 L52 58" stroke="#ffffff" stroke-width="0.8" fill="none"/>`,
    };
  },
  backpack(k) {
    const body = k.gradient('bag', lighten(k.c.primary, 0.05), darken(k.c.primary, 0.22));
    return {
      width: 76,
      svg: `<path d="M26 12 Q38 0 50 12" stroke="${darken(k.c.primary, 0.35)}" stroke-width="4" fill="none"/>
        <rect x="6" y="12" width="64" height="88" rx="16" fill="${body}"/>
        <rect x="14" y="54" width="48" height="38" rx="9" fill="${darken(k.c.primary, 0.12)}"/>
        <path d="M16 60 L60 60" stroke="${k.c.secondary}" stroke-width="2"/>
        <rect x="28" y="70" width="20" height="10" rx="2" fill="${k.c.secondary}"/>
        ${k.label({ x: 38, y: 77.5, size: 3.2, fill: readableOn(k.c.secondary), spacing: 0.3, max: 18 })}
        <path d="M12 22 Q10 60 14 94" stroke="#ffffff" stroke-opacity="0.15" stroke-width="4" fill="none"/>`,
    };
  },
  phone(k) {
    const { big, caption } = k.input.screen;
    const text = readableOn(k.c.primary);
    return {
      width: 52,
      svg: `<rect x="1" y="0" width="50" height="100" rx="8" fill="#15171c"/>
        <rect x="3.5" y="2.5" width="45" height="95" rx="6" fill="${k.c.paper}"/>
        <rect x="3.5" y="2.5" width="45" height="36" rx="6" fill="${k.c.primary}"/>
        <rect x="3.5" y="30" width="45" height="8.5" fill="${k.c.primary}"/>
        <rect x="20" y="4.5" width="12" height="2.4" rx="1.2" fill="#15171c"/>
        <text x="8" y="15" font-family="${k.input.family}" font-size="3" font-weight="700" fill="${text}" fill-opacity="0.85">${escapeXml(k.input.brandName)}</text>
        <text x="8" y="27" font-family="${k.input.family}" font-size="${big.length > 7 ? 6 : 7.5}" font-weight="700" fill="${text}">${escapeXml(big)}</text>
        <text x="8" y="33" font-family="${k.input.family}" font-size="2.6" fill="${text}" fill-opacity="0.85">${escapeXml(caption.slice(0, 30))}</text>
        <path d="M8 62 L15 56 L22 58 L29 49 L36 51 L44 42" stroke="${k.c.primary}" stroke-width="1.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
        <path d="M8 62 L15 56 L22 58 L29 49 L36 51 L44 42 L44 64 L8 64 Z" fill="${k.c.primary}" fill-opacity="0.12"/>
        ${[0, 1, 2]
          .map(
            (i) =>
              `<rect x="8" y="${70 + i * 8}" width="36" height="5.5" rx="1.6" fill="${k.c.secondary}" fill-opacity="0.55"/><rect x="10" y="${72 + i * 8}" width="${14 + i * 5}" height="1.5" rx="0.7" fill="${k.c.ink}" fill-opacity="0.55"/>`,
          )
          .join('')}
        <rect x="12" y="92" width="28" height="3.6" rx="1.8" fill="${k.c.primary}"/>`,
    };
  },
  laptop(k) {
    const { big, caption } = k.input.screen;
    return {
      width: 150,
      svg: `<rect x="14" y="0" width="122" height="84" rx="5" fill="#1b1d22"/>
        <rect x="18" y="4" width="114" height="76" rx="2" fill="${k.c.paper}"/>
        <rect x="18" y="4" width="26" height="76" fill="${k.c.primary}"/>
        ${[0, 1, 2, 3, 4].map((i) => `<rect x="22" y="${16 + i * 8}" width="${12 + (i % 2) * 6}" height="2.4" rx="1.2" fill="#ffffff" fill-opacity="${i === 1 ? 0.95 : 0.55}"/>`).join('')}
        <text x="22" y="11" font-family="${k.input.family}" font-size="3.2" font-weight="700" fill="#ffffff">${escapeXml(k.input.brandName.slice(0, 14))}</text>
        <text x="50" y="20" font-family="${k.input.family}" font-size="8" font-weight="700" fill="${k.c.ink}">${escapeXml(big)}</text>
        <text x="50" y="27" font-family="${k.input.family}" font-size="3" fill="${k.c.ink}" fill-opacity="0.7">${escapeXml(caption.slice(0, 40))}</text>
        ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${52 + i * 10}" y="${72 - (18 + ((i * 37) % 30))}" width="6" height="${18 + ((i * 37) % 30)}" rx="1" fill="${k.c.primary}" fill-opacity="${0.45 + i * 0.07}"/>`).join('')}
        <rect x="50" y="72" width="76" height="0.6" fill="${k.c.ink}" fill-opacity="0.3"/>
        <path d="M0 86 L150 86 L144 98 Q143 100 140 100 L10 100 Q7 100 6 98 Z" fill="#c5c8ce"/>
        <rect x="62" y="86" width="26" height="3" rx="1.5" fill="#9ea2a9"/>`,
    };
  },
  card(k) {
    const face = k.gradient('card', lighten(k.c.primary, 0.1), darken(k.c.primary, 0.3), true);
    const text = readableOn(k.c.primary);
    return {
      width: 130,
      svg: `<g transform="rotate(-12 65 60)">
        <rect x="6" y="22" width="118" height="74" rx="7" fill="${face}"/>
        <circle cx="104" cy="40" r="22" fill="#ffffff" fill-opacity="0.08"/>
        <rect x="18" y="44" width="16" height="12" rx="2" fill="#e6c46c"/>
        <path d="M18 50 L34 50 M26 44 L26 56" stroke="#b08c3a" stroke-width="0.6"/>
        <text x="18" y="36" font-family="${k.input.family}" font-size="6.5" font-weight="700" fill="${text}">${escapeXml(k.input.brandName)}</text>
        <text x="18" y="72" font-family="'DejaVu Sans Mono', monospace" font-size="6" fill="${text}" fill-opacity="0.9">•••• •••• •••• 4821</text>
        <text x="18" y="86" font-family="${k.input.family}" font-size="3.6" fill="${text}" fill-opacity="0.75">ALEX MORGAN</text>
        <circle cx="100" cy="84" r="5" fill="${k.c.secondary}" fill-opacity="0.9"/><circle cx="107" cy="84" r="5" fill="#ffffff" fill-opacity="0.5"/>
        </g>`,
    };
  },
  suitcase(k) {
    const shell = k.gradient('shell', lighten(k.c.primary, 0.12), darken(k.c.primary, 0.22), true);
    return {
      width: 62,
      svg: `<path d="M22 10 L22 2 L40 2 L40 10" stroke="#2b2d33" stroke-width="3" fill="none"/>
        <rect x="4" y="10" width="54" height="82" rx="8" fill="${shell}"/>
        ${[0, 1, 2, 3].map((i) => `<rect x="${13 + i * 11}" y="14" width="3" height="74" rx="1.5" fill="#000000" fill-opacity="0.12"/>`).join('')}
        <rect x="4" y="46" width="54" height="3" fill="#000000" fill-opacity="0.15"/>
        <circle cx="12" cy="96" r="4" fill="#2b2d33"/><circle cx="50" cy="96" r="4" fill="#2b2d33"/>
        <rect x="8" y="14" width="3" height="72" rx="1.5" fill="#ffffff" fill-opacity="0.3"/>
        ${k.label({ x: 31, y: 30, size: 3.4, fill: readableOn(k.c.primary), spacing: 0.4, max: 40 })}`,
    };
  },
  headphones(k) {
    const cup = k.gradient('cup', lighten(k.c.primary, 0.1), darken(k.c.primary, 0.35));
    return {
      width: 96,
      svg: `<path d="M14 62 Q14 6 48 6 Q82 6 82 62" stroke="${darken(k.c.primary, 0.4)}" stroke-width="8" fill="none" stroke-linecap="round"/>
        <path d="M14 62 Q14 6 48 6 Q82 6 82 62" stroke="#ffffff" stroke-opacity="0.15" stroke-width="2" fill="none"/>
        <rect x="2" y="50" width="26" height="46" rx="12" fill="${cup}"/>
        <rect x="68" y="50" width="26" height="46" rx="12" fill="${cup}"/>
        <rect x="22" y="56" width="8" height="34" rx="4" fill="${k.c.secondary}"/>
        <rect x="66" y="56" width="8" height="34" rx="4" fill="${k.c.secondary}"/>
        <circle cx="15" cy="73" r="5" fill="#ffffff" fill-opacity="0.15"/>
        <circle cx="81" cy="73" r="5" fill="#ffffff" fill-opacity="0.15"/>`,
    };
  },
  camera(k) {
    return {
      width: 64,
      svg: `<rect x="28" y="66" width="8" height="22" fill="#d9dce1"/>
        <ellipse cx="32" cy="94" rx="22" ry="6" fill="#e9ebee"/>
        <rect x="4" y="6" width="56" height="62" rx="22" fill="#f4f5f7"/>
        <rect x="10" y="14" width="44" height="44" rx="18" fill="#1b1d22"/>
        <circle cx="32" cy="36" r="13" fill="#2c3038"/>
        <circle cx="32" cy="36" r="8" fill="${darken(k.c.primary, 0.2)}"/>
        <circle cx="29" cy="33" r="3" fill="#ffffff" fill-opacity="0.55"/>
        <circle cx="46" cy="22" r="1.8" fill="${k.c.secondary}"/>
        ${k.label({ x: 32, y: 65, size: 3, fill: '#6b7280', spacing: 0.4, max: 40 })}`,
    };
  },
  bowl(k) {
    const bowl = k.gradient('bowl', k.c.primary, darken(k.c.primary, 0.3));
    return {
      width: 110,
      svg: `<ellipse cx="55" cy="46" rx="42" ry="14" fill="#a0632c"/>
        ${[
          [30, 40, 11],
          [48, 36, 12],
          [66, 38, 11],
          [80, 44, 8],
          [40, 46, 9],
          [60, 46, 10],
        ]
          .map(
            ([x, y, r], i) =>
              `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? '#c98447' : '#b36f36'}"/>`,
          )
          .join('')}
        <circle cx="44" cy="40" r="3" fill="#6aa84f"/><circle cx="64" cy="42" r="2.6" fill="#e06b3a"/><circle cx="54" cy="34" r="2.4" fill="#6aa84f"/>
        <path d="M4 48 Q8 96 55 96 Q102 96 106 48 Z" fill="${bowl}"/>
        <ellipse cx="55" cy="48" rx="51" ry="6" fill="${lighten(k.c.primary, 0.15)}" fill-opacity="0.9"/>
        ${k.label({ x: 55, y: 76, size: 6, fill: readableOn(k.c.primary), spacing: 1, max: 80 })}`,
    };
  },
  pan(k) {
    return {
      width: 150,
      svg: `<rect x="92" y="42" width="56" height="9" rx="4.5" fill="${darken(k.c.primary, 0.45)}"/>
        <ellipse cx="50" cy="50" rx="48" ry="44" fill="${k.c.primary}"/>
        <ellipse cx="50" cy="50" rx="41" ry="37" fill="#f4efe8"/>
        <ellipse cx="50" cy="50" rx="41" ry="37" fill="none" stroke="#000000" stroke-opacity="0.06" stroke-width="3"/>
        <path d="M36 44 Q34 30 48 30 Q62 28 64 42 Q70 58 52 62 Q34 64 36 44 Z" fill="#ffffff"/>
        <circle cx="50" cy="46" r="8" fill="#f6b93b"/>
        <circle cx="47" cy="43" r="2.4" fill="#ffffff" fill-opacity="0.6"/>
        <path d="M18 30 Q30 16 48 14" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    };
  },
  sofa(k) {
    const fabric = k.gradient('sofa', lighten(k.c.primary, 0.08), darken(k.c.primary, 0.12));
    return {
      width: 170,
      svg: `<rect x="14" y="18" width="142" height="46" rx="10" fill="${darken(k.c.primary, 0.08)}"/>
        <rect x="20" y="24" width="64" height="36" rx="8" fill="${fabric}"/>
        <rect x="86" y="24" width="64" height="36" rx="8" fill="${fabric}"/>
        <rect x="4" y="40" width="26" height="48" rx="9" fill="${fabric}"/>
        <rect x="140" y="40" width="26" height="48" rx="9" fill="${fabric}"/>
        <rect x="24" y="56" width="122" height="28" rx="6" fill="${lighten(k.c.primary, 0.06)}"/>
        <path d="M85 58 L85 82" stroke="${darken(k.c.primary, 0.2)}" stroke-width="1.2"/>
        <rect x="12" y="88" width="5" height="12" fill="#5b4636"/><rect x="153" y="88" width="5" height="12" fill="#5b4636"/>
        <rect x="112" y="30" width="24" height="20" rx="5" fill="${k.c.secondary}" transform="rotate(8 124 40)"/>`,
    };
  },
  lamp(k) {
    const shade = k.gradient('shade', lighten(k.c.secondary, 0.3), k.c.primary);
    k.defs.push(
      `<radialGradient id="${k.id('glow')}"><stop offset="0" stop-color="#fff4c2" stop-opacity="0.9"/><stop offset="1" stop-color="#fff4c2" stop-opacity="0"/></radialGradient>`,
    );
    return {
      width: 90,
      svg: `<ellipse cx="45" cy="40" rx="44" ry="36" fill="url(#${k.id('glow')})"/>
        <path d="M8 42 Q8 4 45 4 Q82 4 82 42 Z" fill="${shade}"/>
        <ellipse cx="45" cy="42" rx="37" ry="4" fill="#fff6d5"/>
        <rect x="40" y="42" width="10" height="48" fill="${darken(k.c.primary, 0.1)}"/>
        <ellipse cx="45" cy="95" rx="22" ry="5" fill="${darken(k.c.primary, 0.2)}"/>
        <path d="M20 30 Q24 14 40 10" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    };
  },
  tent(k) {
    return {
      width: 150,
      svg: `<path d="M10 98 L70 8 L130 98 Z" fill="${k.c.primary}"/>
        <path d="M70 8 L130 98 L146 98 L92 20 Z" fill="${darken(k.c.primary, 0.28)}"/>
        <path d="M70 34 L52 98 L88 98 Z" fill="${darken(k.c.primary, 0.45)}"/>
        <path d="M70 34 L60 98 L70 98 Z" fill="${k.c.secondary}" fill-opacity="0.5"/>
        <path d="M70 8 L70 2" stroke="#3a3a3a" stroke-width="1.6"/>
        <path d="M2 98 L148 98" stroke="#3a3a3a" stroke-opacity="0.4" stroke-width="1.4"/>
        <path d="M40 60 L100 60" stroke="#ffffff" stroke-opacity="0.2" stroke-width="1.4"/>`,
    };
  },
  bike(k) {
    const frame = k.c.primary === '#111827' ? k.c.secondary : k.c.primary;
    return {
      width: 160,
      svg: `<circle cx="32" cy="70" r="28" fill="none" stroke="#1f2328" stroke-width="6"/>
        <circle cx="128" cy="70" r="28" fill="none" stroke="#1f2328" stroke-width="6"/>
        <circle cx="32" cy="70" r="3" fill="#1f2328"/><circle cx="128" cy="70" r="3" fill="#1f2328"/>
        <path d="M32 70 L66 70 L104 36 L58 36 Z M66 70 L54 24 M104 36 L128 70 M100 22 L104 36" stroke="${frame}" stroke-width="5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
        <rect x="62" y="40" width="34" height="9" rx="4" fill="#2b2f36" transform="rotate(-38 79 44)"/>
        <path d="M44 22 L62 22" stroke="#1f2328" stroke-width="5" stroke-linecap="round"/>
        <path d="M94 20 Q104 16 110 22" stroke="#1f2328" stroke-width="4" fill="none" stroke-linecap="round"/>
        <circle cx="66" cy="70" r="7" fill="#2b2f36"/>`,
    };
  },
  board(k) {
    return {
      width: 170,
      svg: `<g transform="rotate(-14 85 60)">
        <ellipse cx="85" cy="62" rx="82" ry="17" fill="${k.c.primary}"/>
        <ellipse cx="85" cy="60" rx="76" ry="12" fill="${lighten(k.c.primary, 0.18)}"/>
        <path d="M12 60 L158 60" stroke="${k.c.secondary}" stroke-width="3"/>
        <rect x="62" y="53" width="46" height="14" rx="4" fill="#2b2f36" fill-opacity="0.85"/>
        ${k.label({ x: 130, y: 64, size: 5, fill: readableOn(k.c.primary), spacing: 0.8, max: 44 })}
        </g>
        <path d="M30 18 L120 96" stroke="#2b2f36" stroke-width="3"/>
        <path d="M114 88 Q126 92 126 102 Q116 104 110 94 Z" fill="#2b2f36"/>`,
    };
  },
  book(k) {
    const cover = k.gradient('cover', lighten(k.c.primary, 0.1), darken(k.c.primary, 0.2));
    return {
      width: 78,
      svg: `<path d="M10 6 L18 2 L18 96 L10 100 Z" fill="${darken(k.c.primary, 0.4)}"/>
        <rect x="18" y="2" width="56" height="94" rx="2" fill="${cover}"/>
        <rect x="18" y="96" width="56" height="4" fill="#f3efe6"/>
        <circle cx="46" cy="44" r="15" fill="${k.c.secondary}"/>
        <circle cx="46" cy="40" r="6" fill="${k.c.paper}"/>
        <path d="M36 54 Q46 44 56 54" fill="${k.c.paper}"/>
        ${k.label({ x: 46, y: 74, size: 4.6, fill: readableOn(k.c.primary), text: k.input.productName, spacing: 0.2, max: 50 })}
        ${k.label({ x: 46, y: 88, size: 3.4, fill: readableOn(k.c.primary), spacing: 0.8, max: 50 })}`,
    };
  },
  dumbbell(k) {
    const plate = k.gradient('plate', lighten(k.c.ink, 0.15), darken(k.c.ink, 0.1));
    return {
      width: 160,
      svg: `<rect x="40" y="52" width="80" height="10" rx="4" fill="#b9bec6"/>
        ${[0, 1, 2]
          .map(
            (i) =>
              `<rect x="${10 + i * 10}" y="${24 + i * 4}" width="9" height="${66 - i * 8}" rx="3" fill="${plate}"/><rect x="${141 - i * 10}" y="${24 + i * 4}" width="9" height="${66 - i * 8}" rx="3" fill="${plate}"/>`,
          )
          .join('')}
        <rect x="40" y="48" width="8" height="18" rx="2" fill="${k.c.primary}"/>
        <rect x="112" y="48" width="8" height="18" rx="2" fill="${k.c.primary}"/>
        <rect x="58" y="46" width="44" height="22" rx="4" fill="#1b1d22"/>
        <text x="80" y="60" font-family="'DejaVu Sans Mono', monospace" font-size="8" font-weight="700" fill="${k.c.primary}" text-anchor="middle">25 kg</text>`,
    };
  },
  house(k) {
    return {
      width: 140,
      svg: `<path d="M14 48 L70 6 L126 48 Z" fill="${darken(k.c.primary, 0.3)}"/>
        <rect x="24" y="44" width="92" height="56" fill="${k.c.paper}"/>
        <rect x="24" y="44" width="92" height="56" fill="${k.c.secondary}" fill-opacity="0.35"/>
        <rect x="34" y="56" width="22" height="18" fill="#ffd98a"/><rect x="84" y="56" width="22" height="18" fill="#ffd98a"/>
        <path d="M45 56 L45 74 M34 65 L56 65 M95 56 L95 74 M84 65 L106 65" stroke="${darken(k.c.primary, 0.3)}" stroke-width="1.4"/>
        <rect x="62" y="68" width="16" height="32" fill="${k.c.primary}"/>
        <circle cx="74" cy="85" r="1.2" fill="#ffd98a"/>
        <rect x="94" y="14" width="10" height="20" fill="${darken(k.c.primary, 0.45)}"/>`,
    };
  },
  paddle(k) {
    const face = k.gradient('face', lighten(k.c.primary, 0.1), darken(k.c.primary, 0.25));
    return {
      width: 96,
      svg: `<g transform="rotate(-18 40 50)">
        <rect x="14" y="2" width="52" height="64" rx="22" fill="${face}"/>
        <rect x="18" y="6" width="44" height="56" rx="19" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="1"/>
        ${k.label({ x: 40, y: 36, size: 5, fill: readableOn(k.c.primary), spacing: 0.6, max: 44 })}
        <rect x="34" y="64" width="12" height="34" rx="4" fill="#1f2328"/>
        </g>
        <circle cx="80" cy="80" r="13" fill="#e9f54a"/>
        ${[
          [76, 74],
          [84, 76],
          [78, 84],
          [86, 86],
          [72, 82],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.6" fill="#b5c02a"/>`)
          .join('')}`,
    };
  },
};

/**
 * The packshot, `height` pixels tall (less when it would be wider than `maxWidth`), centred on `cx` with its base
 * on `bottom`, over a soft shadow. Answers the SVG and the size it took.
 */
export function packshotSvg(
  input: PackshotInput,
  place: { cx: number; bottom: number; height: number; maxWidth?: number; shadow?: boolean },
): { svg: string; width: number; height: number } {
  const k = kit(input);
  const drawing = DRAW[input.shape](k);
  const height = Math.min(place.height, ((place.maxWidth ?? Infinity) / drawing.width) * 100);
  const scale = height / 100;
  const width = drawing.width * scale;
  const x = place.cx - width / 2;
  const y = place.bottom - height;
  const shadowId = `${input.idPrefix}-shadow`;
  const shadow =
    place.shadow === false
      ? ''
      : `<filter id="${shadowId}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${round(height * 0.03)}"/></filter>
         <ellipse cx="${round(place.cx)}" cy="${round(place.bottom)}" rx="${round(width * 0.52)}" ry="${round(height * 0.05)}" fill="#000000" fill-opacity="0.28" filter="url(#${shadowId})"/>`;
  const svg = `<defs>${k.defs.join('')}</defs>${shadow}<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})">${drawing.svg}</g>`;
  return { svg, width, height };
}

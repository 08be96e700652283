import { hashString, uniform } from './random.ts';

/**
 * Thumbnails of the sandbox's creatives: a product shot drawn from the creative hash alone, so
 * the same hash always gives the same picture and no file has to be stored.
 */

/** What a creative hash may look like: letters, digits, '_' and '-', at most 100 characters. */
export const THUMBNAIL_HASH_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Video ids are digits (Meta) or `v` and digits first (TikTok); image hashes are hexadecimal. */
export const isVideoHash = (hash: string): boolean => /^\d+$/.test(hash) || /^v\d/.test(hash);

const PRODUCTS: readonly { name: string; paths: readonly string[] }[] = [
  {
    name: 'tee',
    paths: [
      'M112 92 L140 78 Q160 98 180 78 L208 92 L246 128 L220 152 L206 140 L206 250 L114 250 L114 140 L100 152 L74 128 Z',
    ],
  },
  { name: 'legging', paths: ['M128 78 L192 78 L202 252 L170 252 L160 138 L150 252 L118 252 Z'] },
  {
    name: 'tank',
    paths: [
      'M132 78 L146 78 Q160 104 174 78 L188 78 Q188 112 206 126 L206 250 L114 250 L114 126 Q132 112 132 78 Z',
    ],
  },
  {
    name: 'hoodie',
    paths: [
      'M118 98 Q122 66 160 62 Q198 66 202 98 L244 136 L226 222 L208 214 L208 252 L112 252 L112 214 L94 222 L76 136 Z',
      'M138 96 Q160 118 182 96 Q178 78 160 76 Q142 78 138 96 Z',
    ],
  },
  {
    name: 'sneaker',
    paths: [
      'M70 214 Q74 170 118 166 L150 186 Q204 190 246 206 Q254 216 250 230 L74 230 Q68 224 70 214 Z',
      'M74 232 L250 232 L248 242 L76 242 Z',
    ],
  },
  {
    name: 'cap',
    paths: ['M96 196 Q100 122 160 118 Q220 122 224 196 Z', 'M206 188 Q254 190 266 204 L206 204 Z'],
  },
];

const BADGES = ['NEW', 'BESTSELLER', 'SALE', 'LIMITED', 'BACK IN STOCK', 'ECO'] as const;

const hsl = (hue: number, saturation: number, lightness: number): string =>
  `hsl(${Math.round(hue) % 360},${saturation}%,${lightness}%)`;

/** The SVG thumbnail of a creative hash; throws when the hash is not a creative hash. */
export function thumbnailSvg(hash: string): string {
  if (!THUMBNAIL_HASH_PATTERN.test(hash)) {
    throw new Error('A creative hash is 1 to 100 letters, digits, _ or -');
  }
  const seed = hashString(hash);
  const hue = uniform(seed, 1) * 360;
  const product = PRODUCTS[Math.floor(uniform(seed, 2) * PRODUCTS.length)] ?? PRODUCTS[0];
  const badge = BADGES[Math.floor(uniform(seed, 3) * BADGES.length)] ?? 'NEW';
  const sunX = 60 + uniform(seed, 4) * 200;
  const sunY = 50 + uniform(seed, 5) * 80;
  const sunRadius = 40 + uniform(seed, 6) * 50;
  const garment = hsl(hue + 150 + uniform(seed, 7) * 60, 40, 30 + uniform(seed, 8) * 20);
  const video = isVideoHash(hash);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="${video ? 'Video' : 'Image'} creative ${hash.slice(0, 12)}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${hsl(hue, 70, 90)}"/><stop offset="1" stop-color="${hsl(hue + 40, 55, 72)}"/>`,
    '</linearGradient></defs>',
    '<rect width="320" height="320" fill="url(#bg)"/>',
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${sunRadius.toFixed(0)}" fill="${hsl(hue + 20, 85, 96)}" opacity="0.55"/>`,
    '<ellipse cx="160" cy="262" rx="96" ry="12" fill="#000" opacity="0.08"/>',
    ...(product?.paths ?? []).map((path, index) =>
      // Details (a hood's opening, a sole, a peak) are drawn as a shade over the garment.
      index === 0
        ? `<path d="${path}" fill="${garment}"/>`
        : `<path d="${path}" fill="${garment}"/><path d="${path}" fill="#000" opacity="0.2"/>`,
    ),
    `<rect x="14" y="14" width="${badge.length * 9 + 20}" height="26" rx="13" fill="#fff" opacity="0.9"/>`,
    `<text x="24" y="32" font-family="Helvetica,Arial,sans-serif" font-size="13" font-weight="700" fill="${garment}">${badge}</text>`,
    `<text x="16" y="304" font-family="Menlo,monospace" font-size="11" fill="#000" opacity="0.45">#${hash.slice(-8)}</text>`,
  ];
  if (video) {
    parts.push(
      '<circle cx="160" cy="160" r="34" fill="#000" opacity="0.45"/>',
      '<path d="M150 142 L178 160 L150 178 Z" fill="#fff"/>',
      '<rect x="16" y="286" width="288" height="4" rx="2" fill="#fff" opacity="0.5"/>',
      `<rect x="16" y="286" width="${(40 + uniform(seed, 9) * 200).toFixed(0)}" height="4" rx="2" fill="#fff"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

import sharp from 'sharp';
import type { DesignRenderInput, LibraryDesign } from './library-contract.ts';

/*
 * Hookline's own template library. A first layout only: the library's layouts and designs replace it.
 */
export type { DesignFieldValue, DesignRenderInput, LibraryDesign } from './library-contract.ts';

const escape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const SAMPLE: LibraryDesign = {
  key: 'sale-banner-beauty-1',
  name: 'Glow sale',
  industry: 'beauty',
  theme: 'sale',
  orientation: 'portrait',
  season: null,
  addedOn: '2026-11-01',
  slots: [
    {
      key: 'headline',
      kind: 'text',
      role: 'headline',
      label: 'Headline',
      maxLength: 40,
      default: 'Glow for less',
    },
    { key: 'cta', kind: 'text', role: 'cta', label: 'Call to action', maxLength: 20, default: 'Shop now' },
    {
      key: 'product',
      kind: 'image',
      role: 'product',
      label: 'Product image',
      maxLength: null,
      default: null,
    },
    {
      key: 'background',
      kind: 'colour',
      role: 'background',
      label: 'Background',
      maxLength: null,
      default: '#f6e7df',
    },
    { key: 'accent', kind: 'colour', role: 'accent', label: 'Accent', maxLength: null, default: '#b33b5b' },
  ],
};

/** Every design of the offline library. */
export function hooklineLibrary(): LibraryDesign[] {
  return [
    SAMPLE,
    { ...SAMPLE, key: 'sale-banner-beauty-2', name: 'Glow sale square', orientation: 'landscape' },
  ];
}

/** The design with its slots filled, as an SVG of `width` by `height` (images embedded as data URIs). */
export function renderDesignSvg(input: DesignRenderInput): string {
  const { design, width, height } = input;
  const text = (key: string) => {
    const value = input.fields?.[key];
    return typeof value === 'string' ? value : (design.slots.find((slot) => slot.key === key)?.default ?? '');
  };
  const colour = (key: string) =>
    input.colours?.[key] ?? design.slots.find((slot) => slot.key === key)?.default ?? '#000000';
  const product = input.fields?.['product'];
  const image =
    product && typeof product !== 'string'
      ? `<image href="data:image/png;base64,${product.image.toString('base64')}" x="${width * 0.15}" y="${height * 0.35}" width="${width * 0.7}" height="${height * 0.45}" preserveAspectRatio="xMidYMid meet"/>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${colour('background')}"/>`,
    `<text x="50%" y="${height * 0.2}" text-anchor="middle" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="${width * 0.08}" fill="${colour('accent')}">${escape(text('headline'))}</text>`,
    image,
    `<text x="50%" y="${height * 0.9}" text-anchor="middle" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="${width * 0.05}" fill="#111111">${escape(text('cta'))}</text>`,
    '</svg>',
  ].join('');
}

/** The design rendered to a PNG. */
export function renderDesignPng(input: DesignRenderInput): Promise<Buffer> {
  return sharp(Buffer.from(renderDesignSvg(input)))
    .png()
    .toBuffer();
}

import { TEMPLATE_RENDER_PIXELS, TEMPLATE_RENDER_SIZES } from '@hookline/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../platform/images/svg/colours.ts';
import { textWidth } from '../../../platform/images/svg/svg-text.ts';
import { Canvas } from './canvas.ts';
import { textOn } from '../../../platform/images/svg/colours.ts';
import { hooklineLibrary, renderDesignPng, renderDesignSvg, type LibraryDesign } from './index.ts';

const library = hooklineLibrary();
const SIZES = TEMPLATE_RENDER_SIZES.map((size) => TEMPLATE_RENDER_PIXELS[size]);
/** The previews the list shows: 540 wide. */
const PREVIEWS = SIZES.map(({ width, height }) => ({ width: width / 2, height: height / 2 }));

/** One design of each layout: the first word groups of their keys differ. */
const oneOfEachLayout = (() => {
  const seen = new Map<string, LibraryDesign>();
  for (const design of library) {
    const layout = design.key.replace(
      /-(beauty|fashion|food|health|home|jewellery|kids|pets|sports|subscription).*$/,
      '',
    );
    if (!seen.has(layout)) seen.set(layout, design);
  }
  return [...seen.values()];
})();

interface TextElement {
  x: number;
  y: number;
  size: number;
  anchor: string;
  spacing: number;
  content: string;
  type: 'sans' | 'serif' | 'condensed';
  rotated: boolean;
}

const unescape = (text: string) =>
  text.replace(
    /&lt;|&gt;|&amp;|&apos;|&quot;/g,
    (entity) => ({ '&lt;': '<', '&gt;': '>', '&amp;': '&', '&apos;': "'", '&quot;': '"' })[entity]!,
  );

function textElements(svg: string): TextElement[] {
  const elements: TextElement[] = [];
  const rotatedRanges: [number, number][] = [];
  for (const group of svg.matchAll(/<g transform="rotate[^"]*">[\s\S]*?<\/g>/g)) {
    rotatedRanges.push([group.index, group.index + group[0].length]);
  }
  for (const match of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    const attributes = match[1]!;
    const number = (name: string) => Number(new RegExp(`${name}="(-?[\\d.]+)"`).exec(attributes)?.[1] ?? 0);
    elements.push({
      x: number(' ?x'),
      y: number(' y'),
      size: number('font-size'),
      anchor: /text-anchor="(\w+)"/.exec(attributes)?.[1] ?? 'start',
      spacing: number('letter-spacing'),
      content: unescape(match[2]!),
      type: attributes.includes('Sans Narrow')
        ? 'condensed'
        : attributes.includes("'Liberation Serif'")
          ? 'serif'
          : 'sans',
      rotated: rotatedRanges.some(([from, to]) => match.index > from && match.index < to),
    });
  }
  return elements;
}

/** Every text's box, by its position, size and estimated width, lies inside the canvas. */
function expectTextInside(svg: string, width: number, height: number, label: string) {
  for (const text of textElements(svg)) {
    if (!text.content.trim()) continue;
    const where = `${label}: "${text.content}"`;
    const estimated =
      textWidth(text.content, text.size, text.type) * 0.97 + text.spacing * text.content.length;
    const left =
      text.anchor === 'middle' ? text.x - estimated / 2 : text.anchor === 'end' ? text.x - estimated : text.x;
    expect(text.y, where).toBeLessThanOrEqual(height);
    expect(text.y - text.size * 0.75, where).toBeGreaterThanOrEqual(0);
    expect(left, where).toBeGreaterThanOrEqual(-1);
    expect(left + estimated, where).toBeLessThanOrEqual(width + 1);
  }
}

/** Every text slot filled with words far longer than the layout holds, one overlong word among them. */
function overfilled(design: LibraryDesign): Record<string, string> {
  return Object.fromEntries(
    design.slots
      .filter((slot) => slot.kind === 'text')
      .map((slot) => [
        slot.key,
        `Extraordinarily long ${'wonderful words keep coming '.repeat(6)}Supercalifragilisticexpialidocious`.slice(
          0,
          Math.max(24, (slot.maxLength ?? 40) * 2),
        ),
      ]),
  );
}

async function image(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 200 } } });
  return format === 'png'
    ? base.png().toBuffer()
    : format === 'jpeg'
      ? base.jpeg().toBuffer()
      : base.webp().toBuffer();
}

/** The design at 540x675 with `bytes` as its product image. */
function heroPngWith(design: LibraryDesign, bytes: Buffer): Promise<Buffer> {
  return renderDesignPng(
    { design, fields: { product: { image: bytes } }, width: 540, height: 675 },
    'background',
  );
}

describe('rendering a library design', () => {
  it('renders every design to a PNG of each asked size', async () => {
    for (const design of library) {
      for (const size of PREVIEWS) {
        const png = await renderDesignPng({ design, ...size }, 'background');
        const meta = await sharp(png).metadata();
        expect([meta.format, meta.width, meta.height], design.key).toEqual(['png', size.width, size.height]);
      }
    }
  }, 240_000);

  it('renders each layout at the full sizes, and with every text emptied', async () => {
    for (const design of oneOfEachLayout) {
      const emptied = Object.fromEntries(
        design.slots.filter((slot) => slot.kind === 'text').map((slot) => [slot.key, '']),
      );
      for (const size of SIZES) {
        const meta = await sharp(await renderDesignPng({ design, ...size }, 'background')).metadata();
        expect([meta.width, meta.height]).toEqual([size.width, size.height]);
        const svg = renderDesignSvg({ design, fields: emptied, ...size });
        expect(svg).not.toMatch(/undefined|NaN/);
        expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(size.width);
      }
    }
  }, 120_000);

  it('keeps every sample text inside the canvas at every size', () => {
    for (const design of library) {
      for (const size of [...SIZES, ...PREVIEWS]) {
        const svg = renderDesignSvg({ design, ...size });
        expect(svg, design.key).not.toMatch(/undefined|NaN|\[object/);
        expectTextInside(svg, size.width, size.height, design.key);
      }
    }
  });

  it('keeps overlong texts inside the canvas: they wrap, shrink and end in an ellipsis', () => {
    for (const design of library) {
      const fields = overfilled(design);
      for (const size of SIZES) {
        const svg = renderDesignSvg({ design, fields, ...size });
        expectTextInside(svg, size.width, size.height, `${design.key} ${size.width}x${size.height}`);
      }
    }
    const hero = library.find((design) => design.key.startsWith('hero-'))!;
    const svg = renderDesignSvg({ design: hero, fields: overfilled(hero), width: 1080, height: 1350 });
    expect(svg).toContain('…');
  });

  it('uses a person’s words, escaped, and drops characters XML cannot hold', async () => {
    const design = oneOfEachLayout[0]!;
    const svg = renderDesignSvg({
      design,
      fields: { headline: 'Fish & <chips>\u0000 "now" \uD800here\uDFFF 😀', cta: 'Buy\u0007 it' },
      width: 1080,
      height: 1350,
    });
    expect(svg).toContain('Fish &amp; &lt;chips&gt;');
    expect(svg).toContain('😀');
    expect(svg).toContain('Buy it');
    expect(svg).not.toContain('\u0000');
    expect(svg).not.toContain('\u0007');
    // No lone surrogate is left: encoding and decoding as UTF-8 would have replaced it.
    expect(Buffer.from(svg, 'utf8').toString('utf8')).toBe(svg);
    const meta = await sharp(
      await renderDesignPng(
        { design, fields: { headline: 'a\u0000b\uDC00' }, width: 540, height: 675 },
        'background',
      ),
    ).metadata();
    expect(meta.width).toBe(540);
  });

  it('embeds PNG, JPEG and WebP images, covering or containing as the layout does, and ignores bytes that are no image', async () => {
    const native = library.find((design) => design.key.startsWith('native-post'))!;
    const hero = library.find((design) => design.key.startsWith('hero-'))!;
    const png = await image('png', 300, 200);
    const jpeg = await image('jpeg', 200, 300);
    const webp = await image('webp', 250, 250);
    const cover = renderDesignSvg({
      design: native,
      fields: { product: { image: jpeg } },
      width: 1080,
      height: 1080,
    });
    expect(cover).toContain('data:image/jpeg;base64,');
    expect(cover).toContain('preserveAspectRatio="xMidYMid slice"');
    // A cut-out (a PNG with transparency) is shown whole; a photo becomes a rounded card it covers.
    const cutOut = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 30, g: 140, b: 200, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const contain = renderDesignSvg({
      design: hero,
      fields: { product: { image: cutOut }, logo: { image: png } },
      width: 1080,
      height: 1350,
    });
    expect(contain).toContain('preserveAspectRatio="xMidYMid meet"');
    expect(contain).toContain('preserveAspectRatio="xMinYMid meet"');
    const photo = renderDesignSvg({
      design: hero,
      fields: { product: { image: jpeg } },
      width: 1080,
      height: 1350,
    });
    expect(photo).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(photo).toMatch(/<clipPath id="[^"]+"><rect [^>]*rx="[1-9]/);
    for (const bytes of [png, jpeg, webp]) {
      const out = await heroPngWith(hero, bytes);
      const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
      // The product's blue shows somewhere in the render, WebP included.
      let blue = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        if (data[i]! < 60 && data[i + 2]! > 170 && data[i + 1]! > 110 && data[i + 1]! < 170) blue += 1;
      }
      expect(blue).toBeGreaterThan(1000);
    }
    const junk = renderDesignSvg({
      design: hero,
      fields: { product: { image: Buffer.from('not an image at all') } },
      width: 540,
      height: 675,
    });
    expect(junk).not.toContain('<image');
    expect((await sharp(await heroPngWith(hero, Buffer.from('nope'))).metadata()).width).toBe(540);
  });

  it('turns a large, a sideways and a broken image into something the renderer draws', async () => {
    const hero = library.find((design) => design.key.startsWith('hero-'))!;
    const large = await image('jpeg', 3000, 2000);
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#1e8cc8' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const broken = Buffer.concat([(await image('png', 50, 50)).subarray(0, 40), Buffer.alloc(200, 7)]);
    for (const bytes of [large, sideways, broken]) {
      const png = await heroPngWith(hero, bytes);
      expect((await sharp(png).metadata()).width).toBe(540);
    }
  });

  it('keeps text readable when a person picks colours that clash', () => {
    const design = library[0]!;
    for (const [background, text] of [
      ['#777777', '#787878'],
      ['#ffffff', '#fefefe'],
      ['#000000', '#050505'],
      ['#ff0000', '#ff2200'],
    ] as const) {
      const canvas = new Canvas(
        { design, colours: { background, text, accent: background }, width: 1080, height: 1350 },
        {
          brand: 'Brand',
          product: 'Product',
          shape: 'box',
          type: 'sans',
        },
      );
      expect(contrastRatio(canvas.ink, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(canvas.soft, background)).toBeGreaterThanOrEqual(4.5);
      const svg = renderDesignSvg({
        design,
        colours: { background, text, accent: background },
        width: 1080,
        height: 1350,
      });
      expect(svg).not.toContain(`fill="${text}"`);
    }
  });

  it('sets text on any fill at 4.5:1 or more', () => {
    for (let red = 0; red < 256; red += 17) {
      for (let green = 0; green < 256; green += 17) {
        for (let blue = 0; blue < 256; blue += 51) {
          const fill = `#${[red, green, blue].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(textOn(fill), fill), fill).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('shows the sample brand on the library preview only, and the person’s logo once they fill the design', async () => {
    const design = library.find((candidate) => candidate.key.startsWith('hero-beauty'))!;
    // The wordmark at the top, and the label of the drawn product.
    const wordmarks = (svg: string) => svg.split('>LUMEN</text>').length - 1;
    expect(wordmarks(renderDesignSvg({ design, width: 540, height: 675 }))).toBe(2);
    const mine = renderDesignSvg({ design, fields: { headline: 'Our own words' }, width: 540, height: 675 });
    expect(wordmarks(mine)).toBe(1);
    const logo = await image('png', 400, 100);
    expect(renderDesignSvg({ design, fields: { logo: { image: logo } }, width: 540, height: 675 })).toContain(
      'data:image/png;base64,',
    );
  });

  it('ignores colours that are not #RRGGBB', () => {
    const design = library[0]!;
    const svg = renderDesignSvg({
      design,
      colours: { background: 'red"/><script>' },
      width: 540,
      height: 675,
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain(design.slots.find((slot) => slot.key === 'background')!.default!);
  });
});

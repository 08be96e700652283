import { ctaPill } from '../../../platform/images/svg/ad-parts.ts';
import { contrastRatio, legibleOn, luminance, mix, textOn } from '../../../platform/images/svg/colours.ts';
import { packshotSvg } from '../../../platform/images/svg/packshots.ts';
import type { BrandType, ProductShape } from '../../../platform/images/svg/svg-look.ts';
import {
  escapeXml,
  fitText,
  FONT_STACKS,
  linesHeight,
  textWidth,
  wrapText,
} from '../../../platform/images/svg/svg-text.ts';
import { cleanText, hasAlpha, imageMime } from './design-inputs.ts';
import type { DesignFieldValue, DesignRenderInput } from './library-contract.ts';

/*
 * What a layout draws with: the canvas's size in units of one hundredth of its width, the design's colours made
 * readable, its texts made safe for XML, and the blocks every layout places (fitted text, the product, the logo,
 * the call to action).
 */

/** The sample brand a design's built-in drawings carry until a person puts in their own logo and product. */
export interface SampleLook {
  brand: string;
  product: string;
  shape: ProductShape;
  type: BrandType;
}

type Anchor = 'start' | 'middle' | 'end';

export interface TextBlock {
  svg: string;
  /** The y just under the last line. */
  bottom: number;
  size: number;
  lines: string[];
}

const HEX = /^#[0-9a-f]{6}$/i;

const n = (value: number) => Number(value.toFixed(1));

export class Canvas {
  readonly w: number;
  readonly h: number;
  /** One hundredth of the width. */
  readonly u: number;
  /** The height in units: 100 square, 125 portrait, 177.8 story. */
  readonly H: number;
  readonly bg: string;
  readonly accent: string;
  /** The text colour, readable on the background. */
  readonly ink: string;
  /** Secondary text on the background, still readable. */
  readonly soft: string;
  /** Text on the accent. */
  readonly onAccent: string;
  readonly family: string;
  readonly sans = FONT_STACKS.sans;
  readonly serif = FONT_STACKS.serif;
  readonly narrow = FONT_STACKS.condensed;
  private ids = 0;

  constructor(
    private readonly input: DesignRenderInput,
    readonly look: SampleLook,
  ) {
    this.w = input.width;
    this.h = input.height;
    this.u = input.width / 100;
    this.H = input.height / this.u;
    this.bg = this.colour('background', '#ffffff');
    this.accent = this.colour('accent', '#222222');
    this.ink = legibleOn(this.colour('text', '#111111'), this.bg);
    this.soft = legibleOn(mix(this.ink, this.bg, 0.28), this.bg);
    this.onAccent = textOn(this.accent);
    this.family = FONT_STACKS[look.type];
  }

  /** True once a person has filled any slot: the sample brand's wordmark then gives way. */
  get filled(): boolean {
    return Object.keys(this.input.fields ?? {}).length > 0;
  }

  /** True when the canvas is near square, where stacked layouts go side by side. */
  get square(): boolean {
    return this.H < 112;
  }

  /** True for the 9:16 story. */
  get tall(): boolean {
    return this.H > 150;
  }

  /** A unique id for defs. */
  id(name: string): string {
    this.ids += 1;
    return `${name}${this.ids}`;
  }

  colour(key: string, fallback: string): string {
    const given = this.input.colours?.[key];
    if (given && HEX.test(given)) return given.toLowerCase();
    const slot = this.input.design.slots.find((candidate) => candidate.key === key);
    return slot?.default && HEX.test(slot.default) ? slot.default.toLowerCase() : fallback;
  }

  /** Text that reads on `background`: the given colour or a shade of it. */
  readable(colour: string, background: string): string {
    return legibleOn(colour, background);
  }

  /** The text of a slot as filled (or its default), made safe. */
  text(key: string): string {
    const value = this.field(key);
    const slot = this.input.design.slots.find((candidate) => candidate.key === key);
    const raw = typeof value === 'string' ? value : (slot?.default ?? '');
    return cleanText(raw);
  }

  private field(key: string): DesignFieldValue | undefined {
    return this.input.fields?.[key];
  }

  /** A filled image slot as a data URI (PNG, JPEG or WebP), or null. */
  imageUri(key: string): string | null {
    const value = this.field(key);
    if (!value || typeof value === 'string' || !Buffer.isBuffer(value.image)) return null;
    const mime = imageMime(value.image);
    return mime ? `data:${mime};base64,${value.image.toString('base64')}` : null;
  }

  /**
   * A text fitted into `maxLines` lines of `maxWidth`, shrinking from `maxSize` to `minSize`; a word too long
   * even then is cut with an ellipsis, so no line is wider than the box.
   */
  block(input: {
    text: string;
    x: number;
    top: number;
    maxWidth: number;
    maxLines: number;
    maxSize: number;
    minSize?: number;
    fill: string;
    family?: string;
    type?: BrandType;
    weight?: number;
    anchor?: Anchor;
    lineHeight?: number;
    upper?: boolean;
    spacing?: number;
    italic?: boolean;
    opacity?: number;
  }): TextBlock {
    const text = input.upper ? input.text.toUpperCase() : input.text;
    const family = input.family ?? this.family;
    const type =
      input.type ?? (family === this.serif ? 'serif' : family === this.narrow ? 'condensed' : 'sans');
    const spacingEms = (input.spacing ?? 0) / Math.max(1, input.maxSize);
    const fitOptions = {
      maxWidth: input.maxWidth / (1 + spacingEms * 1.6),
      maxLines: input.maxLines,
      maxSize: input.maxSize,
      minSize: Math.min(input.minSize ?? input.maxSize * 0.55, input.maxSize),
      type,
    };
    const fitted = fewerLines(text, fitText(text, fitOptions), fitOptions);
    const lines = fitted.lines.map((line) => clip(line, fitted.size, input.maxWidth, type));
    const lineHeight = input.lineHeight ?? 1.14;
    const attributes = [
      `font-family="${family}"`,
      `font-size="${n(fitted.size)}"`,
      `font-weight="${input.weight ?? 700}"`,
      `fill="${input.fill}"`,
      `text-anchor="${input.anchor ?? 'start'}"`,
      input.spacing
        ? `letter-spacing="${n(input.spacing * (fitted.size / input.maxSize))}"`
        : // Big bold type set a touch tight, as display type is.
          (input.weight ?? 700) >= 700 && fitted.size >= this.u * 5.5
          ? `letter-spacing="${n(-fitted.size * 0.015)}"`
          : '',
      input.italic ? 'font-style="italic"' : '',
      input.opacity === undefined ? '' : `fill-opacity="${input.opacity}"`,
    ]
      .filter(Boolean)
      .join(' ');
    const svg = lines
      .map(
        (line, index) =>
          `<text x="${n(input.x)}" y="${n(input.top + fitted.size * 0.9 + index * fitted.size * lineHeight)}" ${attributes}>${escapeXml(line)}</text>`,
      )
      .join('');
    return {
      svg: text ? svg : '',
      bottom: text ? input.top + linesHeight(lines.length, fitted.size, lineHeight) : input.top,
      size: fitted.size,
      lines,
    };
  }

  /**
   * The product in the box: the person's image (contained, or covering a clipped box) or, with none, the sample
   * packshot standing on the box's bottom.
   */
  product(input: {
    key?: string;
    x: number;
    y: number;
    width: number;
    height: number;
    fit?: 'contain' | 'cover';
    radius?: number;
    muted?: boolean;
    shadow?: boolean;
  }): string {
    const { x, y, width, height } = input;
    if (width <= 0 || height <= 0) return '';
    const uri = this.imageUri(input.key ?? 'product');
    const filter = input.muted ? this.mutedFilter() : null;
    const wrap = (svg: string) => (filter ? `<g filter="url(#${filter.id})">${filter.defs}${svg}</g>` : svg);
    if (uri) {
      if (input.fit === 'cover') {
        return wrap(this.coverImage(uri, { x, y, width, height }, input.radius ?? 0));
      }
      if (this.isCutOut(input.key ?? 'product')) {
        return wrap(
          `<image href="${uri}" x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" preserveAspectRatio="xMidYMid meet"/>`,
        );
      }
      // A photo with its own background reads as a print on the page: a rounded card, covered, no wider than 4:5.
      const cardWidth = Math.min(width, height * 0.8);
      const cardHeight = Math.min(height, cardWidth * 1.25);
      const box = {
        x: x + (width - cardWidth) / 2,
        y: y + (height - cardHeight) / 2,
        width: cardWidth,
        height: cardHeight,
      };
      const shade = this.rect(
        box.x + this.u * 0.6,
        box.y + this.u * 1,
        box.width,
        box.height,
        '#000000',
        this.u * 3,
        'fill-opacity="0.12"',
      );
      return wrap(shade + this.coverImage(uri, box, this.u * 3));
    }
    const pad = input.fit === 'cover' ? Math.min(width, height) * 0.14 : 0;
    const drawing = {
      shape: this.look.shape,
      colours: {
        primary: this.productColour,
        secondary: mix(this.productColour, '#ffffff', 0.62),
        paper: mix(this.bg, '#ffffff', 0.75),
        ink: '#1d1d1f',
      },
      brandName: this.look.brand,
      productName: this.look.product,
      family: this.sans,
      screen: { big: '4.9', caption: 'Rated by members' },
      idPrefix: this.id('shot'),
    };
    const place = {
      cx: x + width / 2,
      height: height - pad * 2,
      maxWidth: width - pad * 2,
      shadow: input.shadow,
    };
    // A wide product (a ring, a sofa) is shorter than its box: it stands a little below the box's middle.
    const measured = packshotSvg(drawing, { ...place, bottom: 0 });
    const spare = place.height - measured.height;
    const shot = packshotSvg(drawing, { ...place, bottom: y + height - pad - spare * 0.4 });
    return wrap(shot.svg);
  }

  /**
   * The sample product's colour: the accent when it is a deep one that stands out from the page, else a deep
   * shade of the page, else the accent, else the text colour.
   */
  private get productColour(): string {
    const candidates = [
      luminance(this.accent) < 0.45 ? this.accent : null,
      mix(this.bg, '#000000', 0.3),
      this.accent,
      this.ink,
    ];
    return candidates.find((colour) => colour && contrastRatio(colour, this.bg) >= 1.8) ?? this.ink;
  }

  private mutedFilter(): { id: string; defs: string } {
    const id = this.id('mute');
    return {
      id,
      defs: `<filter id="${id}"><feColorMatrix type="saturate" values="0.08"/><feComponentTransfer><feFuncA type="linear" slope="0.75"/></feComponentTransfer></filter>`,
    };
  }

  private coverImage(
    uri: string,
    box: { x: number; y: number; width: number; height: number },
    radius: number,
  ): string {
    const clipId = this.id('clip');
    const { x, y, width, height } = box;
    return `<clipPath id="${clipId}"><rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(radius)}"/></clipPath><image href="${uri}" x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${clipId})"/>`;
  }

  /** True for an image with transparency (a product cut out of its background), which is shown whole. */
  private isCutOut(key: string): boolean {
    const value = this.field(key);
    if (!value || typeof value === 'string') return false;
    return hasAlpha(value.image);
  }

  /** The logo: the person's image contained in the box, or the sample brand's wordmark. */
  logo(input: {
    x: number;
    y: number;
    height: number;
    fill: string;
    anchor?: Anchor;
    maxWidth?: number;
  }): string {
    const { x, y, height } = input;
    const maxWidth = input.maxWidth ?? height * 5;
    const anchor = input.anchor ?? 'start';
    const uri = this.imageUri('logo');
    if (uri) {
      const left = anchor === 'start' ? x : anchor === 'middle' ? x - maxWidth / 2 : x - maxWidth;
      const align = anchor === 'start' ? 'xMin' : anchor === 'middle' ? 'xMid' : 'xMax';
      return `<image href="${uri}" x="${n(left)}" y="${n(y)}" width="${n(maxWidth)}" height="${n(height)}" preserveAspectRatio="${align}YMid meet"/>`;
    }
    // The sample brand dresses the library's preview; once a person fills the design, it is theirs, not ours.
    if (this.filled) return '';
    const word = this.look.brand.toUpperCase();
    const size = Math.min(height * 0.78, maxWidth / Math.max(1, textWidth(word, 1) * 1.25));
    return `<text x="${n(x)}" y="${n(y + height / 2 + size * 0.36)}" font-family="${this.family}" font-size="${n(size)}" font-weight="700" letter-spacing="${n(size * 0.22)}" fill="${input.fill}" text-anchor="${anchor}">${escapeXml(word)}</text>`;
  }

  /** The call-to-action pill, shrunk to `maxWidth`; answers its SVG and box. */
  cta(input: {
    key?: string;
    x: number;
    y: number;
    size: number;
    fill?: string;
    anchor?: 'start' | 'middle';
    maxWidth?: number;
    arrow?: boolean;
  }): { svg: string; width: number; height: number } {
    const text = this.text(input.key ?? 'cta');
    if (!text) return { svg: '', width: 0, height: 0 };
    const fill = input.fill ?? this.accent;
    const textFill = textOn(fill);
    const maxWidth = input.maxWidth ?? this.u * 86;
    const arrow = input.arrow ?? true;
    const extra = input.size * 2.6 + (arrow ? textWidth('  →', input.size) : 0);
    const natural = textWidth(text, input.size) + extra;
    const size =
      natural > maxWidth ? Math.max(input.size * 0.7, (input.size * maxWidth) / natural) : input.size;
    const clipped = clip(text, size, maxWidth - (extra * size) / input.size, 'sans');
    return ctaPill({
      text: clipped,
      x: input.x,
      y: input.y,
      size,
      fill,
      textFill,
      anchor: input.anchor,
      arrow,
    });
  }

  /** A rounded rectangle. */
  rect(x: number, y: number, width: number, height: number, fill: string, radius = 0, extra = ''): string {
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, width))}" height="${n(Math.max(0, height))}" rx="${n(radius)}" fill="${fill}" ${extra}/>`;
  }

  /** One line of text, shrunk (never wrapped) to `maxWidth`. */
  line(input: {
    text: string;
    x: number;
    y: number;
    size: number;
    fill: string;
    maxWidth: number;
    family?: string;
    weight?: number;
    anchor?: Anchor;
    spacing?: number;
    upper?: boolean;
    italic?: boolean;
    strike?: boolean;
  }): string {
    const text = input.upper ? input.text.toUpperCase() : input.text;
    if (!text) return '';
    const type = input.family === this.serif ? 'serif' : input.family === this.narrow ? 'condensed' : 'sans';
    const spacing = (input.spacing ?? 0) * text.length;
    const natural = textWidth(text, input.size, type) + spacing;
    const scale = natural > input.maxWidth ? Math.max(0.5, input.maxWidth / natural) : 1;
    const size = input.size * scale;
    const shown = clip(text, size, input.maxWidth - spacing * scale, type);
    const width = Math.min(input.maxWidth, textWidth(shown, size, type) + spacing * scale);
    const left =
      input.anchor === 'middle' ? input.x - width / 2 : input.anchor === 'end' ? input.x - width : input.x;
    const strike = input.strike
      ? `<rect x="${n(left)}" y="${n(input.y - size * 0.32)}" width="${n(width)}" height="${n(Math.max(1, size * 0.07))}" fill="${input.fill}"/>`
      : '';
    return `<text x="${n(input.x)}" y="${n(input.y)}" font-family="${input.family ?? this.sans}" font-size="${n(size)}" font-weight="${input.weight ?? 700}" fill="${input.fill}" text-anchor="${input.anchor ?? 'start'}"${input.spacing ? ` letter-spacing="${n((input.spacing ?? 0) * scale)}"` : ''}${input.italic ? ' font-style="italic"' : ''}>${escapeXml(shown)}</text>${strike}`;
  }
}

/**
 * A text a little smaller when its last line is a short orphan ("15% vitamin" over a lone "C" becomes one line):
 * up to 15% smaller, never under the minimum. Display type keeps its size over a real second line.
 */
function fewerLines(
  text: string,
  fitted: { size: number; lines: string[] },
  options: { maxWidth: number; minSize: number; type: BrandType },
): { size: number; lines: string[] } {
  const last = fitted.lines.at(-1) ?? '';
  const orphan =
    fitted.lines.length > 1 && !last.includes(' ') && last.length < (fitted.lines[0]?.length ?? 0) * 0.3;
  if (!orphan) return fitted;
  const floor = Math.max(options.minSize, fitted.size * 0.85);
  for (let size = fitted.size - 1; size >= floor; size -= 1) {
    const lines = wrapText(text, { size, maxWidth: options.maxWidth, type: options.type });
    const fits = lines.every((line) => textWidth(line, size, options.type) <= options.maxWidth);
    if (fits && lines.length < fitted.lines.length) return { size, lines };
  }
  return fitted;
}

/** `line` cut with an ellipsis until it is no wider than `maxWidth` at `size`. */
function clip(line: string, size: number, maxWidth: number, type: BrandType): string {
  if (textWidth(line, size, type) <= maxWidth) return line;
  const chars = Array.from(line);
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, size, type) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

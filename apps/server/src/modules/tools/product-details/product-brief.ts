import { cleanText, HOOK_FIELD_MAX, HOOK_PRODUCT_MAX, type ProductDetails } from '@hookline/domain';
import { decodeEntities, htmlToText, type PageMetadata } from './html-reader.ts';

/*
 * A product brief from what a page says of its product, in three readings of decreasing trust: Shopify's
 * product JSON, schema.org `Product` in JSON-LD, then Open Graph and the page's meta tags. The first reading
 * that names a product gives the brief its source; the later ones fill what it left out (Shopify's JSON has
 * no currency, a JSON-LD block may have no image).
 */

/** What one reading found; a price as a plain decimal ("49.5"), formatted once the currency is known. */
export interface BriefDraft {
  name?: string | undefined;
  description?: string | undefined;
  price?: string | undefined;
  currency?: string | undefined;
  images: string[];
  brand?: string | undefined;
}

export const BRIEF_IMAGES_MAX = 8;

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: Json): Json[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** A lone surrogate (from a JSON `\ud800` escape) becomes U+FFFD: never stored or sent as broken Unicode. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Page text made safe and tidy: valid Unicode, no control characters, spaces collapsed, at most `max` long. */
export function tidyText(value: string, options: { multiline?: boolean; max: number }): string {
  const clean = cleanText(value.replace(LONE_SURROGATES, '\uFFFD'), { multiline: options.multiline })
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (clean.length <= options.max) return clean;
  const cut = clean.slice(0, options.max - 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > options.max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A JSON-LD or Shopify value read as text: a string, a number, a `{ "@value" }` or the first of a list. */
function textOf(value: Json): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = textOf(item);
      if (text) return text;
    }
    return undefined;
  }
  if (isObject(value)) return textOf(value['@value'] ?? value.name);
  return undefined;
}

/**
 * How much of a description's source is read: far more than the brief keeps (HOOK_PRODUCT_MAX characters),
 * and little enough that a huge one can't hold the server up.
 */
const DESCRIPTION_SOURCE_MAX = 256 * 1024;

/** Text that may be written as HTML (a JSON-LD description often is): read as text either way. */
function plainText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const source = value.slice(0, DESCRIPTION_SOURCE_MAX);
  return /<[a-zA-Z/!]/.test(source) ? htmlToText(source) : decodeEntities(source);
}

/**
 * A price as a plain decimal: `49`, `"49.00"`, `"$1,299.99"`, `"49,90"` (a decimal comma), `"1.299,00"`.
 * Undefined when it isn't a non-negative number.
 */
export function plainPrice(value: Json): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  let digits = value.replace(/[^\d.,]/g, '');
  if (!/\d/.test(digits) || value.trim().startsWith('-')) return undefined;
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) {
    // Both: the last one written is the decimal separator.
    digits = lastComma > lastDot ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  } else if (lastComma !== -1) {
    // Only commas: a decimal comma when one to two digits follow the only one, else thousands.
    digits = /^\d*,\d{1,2}$/.test(digits) ? digits.replace(',', '.') : digits.replace(/,/g, '');
  } else if ((digits.match(/\./g) ?? []).length > 1) {
    digits = digits.replace(/\./g, '');
  }
  const number = Number(digits);
  return digits !== '' && Number.isFinite(number) && number >= 0
    ? digits.replace(/^0+(?=\d)/, '')
    : undefined;
}

const KNOWN_CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 code, upper case, or undefined for anything else ("$", "dollars", "XYZ"). */
export function currencyCode(value: Json): string | undefined {
  const text = textOf(value)?.trim().toUpperCase();
  return text && /^[A-Z]{3}$/.test(text) && KNOWN_CURRENCIES.has(text) ? text : undefined;
}

/** "49.00" for USD, "1299" for JPY: the currency's own decimals, two when it is unknown. */
export function formatPrice(price: string, currency: string | undefined): string {
  const decimals = currency
    ? new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits
    : 2;
  return Number(price).toFixed(decimals ?? 2);
}

/**
 * Image addresses as the web app can show them: absolute, https (the app's content policy loads no other),
 * without duplicates, at most eight, and none the outbound guard refuses (a loopback or private address).
 */
export function briefImages(
  candidates: readonly string[],
  base: string,
  permits: (url: string) => boolean,
): string[] {
  const images: string[] = [];
  for (const candidate of candidates) {
    const value = candidate.trim();
    if (!value || value.startsWith('data:')) continue;
    let url: URL;
    try {
      url = new URL(value, base);
    } catch {
      continue;
    }
    if (url.protocol === 'http:') url.protocol = 'https:';
    if (url.protocol !== 'https:' || url.username || url.password) continue;
    const href = url.href;
    if (images.includes(href) || !permits(href)) continue;
    images.push(href);
    if (images.length === BRIEF_IMAGES_MAX) break;
  }
  return images;
}

/**
 * Shopify's `/products/<handle>.json`: `{ product: { title, body_html, vendor, variants, images } }`. The
 * price is the variant the page's address chose (`?variant=<id>`), else the first.
 */
export function shopifyDraft(json: Json, variantId?: string): BriefDraft | undefined {
  const product = isObject(json) ? json.product : undefined;
  if (!isObject(product)) return undefined;
  const name = textOf(product.title);
  if (!name) return undefined;
  const bodyHtml = typeof product.body_html === 'string' ? product.body_html : undefined;
  const variants = asArray(product.variants).filter(isObject);
  const images = [...asArray(product.images), ...asArray(product.image)]
    .map((image) => (isObject(image) ? textOf(image.src) : textOf(image)))
    .filter((src): src is string => src !== undefined);
  return {
    name,
    description: bodyHtml === undefined ? undefined : htmlToText(bodyHtml.slice(0, DESCRIPTION_SOURCE_MAX)),
    price: plainPrice(
      (variants.find((variant) => variantId !== undefined && String(variant.id) === variantId) ?? variants[0])
        ?.price,
    ),
    images,
    brand: textOf(product.vendor),
  };
}

/** The Shopify storefront's own currency, from the theme's `Shopify.currency = {"active":"EUR",…}`. */
export function shopifyPageCurrency(html: string): string | undefined {
  return currencyCode(/Shopify\.currency\s*=\s*\{[^}]*?"active"\s*:\s*"([A-Za-z]{3})"/.exec(html)?.[1]);
}

/** schema.org types that describe a product: a Product, a group of its variants, a model, one item. */
const PRODUCT_TYPES = new Set([
  'product',
  'productgroup',
  'productmodel',
  'individualproduct',
  'someproducts',
]);

function typesOf(node: JsonObject): string[] {
  return asArray(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => (type.split(/[/:#]/).pop() ?? type).toLowerCase());
}

/** Every object in a JSON-LD document, depth first: `@graph` arrays, lists, and nested entities included. */
function* jsonLdNodes(value: Json, depth = 0): Generator<JsonObject> {
  if (depth > 12) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* jsonLdNodes(item, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  yield value;
  for (const [key, child] of Object.entries(value)) {
    if (key !== '@context' && typeof child === 'object') yield* jsonLdNodes(child, depth + 1);
  }
}

/** A script's JSON, forgiving the HTML comment or CDATA wrappers and the trailing `;` some pages add. */
function parseJsonLd(raw: string): Json {
  const text = raw
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)$/, '')
    .trim()
    .replace(/;$/, '');
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** The price and currency of an Offer, an AggregateOffer (its lowPrice) or a list of either. */
function offerPrice(offers: Json): { price?: string; currency?: string } {
  for (const offer of asArray(offers)) {
    if (!isObject(offer)) continue;
    const specification = asArray(offer.priceSpecification).find(isObject);
    const isAggregate = typesOf(offer).includes('aggregateoffer');
    const price = plainPrice(
      isAggregate ? (offer.lowPrice ?? offer.price) : (offer.price ?? specification?.price ?? offer.lowPrice),
    );
    const currency = currencyCode(offer.priceCurrency) ?? currencyCode(specification?.priceCurrency);
    if (price !== undefined) return { price, currency };
    if (isAggregate && offer.offers !== undefined) {
      const inner = offerPrice(offer.offers);
      if (inner.price !== undefined) return { price: inner.price, currency: inner.currency ?? currency };
    }
  }
  return {};
}

function imagesOf(value: Json): string[] {
  return asArray(value)
    .map((image) => (isObject(image) ? textOf(image.url ?? image.contentUrl ?? image['@id']) : textOf(image)))
    .filter((src): src is string => src !== undefined);
}

/** The first schema.org product of the page's JSON-LD blocks; a product group's price from its variants. */
export function jsonLdDraft(scripts: readonly string[]): BriefDraft | undefined {
  for (const script of scripts) {
    for (const node of jsonLdNodes(parseJsonLd(script))) {
      if (!typesOf(node).some((type) => PRODUCT_TYPES.has(type))) continue;
      const name = textOf(node.name);
      if (!name) continue;
      const variants = asArray(node.hasVariant).filter(isObject);
      let offer = offerPrice(node.offers);
      for (const variant of variants) {
        if (offer.price !== undefined) break;
        offer = offerPrice(variant.offers);
      }
      return {
        name: decodeEntities(name),
        description: plainText(textOf(node.description)),
        price: offer.price,
        currency: offer.currency,
        images: [...imagesOf(node.image), ...variants.flatMap((variant) => imagesOf(variant.image))],
        brand: plainText(textOf(node.brand) ?? textOf(node.manufacturer)),
      };
    }
  }
  return undefined;
}

/** Open Graph, its product extension, and the page's own title and description. */
export function openGraphDraft(metadata: PageMetadata): BriefDraft | undefined {
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const value = metadata.meta.get(key)?.trim();
      if (value) return value;
    }
    return undefined;
  };
  const siteName = meta('og:site_name');
  const name = meta('og:title', 'twitter:title') ?? withoutSiteName(metadata.title?.trim(), siteName);
  const description = meta('og:description', 'description', 'twitter:description');
  const price = plainPrice(meta('product:price:amount', 'og:price:amount', 'product:sale_price:amount'));
  const images = [...metadata.metaImages, ...[meta('twitter:image')].filter((src) => src !== undefined)];
  // A page with only a title is no product: it must at least describe or show something.
  if (!name || (!description && price === undefined && images.length === 0)) return undefined;
  return {
    name,
    description,
    price,
    currency: currencyCode(
      meta('product:price:currency', 'og:price:currency', 'product:sale_price:currency'),
    ),
    images,
    brand: meta('product:brand', 'og:brand', 'brand'),
  };
}

/** "Trail Runner – Acme Shoes" without " – Acme Shoes" when the page names Acme Shoes as its site. */
function withoutSiteName(title: string | undefined, siteName: string | undefined): string | undefined {
  if (!title || !siteName) return title || undefined;
  for (const separator of [' – ', ' — ', ' | ', ' - ', ' · ', ' :: ']) {
    const suffix = `${separator}${siteName}`;
    if (title.endsWith(suffix) && title.length > suffix.length) return title.slice(0, -suffix.length);
  }
  return title;
}

/**
 * The brief: the first draft that names a product gives its source and fields; the later drafts fill the
 * fields it left empty. The currency is the one the price came with when it did. Undefined when no draft
 * names a product.
 */
export function mergeDrafts(
  drafts: readonly { source: ProductDetails['source']; draft: BriefDraft | undefined }[],
  input: { url: string; pageCurrency: string | undefined; permits: (url: string) => boolean },
): ProductDetails | undefined {
  const found = drafts.filter(
    (entry): entry is { source: ProductDetails['source']; draft: BriefDraft } =>
      entry.draft?.name !== undefined,
  );
  const [first] = found;
  if (!first) return undefined;
  const pick = (field: 'name' | 'description' | 'brand') =>
    found.map(({ draft }) => draft[field]).find((value) => value !== undefined && value.trim() !== '');
  const priced = found.find(({ draft }) => draft.price !== undefined)?.draft;
  const currency =
    priced?.currency ??
    input.pageCurrency ??
    found.map(({ draft }) => draft.currency).find((code) => code !== undefined);
  const brand = pick('brand');
  return {
    name: tidyText(pick('name') ?? '', { max: HOOK_FIELD_MAX }),
    description: tidyText(pick('description') ?? '', { multiline: true, max: HOOK_PRODUCT_MAX }),
    price: priced?.price === undefined ? null : formatPrice(priced.price, currency),
    currency: currency ?? null,
    images: briefImages(
      found.flatMap(({ draft }) => draft.images),
      input.url,
      input.permits,
    ),
    brand: brand === undefined ? null : tidyText(brand, { max: HOOK_FIELD_MAX }) || null,
    source: first.source,
    url: input.url,
  };
}

import { type ProductDetails, TOOLS_MESSAGES } from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import { readPageMetadata } from './html-reader.ts';
import {
  currencyCode,
  jsonLdDraft,
  mergeDrafts,
  openGraphDraft,
  shopifyDraft,
  shopifyPageCurrency,
  type BriefDraft,
} from './product-brief.ts';
import {
  deadlineIn,
  PAGE_PROBLEM_MESSAGES,
  PRODUCT_PAGE_LIMITS,
  ProductPageError,
  productPageAddress,
  readAnswer,
  type Deadline,
  type PageAnswer,
  type ProductPageLimits,
} from './product-page.ts';

/** A Shopify product's path: an optional locale, an optional collection, then `/products/<handle>`. */
const SHOPIFY_PRODUCT_PATH =
  /^(\/[a-zA-Z]{2}(?:-[a-zA-Z]{2,4})?)?(?:\/collections\/[^/]+)?\/products\/([^/]+?)(?:\.(?:json|js|oembed|xml))?\/?$/;

/** Where a Shopify store serves a product page's JSON (`/products/<handle>.json`) and its cart (`/cart.js`). */
function shopifyAddresses(pageUrl: string): { product: string; cart: string; variant?: string } | undefined {
  const url = new URL(pageUrl);
  const match = SHOPIFY_PRODUCT_PATH.exec(url.pathname);
  if (!match) return undefined;
  const [, locale = '', handle = ''] = match;
  const variant = url.searchParams.get('variant') ?? undefined;
  return {
    product: `${url.origin}${locale}/products/${handle}.json`,
    cart: `${url.origin}${locale}/cart.js`,
    ...(variant ? { variant } : {}),
  };
}

/** The page itself for a Shopify JSON or oEmbed address (`/products/x.json`): the brief's URL is the page's. */
function pageAddressOf(url: URL): string {
  const page = new URL(url.href);
  if (SHOPIFY_PRODUCT_PATH.test(page.pathname)) {
    page.pathname = page.pathname.replace(/\.(?:json|js|oembed|xml)$/, '');
  }
  return page.href;
}

/** Shopify's product JSON, or undefined when the store doesn't serve it. */
async function readShopifyProduct(
  context: Pick<AppContext, 'outbound'>,
  input: { url: string; variant: string | undefined; deadline: Deadline; limits: ProductPageLimits },
): Promise<BriefDraft | undefined> {
  const answer = await optional(readAnswer(context.outbound, { ...input, kind: 'json' }));
  if (!answer) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    return undefined;
  }
  return shopifyDraft(json, input.variant);
}

/** The store's currency from its cart (`/cart.js` answers `{ currency: "EUR", … }`). */
async function readCartCurrency(
  context: Pick<AppContext, 'outbound'>,
  input: { url: string; deadline: Deadline; limits: ProductPageLimits },
): Promise<string | undefined> {
  const answer = await optional(readAnswer(context.outbound, { ...input, kind: 'json' }));
  try {
    const cart = answer ? (JSON.parse(answer.text) as unknown) : undefined;
    return typeof cart === 'object' && cart !== null && 'currency' in cart
      ? currencyCode(cart.currency)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A side request's answer, or undefined when it fails in any way, running out of the shared time included:
 * the page already read still gives its brief.
 */
async function optional(reading: Promise<PageAnswer>): Promise<PageAnswer | undefined> {
  try {
    return await reading;
  } catch {
    return undefined;
  }
}

/**
 * One product brief from a product page's address (`POST product-details`): Shopify's product JSON when the
 * page is a Shopify product's, then schema.org `Product` in JSON-LD, then Open Graph and the page's meta
 * tags. Every request goes through the outbound guard with the limits of `PRODUCT_PAGE_LIMITS` (tests pass
 * shorter ones). Nothing is stored. Every refusal is a 400 with its TOOLS_MESSAGES text: the address
 * (invalid, or not public on any hop), the page (unreachable, too large, too slow, not HTML), or no product.
 */
export async function readProductDetails(
  context: Pick<AppContext, 'outbound' | 'log'>,
  url: string,
  limits: Partial<ProductPageLimits> = {},
): Promise<ProductDetails> {
  const settings = { ...PRODUCT_PAGE_LIMITS, ...limits };
  const address = productPageAddress(url, context.outbound);
  const deadline = deadlineIn(settings.timeoutMs);
  try {
    const page = await readAnswer(context.outbound, {
      url: pageAddressOf(address),
      kind: 'html',
      deadline,
      limits: settings,
    });
    const metadata = readPageMetadata(page.text);
    const shopify = shopifyAddresses(page.url);
    const shopifyProduct = shopify
      ? await readShopifyProduct(context, {
          url: shopify.product,
          variant: shopify.variant,
          deadline,
          limits: settings,
        })
      : undefined;
    const jsonLd = jsonLdDraft(metadata.jsonLd);
    const openGraph = openGraphDraft(metadata);
    let pageCurrency =
      currencyCode(metadata.meta.get('og:price:currency') ?? metadata.meta.get('product:price:currency')) ??
      shopifyPageCurrency(page.text);
    const currencyKnown = pageCurrency ?? jsonLd?.currency ?? openGraph?.currency;
    if (shopify && shopifyProduct && !currencyKnown) {
      pageCurrency = await readCartCurrency(context, { url: shopify.cart, deadline, limits: settings });
    }
    const brief = mergeDrafts(
      [
        { source: 'shopify', draft: shopifyProduct },
        { source: 'json-ld', draft: jsonLd },
        { source: 'open-graph', draft: openGraph },
      ],
      { url: page.url, pageCurrency, permits: (image) => context.outbound.permits(image) },
    );
    if (!brief) throw badRequest(TOOLS_MESSAGES.noProductFound);
    return brief;
  } catch (error) {
    if (!(error instanceof ProductPageError)) throw error;
    context.log.info({ problem: error.problem, host: address.host }, 'product page not read');
    throw badRequest(PAGE_PROBLEM_MESSAGES[error.problem]);
  }
}

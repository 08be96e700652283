import type { DiscoverCtaType } from '@hookline/domain';

/** The packshot drawn on a brand's ads, one per kind of product. */
export const PRODUCT_SHAPES = [
  'dropper',
  'bottle',
  'tube',
  'jar',
  'pouch',
  'can',
  'box',
  'tee',
  'sneaker',
  'ring',
  'backpack',
  'phone',
  'laptop',
  'card',
  'suitcase',
  'headphones',
  'camera',
  'bowl',
  'pan',
  'sofa',
  'lamp',
  'tent',
  'bike',
  'board',
  'book',
  'dumbbell',
  'house',
  'paddle',
] as const;
export type ProductShape = (typeof PRODUCT_SHAPES)[number];

/** The typeface family a brand's ads are set in. */
export type BrandType = 'sans' | 'serif' | 'condensed';

/** Where a brand buys its ads: Meta only, both, or mostly TikTok. */
export type BrandReach = 'meta' | 'both' | 'tiktok';

export interface BrandColours {
  /** The brand's main colour: buttons, logo, solid panels. */
  primary: string;
  /** A lighter partner for gradients and shapes. */
  secondary: string;
  /** The light background of its calmer layouts. */
  paper: string;
  /** Text on `paper`. */
  ink: string;
}

/** One invented brand of the generated library, as written by hand. */
export interface BrandSeed {
  name: string;
  /** The brand's web address without scheme ('glowtheory.co'). */
  domain: string;
  category: string;
  industry: string;
  description: string;
  colours: BrandColours;
  type: BrandType;
  shape: ProductShape;
  /** Its products and their prices in US dollars (0: free; a plan's price is per month). */
  products: readonly (readonly [string, number])[];
  /** Short selling points, each true of every product ('Fragrance-free'). */
  claims: readonly string[];
  reach: BrandReach;
}

/** The words an ad of a category is written with. */
export interface CategoryVoice {
  name: string;
  industries: readonly string[];
  /** Completes "This is your sign to ...". */
  signs: readonly string[];
  /** Offers as an ad's sentence says them ('20% off your first order'). */
  offers: readonly string[];
  /** Customer quotes for review-style ads and copy. */
  quotes: readonly string[];
  emojis: readonly string[];
  ctas: readonly (readonly [DiscoverCtaType, number])[];
  /** Landing paths on the brand's site, `{product}` standing for a product's slug. */
  landingPaths: readonly string[];
}

import type { DiscoverCtaType } from '@hookline/domain';
import type { BrandColours, BrandType, ProductShape } from '../../../../platform/images/svg/svg-look.ts';

export {
  PRODUCT_SHAPES,
  type BrandColours,
  type BrandType,
  type ProductShape,
} from '../../../../platform/images/svg/svg-look.ts';

/** Where a brand buys its ads: Meta only, both, or mostly TikTok. */
export type BrandReach = 'meta' | 'both' | 'tiktok';

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

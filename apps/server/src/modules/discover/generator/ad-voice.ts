import type { DiscoverCtaType } from '@hookline/domain';
import { brandWords, type BrandWords } from './catalogue/brand-words.ts';
import { categoryVoice } from './catalogue/categories.ts';
import type { BrandSeed, CategoryVoice } from './catalogue/catalogue-types.ts';

/** Everything one brand's ads are written with: its own words over its category's. */
export interface AdVoice
  extends
    Omit<CategoryVoice, 'name' | 'industries'>,
    Required<Pick<BrandWords, 'audiences' | 'pains' | 'outcomes' | 'povs' | 'sellsPlans'>> {
  ctas: readonly (readonly [DiscoverCtaType, number])[];
}

export function adVoice(brand: BrandSeed): AdVoice {
  const category = categoryVoice(brand.category);
  const words = brandWords(brand.name);
  return {
    signs: category.signs,
    quotes: category.quotes,
    emojis: category.emojis,
    audiences: words.audiences,
    pains: words.pains,
    outcomes: words.outcomes,
    povs: words.povs,
    offers: words.offers ?? category.offers,
    ctas: words.ctas ?? category.ctas,
    landingPaths: words.landingPaths ?? category.landingPaths,
    sellsPlans: words.sellsPlans ?? false,
  };
}

import { BRAND_SEEDS } from './catalogue/brands.ts';
import type { BrandSeed } from './catalogue/catalogue-types.ts';
import { OTHER_LANGUAGES, type OtherLanguage } from './catalogue/localised-copy.ts';
import { slugify } from './copy-text.ts';
import { createRandom } from './prng.ts';
import type { LogoStyle } from './render/logo-svg.ts';

/** Every draw of the generated library starts from this seed: change it and the library changes. */
export const LIBRARY_SEED = 'hookline-discover-library-v1';

export interface BrandProfile {
  seed: BrandSeed;
  slug: string;
  /** A second language some of its ads are written in, or null. */
  secondaryLanguage: OtherLanguage | null;
  logoStyle: LogoStyle;
}

export function brandProfile(seed: BrandSeed): BrandProfile {
  const slug = slugify(seed.name);
  const random = createRandom(`${LIBRARY_SEED}:${slug}:profile`);
  return {
    seed,
    slug,
    secondaryLanguage: random.chance(0.3) ? random.pick(OTHER_LANGUAGES) : null,
    logoStyle: random.weighted<LogoStyle>([
      ['monogram', 5],
      ['wordmark', 3],
      ['symbol', 2],
    ]),
  };
}

const PROFILES = new Map(BRAND_SEEDS.map((seed) => [slugify(seed.name), brandProfile(seed)]));

/** The generated brand with this slug, or undefined for a brand the generator did not make. */
export const findBrandProfile = (slug: string): BrandProfile | undefined => PROFILES.get(slug);

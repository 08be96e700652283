import type { DiscoverFormat, DiscoverSource } from '@hookline/domain';
import type { StoredDiscoverAsset } from '../tables.ts';
import { adVoice } from './ad-voice.ts';
import { LIBRARY_SEED, type BrandProfile } from './brand-profile.ts';
import type { BrandSeed } from './catalogue/catalogue-types.ts';
import { fill, formatPrice, lowerFirst, withoutEmoji } from './copy-text.ts';
import { createRandom, type Random } from './prng.ts';
import type { AdImageDesign, AdLayout } from './render/ad-image-svg.ts';

/** The fields of an ad row its images are drawn from. */
export interface AdForImage {
  adArchiveId: string;
  source: DiscoverSource;
  format: DiscoverFormat;
  title: string | null;
  body: string;
  ctaText: string | null;
  languages: readonly string[];
  assets: readonly StoredDiscoverAsset[];
}

const LAYOUT_WEIGHTS: readonly (readonly [AdLayout, number])[] = [
  ['hero', 22],
  ['offer', 16],
  ['review', 13],
  ['benefits', 16],
  ['chat', 10],
  ['versus', 10],
  ['bold', 13],
];
/** Layouts that quote English words of their own (reviews, messages, tables) suit English ads only. */
const ANY_LANGUAGE_LAYOUTS: readonly AdLayout[] = ['hero', 'offer', 'bold'];

const CHAT_OPENERS = [
  'ok be honest, is {brand} actually worth it?',
  'wait where did you get your {product}??',
  'have you tried {brand} yet',
  'you keep talking about {brand} lol',
];
const CHAT_REPLIES = [
  'YES. {outcome}, no joke',
  'obsessed. the {product} is unreal',
  'honestly the best thing I bought this year',
  'trust me. {claim}',
];
const CHAT_CLOSERS = [
  'ok ordering now',
  'send me the link rn',
  'how did I not know about this',
  'sold. adding to cart',
];

/** What a phone or laptop screen shows, by industry. */
const SCREENS: Readonly<Record<string, { big: string; caption: string }>> = {
  Fintech: { big: '$4,218.50', caption: 'Saved this year' },
  Investing: { big: '+12.4%', caption: 'Portfolio, past 12 months' },
  Insurance: { big: 'Covered', caption: 'Renters policy · active' },
  'Wellness Apps': { big: '5 min', caption: 'Evening wind-down' },
  Software: { big: '12 hrs', caption: 'Saved this week' },
  'Language Learning': { big: 'Day 42', caption: 'Spanish streak' },
  'Travel Booking': { big: '$212', caption: 'Lisbon, return' },
  'Online Courses': { big: 'Lesson 3', caption: 'In progress · 68%' },
  'Consumer Electronics': { big: '100%', caption: 'Charged in 38 min' },
};

/** Words for a sticker from the ad's offer: '20%' and 'OFF', 'FREE' and 'TRIAL'. */
export function offerBadge(text: string): string[] | null {
  const percent = /(\d{1,2})\s?% off/i.exec(text);
  if (percent) return [`${percent[1]}%`, 'OFF'];
  if (/free[^.]*trial/i.test(text)) return ['FREE', 'TRIAL'];
  if (/free shipping/i.test(text)) return ['FREE', 'SHIPPING'];
  const bonus = /\$(\d+) (?:welcome )?bonus/i.exec(text);
  if (bonus) return [`$${bonus[1]}`, 'BONUS'];
  if (/first box free|free first box/i.test(text)) return ['1ST BOX', 'FREE'];
  const other = /(\d{1,2})\s?%/.exec(text);
  if (other) return [`-${other[1]}%`];
  return null;
}

/** What a phone or laptop in the brand's pictures shows. */
export function screenFor(
  brand: BrandSeed,
  product: readonly [string, number],
): { big: string; caption: string } {
  const sellsPlans = adVoice(brand).sellsPlans;
  return (
    SCREENS[brand.industry] ?? { big: formatPrice(product[1], { perMonth: sellsPlans }), caption: product[0] }
  );
}

function productOf(ad: AdForImage, brand: BrandSeed, random: Random): readonly [string, number] {
  const text = `${ad.title ?? ''} ${ad.body}`;
  return brand.products.find(([name]) => text.includes(name)) ?? random.pick(brand.products);
}

/** How the ad's image number `index` looks, drawn from the ad itself: undefined when it has no such image. */
export function adImageDesign(
  ad: AdForImage,
  profile: BrandProfile,
  index: number,
): AdImageDesign | undefined {
  const asset = ad.assets[index];
  if (!asset || asset.type !== 'image' || !asset.width || !asset.height) return undefined;
  const random = createRandom(`${LIBRARY_SEED}:image:${ad.source}:${ad.adArchiveId}:${index}`);
  const brand = profile.seed;
  const voice = adVoice(brand);
  const english = ad.languages[0] === 'en';
  const lead = productOf(ad, brand, random);
  const leadIndex = brand.products.indexOf(lead);
  const product = brand.products[(leadIndex + index) % brand.products.length] ?? lead;
  const carousel = ad.format === 'carousel';
  const layout: AdLayout = carousel
    ? 'card'
    : random.weighted(LAYOUT_WEIGHTS.filter(([name]) => english || ANY_LANGUAGE_LAYOUTS.includes(name)));
  const title = withoutEmoji(ad.title ?? brand.name);
  const claims = random.shuffle(brand.claims);
  const values = {
    brand: brand.name,
    product: product[0],
    outcome: random.pick(voice.outcomes),
    claim: lowerFirst(claims[0] ?? ''),
  };
  const headline = carousel && index > 0 ? (claims[index % claims.length] ?? title) : title;
  const price =
    product[1] === 0 && voice.sellsPlans ? 'Free' : formatPrice(product[1], { perMonth: voice.sellsPlans });
  return {
    width: asset.width,
    height: asset.height,
    layout,
    brand: {
      name: brand.name,
      domain: brand.domain,
      colours: brand.colours,
      type: brand.type,
      shape: brand.shape,
    },
    headline,
    kicker: english ? (claims[1] ?? '') : product[0],
    claims,
    product: { name: product[0], price: product[1] === 0 && !voice.sellsPlans ? null : price },
    cta: withoutEmoji(ad.ctaText ?? 'Learn More'),
    badge: offerBadge(`${ad.title ?? ''} ${ad.body}`),
    quote: {
      text: random.pick(voice.quotes),
      author: `${random.pick(['Jess M.', 'Priya K.', 'Daniel R.', 'Aisha T.', 'Hannah L.'])}, verified buyer`,
    },
    chat: [
      fill(random.pick(CHAT_OPENERS), values),
      fill(random.pick(CHAT_REPLIES), values),
      random.pick(CHAT_CLOSERS),
    ],
    screen: screenFor(brand, product),
  };
}

import { DISCOVER_CTA_LABELS, type DiscoverCtaType, type DiscoverSource } from '@hookline/domain';
import type { AdVoice } from './ad-voice.ts';
import type { BrandSeed } from './catalogue/catalogue-types.ts';
import { LOCALISED_COPY, type OtherLanguage } from './catalogue/localised-copy.ts';
import { fill, lowerFirst, sentence, slugify, upperFirst } from './copy-text.ts';
import type { Random } from './prng.ts';

/*
 * The words of a generated ad: a hook, a few sentences of body copy, a headline and a call to action, written
 * from the brand's products and claims and its category's voice.
 */

export type AdLanguage = 'en' | OtherLanguage;
export type Product = readonly [name: string, price: number];

const ENGLISH_HOOKS = [
  'POV: {pov}',
  'POV: {pov}',
  "Stop scrolling if you're tired of {pain}.",
  "I tried {brand} for 30 days. Here's what happened.",
  '{count} reasons {audience} are switching to {brand}',
  'Finally: {outcome}, without {pain}.',
  'This is your sign to {sign}.',
  'Our founder was sick of {pain}. So we fixed it.',
  '{claimTitle}. {claim2Title}. No catch.',
  "Things I'll never go back to: {pain}.",
  'Made for {audience}: {theProduct}.',
  'New: {theProduct}.',
] as const;

/** Hooks about one product in hand, for brands that sell things rather than plans. */
const PRODUCT_HOOKS = [
  "The {product} everyone's been asking about is back.",
  'Not sponsored, just obsessed with my {product}.',
  'We made the {product} for {audience}.',
] as const;

const BENEFITS = [
  'Meet {theProduct}: {claim} and {claim2}.',
  '{TheProduct}. {claimTitle}. {claim2Title}. Made for {audience}.',
  'One switch, and you get {outcome}.',
  'Why {audience} love {theProduct}: {claim}, {claim2} and {outcome}.',
] as const;

const PROOFS = [
  '{thousands} {audience} already made the switch.',
  'Rated {rating} out of 5 by {thousands} customers.',
  '“{quote}” — {reviewer}',
  'Loved by {thousands} {audience}.',
] as const;

const OFFER_LINES = [
  'Get {offer} today.',
  'Right now: {offer}.',
  'Use code {code} for {offer}.',
  '{Offer}, this week only.',
] as const;

const CLOSERS = [
  'Tap {cta} to see why.',
  'Link below 👇',
  'Ends Sunday at midnight.',
  'While stocks last.',
] as const;

const HEADLINES = [
  '{Offer}',
  '{Offer}',
  '{product}',
  '{Outcome}',
  '{Outcome}',
  '{claimTitle}. {claim2Title}.',
  'Meet {theProduct}',
] as const;

/** Headlines for brands that sell things. */
const PRODUCT_HEADLINES = ['{TheProduct} is here', 'Shop the {brand} best-sellers'] as const;

const REVIEWERS = [
  'Jess M.',
  'Priya K.',
  'Daniel R.',
  'Aisha T.',
  'Tom B.',
  'Marisol G.',
  'Hannah L.',
  'Chris O.',
  'Mei W.',
];
const CODES = ['HELLO20', 'WELCOME', 'FIRST15', 'SAVE20', 'TRYME', 'NEWHERE'];
const CAMPAIGNS = [
  'evergreen',
  'prospecting',
  'retargeting',
  'spring_sale',
  'summer',
  'bfcm',
  'launch',
  'always_on',
];

/** The words every template of one ad may use, drawn once so the hook and body agree. */
function vocabulary(random: Random, brand: BrandSeed, voice: AdVoice, product: Product) {
  const [claim, claim2, claim3] = random.sample(brand.claims, 3);
  const offer = random.pick(voice.offers);
  const outcome = random.pick(voice.outcomes);
  return {
    brand: brand.name,
    product: product[0],
    theProduct: voice.sellsPlans ? product[0] : `the ${product[0]}`,
    TheProduct: voice.sellsPlans ? product[0] : `The ${product[0]}`,
    pov: random.pick(voice.povs),
    pain: random.pick(voice.pains),
    audience: random.pick(voice.audiences),
    outcome,
    Outcome: upperFirst(outcome),
    sign: random.pick(voice.signs),
    claim: lowerFirst(claim ?? ''),
    claim2: lowerFirst(claim2 ?? claim ?? ''),
    claim3: claim3 ?? claim ?? '',
    claimTitle: claim ?? '',
    claim2Title: claim2 ?? claim ?? '',
    count: String(random.int(3, 7)),
    thousands: `${random.pick(['10,000', '25,000', '40,000', '120,000', '250,000', '500,000'])}+`,
    rating: random.pick(['4.7', '4.8', '4.9']),
    quote: random.pick(voice.quotes),
    reviewer: random.pick(REVIEWERS),
    offer,
    Offer: upperFirst(offer),
    code: random.pick(CODES),
  };
}

/** An ad's opening line. */
export function writeHook(input: {
  random: Random;
  brand: BrandSeed;
  voice: AdVoice;
  language: AdLanguage;
  product: Product;
}): string {
  const { random, brand, voice, language, product } = input;
  const values = { ...vocabulary(random, brand, voice, product) };
  if (language !== 'en') return fill(random.pick(LOCALISED_COPY[language].hooks), values);
  const hooks = voice.sellsPlans ? ENGLISH_HOOKS : [...ENGLISH_HOOKS, ...PRODUCT_HOOKS];
  return upperFirst(fill(random.pick(hooks), values));
}

/** A video's script: its three on-screen lines and what the voice says. */
export function writeVideoScript(input: {
  random: Random;
  brand: BrandSeed;
  voice: AdVoice;
  language: AdLanguage;
  product: Product;
}): { hook: string; benefit: string; offer: string; spokenLine: string } {
  const { random, brand, voice, language, product } = input;
  const hook = writeHook(input);
  const values = vocabulary(random, brand, voice, product);
  if (language !== 'en') {
    const localised = LOCALISED_COPY[language];
    const benefit = random.pick(localised.sentences);
    const offer = random.pick(localised.offers);
    return { hook, benefit, offer, spokenLine: [sentence(hook), benefit, offer].join(' ') };
  }
  const benefit = random.pick([
    `${product[0]}. ${upperFirst(values.claim)}.`,
    `${upperFirst(values.claim)}. ${upperFirst(values.claim2)}.`,
    `${values.Outcome}.`,
  ]);
  const offer = `${values.Offer}.`;
  const closing = random.chance(0.4) ? [`Only at ${brand.name}.`] : [];
  const spokenLine = [sentence(hook), benefit, offer, ...closing].join(' ');
  return { hook, benefit, offer, spokenLine };
}

export interface AdCopy {
  body: string;
  title: string;
  ctaType: DiscoverCtaType;
  ctaText: string;
  ctaUrl: string;
  caption: string;
}

/** The copy of one ad; `hook` opens it when the ad's video already says one. */
export function writeAdCopy(input: {
  random: Random;
  brand: BrandSeed;
  voice: AdVoice;
  language: AdLanguage;
  product: Product;
  source: DiscoverSource;
  hook?: string;
}): AdCopy {
  const { random, brand, voice, language, product, source } = input;
  const values = vocabulary(random, brand, voice, product);
  const hook = input.hook ?? writeHook(input);
  const ctaType = random.weighted(voice.ctas);
  const ctaUrl = landingUrl({ random, brand, voice, product, source });
  if (language !== 'en') {
    const localised = LOCALISED_COPY[language];
    return {
      body: [sentence(hook), random.pick(localised.sentences), random.pick(localised.offers)].join(' '),
      title: fill(random.pick(localised.headlines), values),
      ctaType,
      ctaText: localised.ctaLabels[ctaType],
      ctaUrl,
      caption: brand.domain,
    };
  }
  const ctaText = DISCOVER_CTA_LABELS[ctaType];
  const emoji = random.chance(0.4) ? random.pick(voice.emojis) : undefined;
  const opening = emoji && random.chance(0.5) ? `${sentence(hook)} ${emoji}` : sentence(hook);
  const parts = [opening];
  if (random.chance(0.25)) {
    const checks = random.sample(brand.claims, 3).map((claim) => `✅ ${claim}`);
    parts.push(`\n\n${checks.join('\n')}\n\n`);
  } else {
    parts.push(` ${fill(random.pick(BENEFITS), values)}`);
  }
  const extra = random.int(0, 2);
  if (extra >= 1) parts.push(` ${fill(random.pick(PROOFS), values)}`);
  if (extra >= 2 || random.chance(0.6)) parts.push(` ${fill(random.pick(OFFER_LINES), values)}`);
  if (random.chance(0.3)) parts.push(` ${fill(random.pick(CLOSERS), { cta: ctaText })}`);
  else if (emoji && !opening.endsWith(emoji)) parts.push(` ${emoji}`);
  return {
    body: parts
      .join('')
      .replace(/ *\n */g, '\n')
      .trim(),
    title: fill(random.pick(voice.sellsPlans ? HEADLINES : [...HEADLINES, ...PRODUCT_HEADLINES]), values),
    ctaType,
    ctaText,
    ctaUrl,
    caption: brand.domain,
  };
}

function landingUrl(input: {
  random: Random;
  brand: BrandSeed;
  voice: AdVoice;
  product: Product;
  source: DiscoverSource;
}): string {
  const { random, brand, voice, product, source } = input;
  const path = random.pick(voice.landingPaths).replace('{product}', slugify(product[0]));
  const utmSource = source === 'tiktok' ? 'tiktok' : random.pick(['facebook', 'instagram', 'meta']);
  const campaign = random.pick(CAMPAIGNS);
  return `https://${brand.domain}/${path}?utm_source=${utmSource}&utm_medium=paid_social&utm_campaign=${campaign}`;
}

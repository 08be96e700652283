import type { CarouselCard, CreativeType, DynamicAssets } from '../../tables.ts';
import type { SandboxAccount } from './accounts.ts';
import {
  ANGLES,
  BODIES,
  CARD_HEADLINES,
  HEADLINES,
  LANDING_PATHS,
  OFFERS,
  PRODUCT_PATHS,
  type Offer,
} from './pools.ts';
import { combine, digitDigest, hexDigest, intBetween, noise, pick, pickWeighted, uniform } from './random.ts';
import { videoRetention, type VideoRetention } from './video-retention.ts';

/** A creative: what the ads showing it have in common, and how well it performs. */
export interface SandboxCreative {
  seed: number;
  type: CreativeType;
  angle: string;
  offer: Offer;
  /** The image hash or video id (the first card's or asset's for carousels and dynamic creatives). */
  hash: string;
  copy: string;
  headline: string | null;
  landingPage: string;
  cards: CarouselCard[] | null;
  assets: DynamicAssets | null;
  /** Around 1; a strong creative reaches 2 or more. */
  quality: number;
  /** Set for videos and for dynamic creatives made of videos. */
  video: VideoRetention | null;
  /** An Ad Launcher ad's picture: the Creative Hub file it was launched from. Others draw theirs from `hash`. */
  pictureUrl?: string;
}

const FORMAT_NAMES: Readonly<Record<CreativeType, string>> = {
  image: 'Image',
  video: 'Video',
  carousel: 'Carousel',
  dynamic: 'Dynamic',
};

/** The format part of an ad name. */
export const formatName = (type: CreativeType): string => FORMAT_NAMES[type];

const META_TYPES: readonly (readonly [CreativeType, number])[] = [
  ['image', 0.33],
  ['video', 0.35],
  ['carousel', 0.15],
  ['dynamic', 0.17],
];
const TIKTOK_TYPES: readonly (readonly [CreativeType, number])[] = [
  ['video', 0.82],
  ['carousel', 0.12],
  ['image', 0.06],
];
const TYPE_QUALITY: Readonly<Record<CreativeType, number>> = {
  image: 1,
  video: 1.08,
  carousel: 0.95,
  dynamic: 1.05,
};

const imageHash = (seed: number): string => hexDigest(seed, 32);

function videoId(account: SandboxAccount, seed: number): string {
  return account.platform === 'meta' ? digitDigest(seed, 16) : `v10033g50000${hexDigest(seed, 20)}`;
}

/** Several different entries of a pool, starting at a seeded position. */
function slice<T>(seed: number, salt: number, pool: readonly T[], count: number): T[] {
  const start = intBetween(seed, salt, 0, pool.length - 1);
  return Array.from(
    { length: Math.min(count, pool.length) },
    (_, index) => pool[(start + index) % pool.length] as T,
  );
}

function carousel(account: SandboxAccount, seed: number, landingPage: string): CarouselCard[] {
  const count = intBetween(seed, 30, 3, 5);
  const sharedLanding = uniform(seed, 31) < 0.5;
  const first = intBetween(seed, 32, 0, CARD_HEADLINES.length - 1);
  return Array.from({ length: count }, (_, index) => {
    const product = (first + index) % CARD_HEADLINES.length;
    return {
      headline: account.platform === 'meta' ? (CARD_HEADLINES[product] ?? null) : null,
      landingPage: sharedLanding ? landingPage : `${account.shopUrl}${PRODUCT_PATHS[product] ?? '/'}`,
      imageHash: imageHash(combine(seed, 100 + index)),
    };
  });
}

function dynamicAssets(account: SandboxAccount, seed: number, offer: Offer): DynamicAssets {
  const allBodies = Object.values(BODIES).flat();
  const ownBodies = BODIES[offer.name] ?? [];
  const bodies = [
    ...new Set([...ownBodies.slice(0, 1), ...slice(seed, 40, allBodies, intBetween(seed, 41, 2, 4))]),
  ];
  const withVideos = uniform(seed, 42) < 0.4;
  const mediaCount = withVideos ? intBetween(seed, 43, 2, 3) : intBetween(seed, 43, 2, 4);
  const media = Array.from({ length: mediaCount }, (_, index) => combine(seed, 200 + index));
  return {
    bodies: bodies.slice(0, 4),
    titles: slice(seed, 44, HEADLINES, intBetween(seed, 45, 2, 4)),
    imageHashes: withVideos ? [] : media.map(imageHash),
    videoIds: withVideos ? media.map((mediaSeed) => videoId(account, mediaSeed)) : [],
    linkUrls: slice(seed, 46, LANDING_PATHS, intBetween(seed, 47, 1, 2)).map(
      (path) => `${account.shopUrl}${path}`,
    ),
  };
}

const creativeSeed = (account: SandboxAccount, creativeNumber: number): number =>
  combine(combine(account.seed, 0xc7ea), creativeNumber);

function essentials(account: SandboxAccount, seed: number) {
  const type = pickWeighted(seed, 1, account.platform === 'meta' ? META_TYPES : TIKTOK_TYPES);
  const angleIndex = intBetween(seed, 2, 0, ANGLES.length - 1);
  // Some angles work better for a brand than others; each account has its own favourites.
  const angleEffect = noise(combine(account.seed, angleIndex), 1, 0.15);
  const quality = noise(seed, 4, 0.45) * angleEffect * TYPE_QUALITY[type];
  return { type, angle: ANGLES[angleIndex] ?? 'Lifestyle', quality };
}

/** How well a creative performs, without building the rest of it (used to pick winners to reuse). */
export function creativeQuality(account: SandboxAccount, creativeNumber: number): number {
  return essentials(account, creativeSeed(account, creativeNumber)).quality;
}

/** The creative first shown by ad number `creativeNumber` of an account. */
export function sandboxCreative(account: SandboxAccount, creativeNumber: number): SandboxCreative {
  const seed = creativeSeed(account, creativeNumber);
  const { type, angle, quality } = essentials(account, seed);
  const offer = pick(seed, 3, OFFERS);
  const copy = pick(seed, 5, BODIES[offer.name] ?? ['']);
  const headline = account.platform === 'meta' ? pick(seed, 6, HEADLINES) : null;
  const landingPage = `${account.shopUrl}${pick(seed, 7, LANDING_PATHS)}`;
  const base = { seed, type, angle, offer, quality, copy, headline, landingPage };
  switch (type) {
    case 'image':
      return { ...base, hash: imageHash(combine(seed, 8)), cards: null, assets: null, video: null };
    case 'video':
      return {
        ...base,
        hash: videoId(account, combine(seed, 8)),
        cards: null,
        assets: null,
        video: videoRetention(combine(seed, 9), quality),
      };
    case 'carousel': {
      const cards = carousel(account, seed, landingPage);
      const first = cards[0];
      return {
        ...base,
        hash: first?.imageHash ?? imageHash(combine(seed, 8)),
        landingPage: first?.landingPage ?? landingPage,
        headline: first?.headline ?? headline,
        cards,
        assets: null,
        video: null,
      };
    }
    case 'dynamic': {
      const assets = dynamicAssets(account, seed, offer);
      const hasVideos = assets.videoIds.length > 0;
      return {
        ...base,
        hash: assets.videoIds[0] ?? assets.imageHashes[0] ?? imageHash(combine(seed, 8)),
        copy: assets.bodies[0] ?? copy,
        headline: assets.titles[0] ?? headline,
        landingPage: assets.linkUrls[0] ?? landingPage,
        cards: null,
        assets,
        video: hasVideos ? videoRetention(combine(seed, 9), quality) : null,
      };
    }
  }
}

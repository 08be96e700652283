import type { PlatformAd } from '../connector.ts';
import type { SandboxAccount } from './accounts.ts';
import { dayString, monthAndDate } from './calendar.ts';
import { creativeQuality, formatName, sandboxCreative, type SandboxCreative } from './creatives.ts';
import { COLLECTION_BY_MONTH, PERSONAS, RETARGETING_AUDIENCES, type Persona } from './pools.ts';
import { between, combine, digitDigest, intBetween, noise, pick, pickWeighted, uniform } from './random.ts';

/**
 * The account is an endless stream of ads launched in batches (a creative test, a retargeting
 * refresh, or winners moved into a scaling campaign) at fixed calendar days. The listing shows
 * the `adCount` most recent ones, so an ad keeps its id, name and figures from one day to the next.
 */

type BatchKind = 'test' | 'retarget' | 'scale';

/** Everything about one ad that does not change with the day. */
export interface SandboxAd {
  number: number;
  seed: number;
  externalId: string;
  name: string;
  campaignId: string;
  campaignName: string;
  adsetId: string;
  adsetName: string;
  creativeId: string;
  creative: SandboxCreative;
  persona: Persona;
  kind: BatchKind;
  publisherPlatforms: string[];
  launchDay: number;
  /** The last day the ad delivers; after it the ad is paused. */
  lastDay: number;
  quality: number;
  /** Daily budget at full delivery, in the account's currency. */
  budget: number;
  /** Winners get their budget raised: growth per day of age, up to `maxGrowth`. */
  growthPerDay: number;
  maxGrowth: number;
  cpm: number;
  /** Average impressions per person per day. */
  frequency: number;
  linkCtr: number;
  /** All clicks per link click (Meta); 1 on TikTok, whose clicks are destination clicks. */
  clicksPerLinkClick: number;
  landingRate: number;
  /** Purchases per link click with a 7-day click window. */
  conversionRate: number;
  checkoutsPerPurchase: number;
  cartsPerPurchase: number;
  orderValue: number;
  engagementRate: number;
  recallRate: number;
  /** Click-through never falls below this share of its first-day level. */
  fatigueFloor: number;
  fatigueDays: number;
  /** Sells in the platform's own shop too (Meta shops). */
  shop: boolean;
}

const ID_PREFIX = { meta: '120', tiktok: '17' } as const;

function numericId(account: SandboxAccount, kind: number, seed: number): string {
  return `${ID_PREFIX[account.platform]}${kind}${digitDigest(seed, 14)}`;
}

function adId(account: SandboxAccount, number: number): string {
  return `${ID_PREFIX[account.platform]}2${digitDigest(combine(account.seed, 0xad), 6)}${String(number).padStart(9, '0')}`;
}

const batchSeed = (account: SandboxAccount, batch: number): number =>
  combine(combine(account.seed, 0xba7c), batch);

function batchKind(account: SandboxAccount, batch: number): BatchKind {
  const u = uniform(batchSeed(account, batch), 1);
  if (u < 0.2) return 'scale';
  if (u < 0.32) return 'retarget';
  return 'test';
}

/** The launch day (days since 1970-01-01) of a batch; never earlier than the previous batch's. */
export function batchLaunchDay(account: SandboxAccount, batch: number): number {
  const span = account.batchSize * account.launchInterval;
  return Math.floor((batch + 0.5 * uniform(batchSeed(account, batch), 0)) * span);
}

/** The numbers of the ads listed on `today`: the adCount most recent launched by then. */
export function listedAdNumbers(account: SandboxAccount, today: number): { first: number; last: number } {
  const span = account.batchSize * account.launchInterval;
  let batch = Math.floor((today + 1) / span) + 1;
  while (batchLaunchDay(account, batch) > today) batch -= 1;
  const last = batch * account.batchSize + account.batchSize - 1;
  return { first: last - account.spec.adCount + 1, last };
}

/** A scaling batch reuses the best recent creatives of tests, in a new ad set. */
function reusedCreativeNumber(account: SandboxAccount, batch: number, slot: number): number | null {
  const candidates: { number: number; quality: number }[] = [];
  for (let earlier = batch - 8; earlier < batch; earlier += 1) {
    if (earlier < 0 || batchKind(account, earlier) === 'scale') continue;
    for (let index = 0; index < account.batchSize; index += 1) {
      const number = earlier * account.batchSize + index;
      candidates.push({ number, quality: creativeQuality(account, number) });
    }
  }
  candidates.sort((a, b) => b.quality - a.quality || a.number - b.number);
  return candidates[slot]?.number ?? null;
}

function campaignOf(
  account: SandboxAccount,
  kind: BatchKind,
  launchDay: number,
  persona: Persona,
  seed: number,
) {
  const { market } = account;
  if (kind === 'retarget') {
    return {
      campaign: 'Retargeting | Always On',
      adset: `${pick(seed, 3, RETARGETING_AUDIENCES)} | ${market}`,
    };
  }
  if (kind === 'scale') {
    return {
      campaign: account.platform === 'meta' ? 'Advantage+ Shopping | Evergreen' : 'Smart+ | Evergreen',
      adset: `Scaling | ${persona.name} | Broad | ${market}`,
    };
  }
  const { year, month } = monthAndDate(launchDay);
  const collection = COLLECTION_BY_MONTH[month - 1] ?? 'Evergreen';
  return {
    campaign: `Prospecting | ${collection} ${year}`,
    adset: `${persona.name} | ${persona.ages} | ${market}`,
  };
}

const META_PLACEMENT_SETS: readonly (readonly [string[], number])[] = [
  [['facebook', 'instagram'], 0.45],
  [['facebook', 'instagram', 'audience_network', 'messenger'], 0.35],
  [['instagram'], 0.12],
  [['facebook'], 0.08],
];
const TIKTOK_PLACEMENT_SETS: readonly (readonly [string[], number])[] = [
  [['tiktok'], 0.6],
  [['tiktok', 'pangle'], 0.4],
];

function lifetimeDays(account: SandboxAccount, kind: BatchKind, quality: number, seed: number): number {
  let days: number;
  if (kind === 'retarget') days = intBetween(seed, 20, 30, 200);
  else if (quality < 0.8) days = intBetween(seed, 20, 4, 14);
  else if (quality < 1.3) days = intBetween(seed, 20, 14, 70);
  else days = intBetween(seed, 20, 70, 400);
  return Math.min(days, account.maxLifetimeDays);
}

/** Builds ad number `number` of an account. */
export function sandboxAd(account: SandboxAccount, number: number): SandboxAd {
  const { platform, moneyScale } = account;
  const batch = Math.floor(number / account.batchSize);
  const slot = number - batch * account.batchSize;
  const kind = batchKind(account, batch);
  const bSeed = batchSeed(account, batch);
  const seed = combine(combine(account.seed, 0xad5), number);
  const launchDay = batchLaunchDay(account, batch) - (account.spec.alwaysOn ? account.spec.historyDays : 0);
  const persona = pick(bSeed, 2, PERSONAS);
  const creativeNumber = kind === 'scale' ? (reusedCreativeNumber(account, batch, slot) ?? number) : number;
  const creative = sandboxCreative(account, creativeNumber);
  const names = campaignOf(account, kind, launchDay, persona, bSeed);
  const campaignId = numericId(account, 0, combine(account.seed, hashName(names.campaign)));
  const adsetSeed = combine(combine(account.seed, hashName(names.campaign)), hashName(names.adset));
  const adsetId = numericId(account, 1, adsetSeed);
  const placementSets = platform === 'meta' ? META_PLACEMENT_SETS : TIKTOK_PLACEMENT_SETS;
  const fit = noise(combine(account.seed, PERSONAS.indexOf(persona) * 31 + hashName(creative.angle)), 1, 0.2);
  const quality = creative.quality * fit * noise(seed, 1, 0.15);
  const winner = quality > 1.3;
  const kindBudget = kind === 'scale' ? 2 : kind === 'retarget' ? 0.5 : 1;
  const market = account.market === 'US' ? 1 : 0.8;
  const launch = dayString(launchDay).replaceAll('-', '');
  const isMeta = platform === 'meta';
  return {
    number,
    seed,
    externalId: adId(account, number),
    name: `${creative.angle}_${formatName(creative.type)}_${persona.name}_${creative.offer.name}_${launch}`,
    campaignId,
    campaignName: names.campaign,
    adsetId,
    adsetName: names.adset,
    creativeId: numericId(account, 3, combine(seed, 3)),
    creative,
    persona,
    kind,
    publisherPlatforms: [...pickWeighted(adsetSeed, 1, placementSets)],
    launchDay,
    lastDay: account.spec.alwaysOn
      ? Number.MAX_SAFE_INTEGER
      : launchDay + lifetimeDays(account, kind, quality, seed) - 1,
    quality,
    budget:
      (isMeta ? 60 : 45) *
      moneyScale *
      (account.market === 'US' ? 1 : 0.6) *
      Math.pow(quality, 1.2) *
      noise(seed, 2, 0.3) *
      kindBudget *
      account.budgetScale,
    growthPerDay: winner ? between(seed, 3, 0.01, 0.04) : 0,
    maxGrowth: winner ? Math.min(4, 1 + (quality - 1) * 2) : 1,
    cpm:
      ((isMeta ? 13 : 8) * moneyScale * market * noise(seed, 4, 0.2) * (kind === 'retarget' ? 1.35 : 1)) /
      Math.pow(quality, 0.1),
    frequency: between(seed, 5, 1.04, 1.3),
    linkCtr:
      (isMeta ? 0.0085 : 0.008) *
      Math.pow(quality, 0.6) *
      noise(seed, 6, 0.15) *
      (creative.type === 'carousel' ? 1.1 : 1),
    clicksPerLinkClick: isMeta ? between(seed, 7, 1.5, 2.3) : 1,
    landingRate: between(seed, 8, 0.7, 0.9),
    conversionRate:
      (isMeta ? 0.018 : 0.014) *
      Math.pow(quality, 0.35) *
      creative.offer.conversion *
      noise(seed, 9, 0.2) *
      (kind === 'retarget' ? 2.2 : 1),
    checkoutsPerPurchase: between(seed, 10, 1.6, 2.4),
    cartsPerPurchase: between(seed, 11, 3.2, 5),
    orderValue: (isMeta ? 72 : 55) * moneyScale * creative.offer.orderValue * noise(seed, 12, 0.1),
    engagementRate:
      (isMeta ? between(seed, 13, 0.002, 0.006) : between(seed, 13, 0.008, 0.02)) * Math.sqrt(quality),
    recallRate: between(seed, 14, 0.01, 0.03) * (creative.video ? 1.5 : 1),
    fatigueFloor: between(seed, 15, 0.5, 0.75),
    fatigueDays: between(seed, 16, 40, 160),
    shop: isMeta && uniform(seed, 17) < 0.25,
  };
}

function hashName(name: string): number {
  let hash = 0;
  for (let index = 0; index < name.length; index += 1) {
    hash = (Math.imul(hash, 31) + name.charCodeAt(index)) | 0;
  }
  return hash;
}

/** The ads listed on `today`, oldest first; built ads are kept in `cache` (by number). */
export function listedAds(
  account: SandboxAccount,
  today: number,
  cache: Map<number, SandboxAd>,
): SandboxAd[] {
  const { first, last } = listedAdNumbers(account, today);
  if (cache.size > 4 * account.spec.adCount + 100) cache.clear();
  const ads: SandboxAd[] = [];
  for (let number = first; number <= last; number += 1) {
    let ad = cache.get(number);
    if (!ad) {
      ad = sandboxAd(account, number);
      cache.set(number, ad);
    }
    ads.push(ad);
  }
  return ads;
}

/** Where the sandbox serves a creative's generated thumbnail. */
export const thumbnailUrl = (hash: string): string => `/reports/api/v1/sandbox/thumbnails/${hash}.svg`;

/** The ad as the platform describes it on `today` (its status depends on the day). */
export function toPlatformAd(account: SandboxAccount, ad: SandboxAd, today: number): PlatformAd {
  const running = ad.lastDay >= today;
  const { creative } = ad;
  const status =
    account.platform === 'meta' ? (running ? 'ACTIVE' : 'PAUSED') : running ? 'ENABLE' : 'DISABLE';
  return {
    externalId: ad.externalId,
    name: ad.name,
    status,
    campaignId: ad.campaignId,
    campaignName: ad.campaignName,
    adsetId: ad.adsetId,
    adsetName: ad.adsetName,
    creativeId: ad.creativeId,
    creativeHash: creative.hash,
    creativeType: creative.type,
    thumbnailUrl: creative.pictureUrl ?? thumbnailUrl(creative.hash),
    copy: creative.copy,
    headline: account.platform === 'meta' ? creative.headline : null,
    landingPage: creative.landingPage,
    cards: creative.cards,
    assets: creative.assets,
    publisherPlatforms: ad.publisherPlatforms,
    launchedAt: dayString(ad.launchDay),
  };
}

import type { AdPlatform } from '@hookline/domain';
import type { CreativeType } from '../../tables.ts';
import type { BreakdownInsight } from '../connector.ts';
import type { BreakdownKind } from '../../tables.ts';
import type { SandboxAd } from './ads.ts';
import { allocate } from './allocate.ts';
import { between, combine } from './random.ts';

export const AGE_BUCKETS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const GENDERS = ['female', 'male', 'unknown'] as const;

/** Audiences cost differently: the split of spend leans towards the dearer ones. */
const AGE_CPM = [0.8, 1.1, 1.15, 1, 0.9, 0.8] as const;
const GENDER_CPM = [1.05, 0.95, 0.7] as const;

interface Placement {
  key: string;
  platform: string;
  cpm: number;
  /** Share of impressions by creative type, before the ad's platforms are applied. */
  share: Readonly<Record<CreativeType, number>>;
}

const META_PLACEMENTS: readonly Placement[] = [
  {
    key: 'facebook|feed',
    platform: 'facebook',
    cpm: 1.15,
    share: { video: 0.22, image: 0.35, carousel: 0.38, dynamic: 0.3 },
  },
  {
    key: 'facebook|story',
    platform: 'facebook',
    cpm: 0.85,
    share: { video: 0.08, image: 0.07, carousel: 0.05, dynamic: 0.08 },
  },
  {
    key: 'instagram|feed',
    platform: 'instagram',
    cpm: 1.2,
    share: { video: 0.2, image: 0.33, carousel: 0.36, dynamic: 0.28 },
  },
  {
    key: 'instagram|story',
    platform: 'instagram',
    cpm: 0.95,
    share: { video: 0.18, image: 0.13, carousel: 0.1, dynamic: 0.15 },
  },
  {
    key: 'instagram|reels',
    platform: 'instagram',
    cpm: 0.8,
    share: { video: 0.25, image: 0.04, carousel: 0.02, dynamic: 0.12 },
  },
  {
    key: 'audience_network|classic',
    platform: 'audience_network',
    cpm: 0.35,
    share: { video: 0.04, image: 0.05, carousel: 0.06, dynamic: 0.04 },
  },
  {
    key: 'messenger|inbox',
    platform: 'messenger',
    cpm: 0.6,
    share: { video: 0.03, image: 0.03, carousel: 0.03, dynamic: 0.03 },
  },
];
const TIKTOK_PLACEMENTS: readonly Placement[] = [
  {
    key: 'tiktok|feed',
    platform: 'tiktok',
    cpm: 1.05,
    share: { video: 0.93, image: 0.9, carousel: 0.93, dynamic: 0.93 },
  },
  {
    key: 'pangle|feed',
    platform: 'pangle',
    cpm: 0.4,
    share: { video: 0.07, image: 0.1, carousel: 0.07, dynamic: 0.07 },
  },
];

/** The placement keys a platform reports. */
export const placementKeys = (platform: AdPlatform): string[] =>
  (platform === 'meta' ? META_PLACEMENTS : TIKTOK_PLACEMENTS).map((placement) => placement.key);

/** Every age-and-gender key (`25-34|female`). */
export const AGE_GENDER_KEYS: readonly string[] = AGE_BUCKETS.flatMap((age) =>
  GENDERS.map((gender) => `${age}|${gender}`),
);

/** An ad's usual share of impressions by key, before the day's wobble. */
interface BreakdownBase {
  keys: readonly string[];
  shares: number[];
  cpm: readonly number[];
}

const AGE_GENDER_CPM: readonly number[] = AGE_BUCKETS.flatMap((_, age) =>
  GENDERS.map((__, gender) => (AGE_CPM[age] ?? 1) * (GENDER_CPM[gender] ?? 1)),
);

function ageGenderBase(ad: SandboxAd): BreakdownBase {
  const { ageWeights, female } = ad.persona;
  const genderShares = [female * 0.97, (1 - female) * 0.97, 0.03];
  const shares: number[] = [];
  for (let age = 0; age < AGE_BUCKETS.length; age += 1) {
    for (let gender = 0; gender < GENDERS.length; gender += 1) {
      shares.push((ageWeights[age] ?? 0) * (genderShares[gender] ?? 0));
    }
  }
  return { keys: AGE_GENDER_KEYS, shares, cpm: AGE_GENDER_CPM };
}

function placementBase(platform: AdPlatform, ad: SandboxAd): BreakdownBase {
  const placements = platform === 'meta' ? META_PLACEMENTS : TIKTOK_PLACEMENTS;
  const allowed = new Set(ad.publisherPlatforms);
  return {
    keys: placements.map((placement) => placement.key),
    shares: placements.map((placement) =>
      allowed.has(placement.platform) ? placement.share[ad.creative.type] : 0,
    ),
    cpm: placements.map((placement) => placement.cpm),
  };
}

const bases = new WeakMap<SandboxAd, Partial<Record<BreakdownKind, BreakdownBase>>>();

function baseOf(platform: AdPlatform, ad: SandboxAd, kind: BreakdownKind): BreakdownBase {
  let entry = bases.get(ad);
  if (!entry) {
    entry = {};
    bases.set(ad, entry);
  }
  let base = entry[kind];
  if (!base) {
    base = kind === 'age_gender' ? ageGenderBase(ad) : placementBase(platform, ad);
    entry[kind] = base;
  }
  return base;
}

/**
 * One ad's day broken down by age and gender or by placement, appended to `into`. Impressions
 * and spend of the entries add up exactly to the day's (spend to the cent); empty entries are
 * left out.
 */
export function appendBreakdownEntries(
  into: BreakdownInsight[],
  input: {
    platform: AdPlatform;
    ad: SandboxAd;
    day: number;
    date: string;
    kind: BreakdownKind;
    impressions: number;
    spend: number;
  },
): void {
  const { platform, ad, day, date, kind, impressions, spend } = input;
  const base = baseOf(platform, ad, kind);
  const seed = combine(combine(ad.seed, day), kind === 'age_gender' ? 0xa9e : 0x91ace);
  const count = base.keys.length;
  const weights = new Array<number>(count);
  for (let index = 0; index < count; index += 1) {
    weights[index] = (base.shares[index] ?? 0) * between(seed, index + 1, 0.85, 1.15);
  }
  const impressionParts = allocate(impressions, weights);
  for (let index = 0; index < count; index += 1) {
    weights[index] = (impressionParts[index] ?? 0) * (base.cpm[index] ?? 1);
  }
  const spendParts = allocate(Math.round(spend * 100), weights);
  for (let index = 0; index < count; index += 1) {
    const entryImpressions = impressionParts[index] ?? 0;
    const entryCents = spendParts[index] ?? 0;
    if (entryImpressions === 0 && entryCents === 0) continue;
    into.push({
      adExternalId: ad.externalId,
      date,
      kind,
      key: base.keys[index] ?? '',
      impressions: entryImpressions,
      spend: entryCents / 100,
    });
  }
}

import type { AssetType } from '../../tables.ts';
import type { AssetInsight } from '../connector.ts';
import type { SandboxAd } from './ads.ts';
import { allocate } from './allocate.ts';
import { between, combine, hashString, noise } from './random.ts';

/**
 * A dynamic creative's day broken apart by asset. For each asset type the assets' rows add up
 * exactly to the ad's row, and each row keeps the ad row's order of things: no asset counts
 * more clicks than impressions, more purchases than link clicks, fewer carts than checkouts.
 */

/** Counts that can never pass another count of the same row. */
const CAPPED_BY: Readonly<Record<string, string>> = {
  reach: 'impressions',
  estimated_ad_recallers: 'reach',
  clicks: 'impressions',
  unique_clicks: 'clicks',
  inline_link_clicks: 'clicks',
  unique_inline_link_clicks: 'inline_link_clicks',
  outbound_clicks: 'inline_link_clicks',
  unique_outbound_clicks: 'outbound_clicks',
  'actions:landing_page_view': 'inline_link_clicks',
  'actions:omni_purchase': 'inline_link_clicks',
  'actions:onsite_web_purchase': 'actions:omni_purchase',
  video_play_actions: 'impressions',
  video_continuous_2_sec_watched_actions: 'video_play_actions',
  'actions:video_view': 'video_continuous_2_sec_watched_actions',
  video_thruplay_watched_actions: 'actions:video_view',
  video_30_sec_watched_actions: 'actions:video_view',
  video_p25_watched_actions: 'video_play_actions',
  video_p50_watched_actions: 'video_p25_watched_actions',
  video_p75_watched_actions: 'video_p50_watched_actions',
  video_p95_watched_actions: 'video_p75_watched_actions',
  video_p100_watched_actions: 'video_p95_watched_actions',
};

/** Counts that are another count plus some more (every checkout was a cart first). */
const AT_LEAST: Readonly<Record<string, string>> = {
  'actions:omni_initiated_checkout': 'actions:omni_purchase',
  'actions:omni_add_to_cart': 'actions:omni_initiated_checkout',
  'actions:omni_view_content': 'actions:omni_add_to_cart',
  'actions:offsite_conversion.fb_pixel_add_payment_info': 'actions:omni_purchase',
};

/** Figures split like another one: values follow their counts, watch time follows plays. */
const FOLLOWS: Readonly<Record<string, string>> = {
  spend: 'impressions',
  video_watch_seconds: 'video_play_actions',
};

/** The sum of other components of the same row. */
const SUM_OF: Readonly<Record<string, readonly string[]>> = {
  'actions:post_engagement': [
    'actions:post_reaction',
    'actions:comment',
    'actions:post',
    'actions:onsite_conversion.post_save',
    'inline_link_clicks',
    'actions:video_view',
  ],
};

const CLICK_KEYS = new Set([
  'clicks',
  'unique_clicks',
  'inline_link_clicks',
  'unique_inline_link_clicks',
  'outbound_clicks',
  'unique_outbound_clicks',
  'actions:landing_page_view',
  'actions:post_reaction',
  'actions:comment',
  'actions:post',
  'actions:onsite_conversion.post_save',
  'actions:like',
]);

const isMoney = (key: string): boolean => key === 'spend' || key.startsWith('action_values:');

export interface AssetGroup {
  type: AssetType;
  salt: number;
  keys: string[];
  /** Per asset: how much delivery it gets, how well it gets clicks and how well it converts. */
  delivery: number[];
  click: number[];
  conversion: number[];
}

function assetGroup(ad: SandboxAd, type: AssetType, keys: readonly string[]): AssetGroup {
  const seeds = keys.map((key) => combine(ad.creative.seed, hashString(`${type}:${key}`)));
  return {
    type,
    salt: hashString(type),
    keys: [...keys],
    // The platform's optimiser favours some assets strongly.
    delivery: seeds.map((seed) => noise(seed, 1, 0.7)),
    click: seeds.map((seed) => noise(seed, 2, 0.2)),
    conversion: seeds.map((seed) => noise(seed, 3, 0.25)),
  };
}

/** The asset groups of a dynamic creative (none for other creatives). */
export function assetGroups(ad: SandboxAd): AssetGroup[] {
  const assets = ad.creative.assets;
  if (!assets) return [];
  const groups = [
    assetGroup(ad, 'body', assets.bodies),
    assetGroup(ad, 'title', assets.titles),
    assets.videoIds.length > 0
      ? assetGroup(ad, 'video', assets.videoIds)
      : assetGroup(ad, 'image', assets.imageHashes),
    assetGroup(ad, 'link_url', assets.linkUrls),
  ];
  return groups.filter((group) => group.keys.length > 0);
}

type RuleKind = 'free' | 'capped' | 'at_least' | 'follows' | 'sum';

/**
 * How one component is split. Every rule has the same fields (one shape), which keeps the hot
 * loop monomorphic: `ref` is the capping, base or followed component, `refs` the summed ones.
 */
interface Rule {
  kind: RuleKind;
  ref: number;
  refs: number[];
}

const FREE: Rule = { kind: 'free', ref: -1, refs: [] };

/** How each component of a row shape is split: computed once per shape, used for every day. */
export interface SplitPlan {
  keys: string[];
  money: boolean[];
  rules: Rule[];
  /** 0: by delivery, 1: by click appeal, 2: by conversion appeal. */
  weightClass: number[];
}

/** The split plan of rows with these keys (parents always come before their children). */
export function splitPlan(keys: readonly string[]): SplitPlan {
  const position = new Map(keys.map((key, index) => [key, index]));
  const before = (key: string | undefined, index: number): number | undefined => {
    const at = key === undefined ? undefined : position.get(key);
    return at !== undefined && at < index ? at : undefined;
  };
  const rules = keys.map((key, index): Rule => {
    const sum = SUM_OF[key]
      ?.map((part) => before(part, index))
      .filter((at): at is number => at !== undefined);
    if (sum) return { kind: 'sum', ref: -1, refs: sum };
    const cappedBy = before(CAPPED_BY[key], index);
    if (cappedBy !== undefined) return { kind: 'capped', ref: cappedBy, refs: [] };
    const base = before(AT_LEAST[key], index);
    if (base !== undefined) return { kind: 'at_least', ref: base, refs: [] };
    const followed =
      FOLLOWS[key] ?? (key.startsWith('action_values:') ? `actions:${key.slice(14)}` : undefined);
    const follows = before(followed, index);
    if (follows !== undefined) return { kind: 'follows', ref: follows, refs: [] };
    return FREE;
  });
  return {
    keys: [...keys],
    money: keys.map(isMoney),
    rules,
    weightClass: keys.map((key) =>
      CLICK_KEYS.has(key) ? 1 : key.startsWith('actions:') && !key.includes('video') ? 2 : 0,
    ),
  };
}

/**
 * Splits `total` by cumulative shares (running share of the weights, ending at 1): each part is
 * the rounded running amount minus the one before, so the parts are whole and sum to the total.
 */
function splitByShares(
  out: Float64Array,
  offset: number,
  total: number,
  shares: Float64Array,
  sharesOffset: number,
  count: number,
): void {
  let previous = 0;
  for (let asset = 0; asset < count; asset += 1) {
    const upTo = asset === count - 1 ? total : Math.round(total * (shares[sharesOffset + asset] ?? 1));
    out[offset + asset] = upTo - previous;
    previous = upTo;
  }
}

// Work buffers reused from one split to the next: allocating typed arrays per call costs more
// than the splitting itself. Splits never run inside one another, so sharing them is safe.
const buffers: Float64Array[] = [
  new Float64Array(64),
  new Float64Array(64),
  new Float64Array(64),
  new Float64Array(512),
];

/** Work buffer `which`, at least `length` long, zeroed over that length. */
function scratch(which: number, length: number): Float64Array {
  let buffer = buffers[which] ?? new Float64Array(length);
  if (buffer.length < length) buffer = new Float64Array(length * 2);
  buffers[which] = buffer;
  buffer.fill(0, 0, length);
  return buffer;
}

/** Splits `total` in proportion to the parts already found at `likeOffset` (values follow counts). */
function splitLike(
  parts: Float64Array,
  offset: number,
  total: number,
  likeOffset: number,
  count: number,
): void {
  let sum = 0;
  for (let asset = 0; asset < count; asset += 1) sum += parts[likeOffset + asset] ?? 0;
  if (sum <= 0) {
    parts.set(allocate(total, new Array<number>(count).fill(1)), offset);
    return;
  }
  let running = 0;
  let previous = 0;
  for (let asset = 0; asset < count; asset += 1) {
    running += parts[likeOffset + asset] ?? 0;
    const upTo = asset === count - 1 ? total : Math.round((total * running) / sum);
    parts[offset + asset] = upTo - previous;
    previous = upTo;
  }
}

/**
 * Splits one day's components over the assets of one group: one row of components per asset.
 * `totals` holds the components in the plan's order, money in cents.
 */
export function splitOverAssets(
  plan: SplitPlan,
  components: Readonly<Record<string, number>>,
  totals: Float64Array,
  group: AssetGroup,
  daySeed: number,
): Record<string, number>[] {
  const count = group.keys.length;
  if (count === 1) return [{ ...components }];

  // Weights by class (delivery, click appeal, conversion appeal), then their running shares.
  const weights = scratch(0, 3 * count);
  for (let asset = 0; asset < count; asset += 1) {
    const delivery = (group.delivery[asset] ?? 1) * between(daySeed, asset + 1, 0.85, 1.15);
    const click = delivery * (group.click[asset] ?? 1);
    weights[asset] = delivery;
    weights[count + asset] = click;
    weights[2 * count + asset] = click * (group.conversion[asset] ?? 1);
  }
  const shares = scratch(1, 3 * count);
  for (let weightClass = 0; weightClass < 3; weightClass += 1) {
    let sum = 0;
    for (let asset = 0; asset < count; asset += 1) sum += weights[weightClass * count + asset] ?? 0;
    let running = 0;
    for (let asset = 0; asset < count; asset += 1) {
      running += weights[weightClass * count + asset] ?? 0;
      shares[weightClass * count + asset] = running / sum;
    }
  }

  const keyCount = plan.keys.length;
  const parts = scratch(3, keyCount * count);
  for (let index = 0; index < keyCount; index += 1) {
    const total = totals[index] ?? 0;
    if (total === 0) continue;
    const offset = index * count;
    const rule = plan.rules[index] ?? FREE;
    const sharesOffset = (plan.weightClass[index] ?? 0) * count;
    switch (rule.kind) {
      case 'sum':
        for (const at of rule.refs) {
          for (let asset = 0; asset < count; asset += 1) {
            parts[offset + asset] = (parts[offset + asset] ?? 0) + (parts[at * count + asset] ?? 0);
          }
        }
        break;
      case 'capped': {
        splitByShares(parts, offset, total, shares, sharesOffset, count);
        const capOffset = rule.ref * count;
        let fits = true;
        for (let asset = 0; asset < count; asset += 1) {
          if ((parts[offset + asset] ?? 0) > (parts[capOffset + asset] ?? 0)) fits = false;
        }
        if (!fits) {
          // Rounding put one unit too many under a cap: split again, filling capped parts first.
          const caps = Array.from(parts.subarray(capOffset, capOffset + count));
          const classWeights = Array.from(weights.subarray(sharesOffset, sharesOffset + count));
          parts.set(allocate(total, classWeights, caps), offset);
        }
        break;
      }
      case 'at_least': {
        splitByShares(parts, offset, total - (totals[rule.ref] ?? 0), shares, sharesOffset, count);
        for (let asset = 0; asset < count; asset += 1) {
          parts[offset + asset] = (parts[offset + asset] ?? 0) + (parts[rule.ref * count + asset] ?? 0);
        }
        break;
      }
      case 'follows':
        splitLike(parts, offset, total, rule.ref * count, count);
        break;
      case 'free':
        splitByShares(parts, offset, total, shares, sharesOffset, count);
        break;
    }
  }

  // Each row starts as a copy of the ad's (same keys, same order); only non-zero figures change.
  const rows: Record<string, number>[] = [];
  for (let asset = 0; asset < count; asset += 1) {
    const row: Record<string, number> = { ...components };
    // Walking the row's own keys lets the engine write each field by its slot, not by a lookup.
    let index = 0;
    for (const key in row) {
      if (plan.keys[index] !== key) throw new Error(`Asset split plan out of step at ${key}`);
      if (totals[index] !== 0) {
        const part = parts[index * count + asset] ?? 0;
        row[key] = plan.money[index] ? part / 100 : part;
      }
      index += 1;
    }
    rows.push(row);
  }
  return rows;
}

/** The asset rows of one dynamic ad's day. */
export function assetInsightRows(input: {
  ad: SandboxAd;
  groups: readonly AssetGroup[];
  plan: SplitPlan;
  day: number;
  date: string;
  components: Readonly<Record<string, number>>;
}): AssetInsight[] {
  const { ad, groups, plan, day, date, components } = input;
  const keyCount = plan.keys.length;
  const totals = scratch(2, keyCount);
  for (let index = 0; index < keyCount; index += 1) {
    const value = components[plan.keys[index] ?? ''] ?? 0;
    totals[index] = plan.money[index] ? Math.round(value * 100) : value;
  }
  const rows: AssetInsight[] = [];
  for (const group of groups) {
    const daySeed = combine(combine(ad.seed, day), group.salt);
    const split = splitOverAssets(plan, components, totals, group, daySeed);
    for (let index = 0; index < group.keys.length; index += 1) {
      rows.push({
        adExternalId: ad.externalId,
        date,
        assetType: group.type,
        assetKey: group.keys[index] ?? '',
        components: split[index] ?? {},
      });
    }
  }
  return rows;
}

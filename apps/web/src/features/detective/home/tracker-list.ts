import type { DetectiveTracker } from '@hookline/domain';

export const TRACKER_SORTS = ['recent', 'momentum', 'active', 'new', 'name'] as const;
export type TrackerSort = (typeof TRACKER_SORTS)[number];

export const TRACKER_SORT_LABELS: Record<TrackerSort, string> = {
  recent: 'Recently tracked',
  momentum: 'Fastest growing',
  active: 'Most active ads',
  new: 'Most new ads',
  name: 'Name',
};

export const isTrackerSort = (value: string | null): value is TrackerSort =>
  value !== null && (TRACKER_SORTS as readonly string[]).includes(value);

/** Which way a brand's active ads moved over its trend: the evidence of who is scaling up. */
export type MomentumDirection = 'up' | 'down' | 'steady';

export interface Momentum {
  first: number;
  last: number;
  /** Active ads gained (or lost) over the trend's days. */
  change: number;
  /** The change against the first day's count; null when the brand started from none. */
  percent: number | null;
  direction: MomentumDirection;
  days: number;
}

/** A move counts once it is at least this many ads and this share of where the brand started. */
const MIN_MOVE_ADS = 3;
const MIN_MOVE_SHARE = 0.2;

/** How the brand's active ads moved from the first to the last day of its trend; null before two days exist. */
export function momentumOf(trend: DetectiveTracker['trend']): Momentum | null {
  if (trend.length < 2) return null;
  const first = trend[0]!.activeAdCount;
  const last = trend[trend.length - 1]!.activeAdCount;
  const change = last - first;
  const threshold = Math.max(MIN_MOVE_ADS, first * MIN_MOVE_SHARE);
  const direction: MomentumDirection = change >= threshold ? 'up' : change <= -threshold ? 'down' : 'steady';
  return {
    first,
    last,
    change,
    percent: first === 0 ? null : Math.round((change / first) * 100),
    direction,
    days: trend.length,
  };
}

/** The sparkline's words, for those who can't see it: "Active ads over 30 days: 12 → 31". */
export function trendSummary(trend: DetectiveTracker['trend']): string {
  const momentum = momentumOf(trend);
  if (!momentum) return 'No trend yet: Detective records the active ads of each tracked brand once a day.';
  return `Active ads over ${momentum.days} days: ${momentum.first} → ${momentum.last}`;
}

/** The momentum badge's words: "Scaling up +19 (158%) in 30 days", "Pulling back −4 (25%) in 30 days". */
export function momentumLabel(momentum: Momentum): string {
  const sign = momentum.change > 0 ? '+' : momentum.change < 0 ? '−' : '±';
  const amount = `${sign}${Math.abs(momentum.change)}`;
  const percent = momentum.percent === null ? '' : ` (${Math.abs(momentum.percent)}%)`;
  const period = `in ${momentum.days} days`;
  if (momentum.direction === 'up') return `Scaling up ${amount}${percent} ${period}`;
  if (momentum.direction === 'down') return `Pulling back ${amount}${percent} ${period}`;
  return `Steady over ${momentum.days} days`;
}

/** Growth for sorting: the relative change, then the absolute; brands without a trend last. */
function growthKey(tracker: DetectiveTracker): [number, number] {
  const momentum = momentumOf(tracker.trend);
  if (!momentum) return [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  const relative =
    momentum.first === 0
      ? momentum.last > 0
        ? Number.MAX_SAFE_INTEGER
        : 0
      : momentum.change / momentum.first;
  return [relative, momentum.change];
}

const byName = (a: DetectiveTracker, b: DetectiveTracker) =>
  a.brand.name.localeCompare(b.brand.name, 'en', { sensitivity: 'base' });

const COMPARE: Record<TrackerSort, (a: DetectiveTracker, b: DetectiveTracker) => number> = {
  recent: (a, b) => b.createdAt.localeCompare(a.createdAt) || byName(a, b),
  active: (a, b) => b.activeAdCount - a.activeAdCount || byName(a, b),
  new: (a, b) => b.newAdCount - a.newAdCount || byName(a, b),
  name: byName,
  momentum: (a, b) => {
    const [relativeA, changeA] = growthKey(a);
    const [relativeB, changeB] = growthKey(b);
    return relativeB - relativeA || changeB - changeA || byName(a, b);
  },
};

/** The trackers whose brand name or website holds the words, in the chosen order. */
export function visibleTrackers(
  trackers: readonly DetectiveTracker[],
  options: { query: string; sort: TrackerSort },
): DetectiveTracker[] {
  const words = options.query.trim().toLocaleLowerCase('en');
  const matching =
    words === ''
      ? [...trackers]
      : trackers.filter(
          (tracker) =>
            tracker.brand.name.toLocaleLowerCase('en').includes(words) ||
            (tracker.brand.website ?? '').toLocaleLowerCase('en').includes(words),
        );
  return matching.sort(COMPARE[options.sort]);
}

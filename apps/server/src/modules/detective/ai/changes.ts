import type { DetectiveAdRefs, DetectiveOfferKind, DiscoverFormat } from '@hookline/domain';
import type { AnalysisFigures, StoredFigures } from './analysis-figures.ts';

/** A format's share of the live ads moved by at least this many points. */
const SHIFT_POINTS = 10;

/** What changed since the tracker's previous analysis. */
export interface Changes {
  previousDay: string;
  started: DetectiveAdRefs;
  stopped: DetectiveAdRefs;
  activeBefore: number;
  activeNow: number;
  formatShifts: { format: DiscoverFormat; before: number; now: number }[];
  offersAdded: DetectiveOfferKind[];
  offersDropped: DetectiveOfferKind[];
  launchesBefore: number;
  launchesNow: number;
  newHooks: { text: string; adIds: string[] }[];
}

const sharePercent = (figures: StoredFigures, format: DiscoverFormat): number => {
  const total = figures.formatMix.reduce((sum, entry) => sum + entry.ads.total, 0);
  const mine = figures.formatMix.find((entry) => entry.format === format)?.ads.total ?? 0;
  return total === 0 ? 0 : Math.round((mine / total) * 100);
};

/** Compares this analysis's figures with the previous one's; `started` and `stopped` come from the library. */
export function compareFigures(input: {
  previous: StoredFigures;
  now: AnalysisFigures;
  started: DetectiveAdRefs;
  stopped: DetectiveAdRefs;
}): Changes {
  const { previous, now } = input;
  const formats = [...new Set([...previous.formatMix, ...now.formatMix].map((entry) => entry.format))].sort();
  const offerKinds = (figures: StoredFigures) => new Set(figures.offers.map((offer) => offer.kind));
  const before = offerKinds(previous);
  const after = offerKinds(now);
  const previousHooks = new Set(
    previous.hookClusters.flatMap((cluster) => cluster.hooks.map((hook) => hook.text)),
  );
  return {
    previousDay: previous.day,
    started: input.started,
    stopped: input.stopped,
    activeBefore: previous.activeToday.total,
    activeNow: now.activeToday.total,
    formatShifts: formats
      .map((format) => ({ format, before: sharePercent(previous, format), now: sharePercent(now, format) }))
      .filter((shift) => Math.abs(shift.now - shift.before) >= SHIFT_POINTS),
    offersAdded: [...after].filter((kind) => !before.has(kind)).sort(),
    offersDropped: [...before].filter((kind) => !after.has(kind)).sort(),
    launchesBefore: previous.launches,
    launchesNow: now.launches,
    newHooks: now.hookClusters
      .flatMap((cluster) => cluster.hooks)
      .filter((hook) => !previousHooks.has(hook.text))
      .slice(0, 3)
      .map((hook) => ({ text: hook.text, adIds: hook.adIds })),
  };
}

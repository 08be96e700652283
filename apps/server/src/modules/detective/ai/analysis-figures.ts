import {
  AI_DETECTIVE_WINDOW_DAYS,
  type DetectiveAdRefs,
  type DetectiveOfferKind,
  type DetectivePeriod,
  type DiscoverCtaType,
  type DiscoverFormat,
} from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import {
  brandAdTexts,
  brandCadence,
  brandCopyAndHooks,
  brandCreatives,
  brandOverview,
} from '../../discover/index.ts';
import {
  clusterHooks,
  firstSentence,
  keyPhrases,
  type Hook,
  type HookCluster,
  type KeyPhrase,
} from './key-phrases.ts';

const KEY_PHRASES_MAX = 12;
const HOOKS_MAX = 40;

/** An ad's words as an analysis reads them, with a short handle (`a1`, `a2`, ...) a language model can cite. */
export interface AdWords {
  ref: string;
  adId: string;
  format: DiscoverFormat;
  startDate: string;
  endDate: string | null;
  opening: string | null;
  spokenOpening: string | null;
  copy: string;
  transcript: string | null;
}

/**
 * The statistics an analysis is written from, computed from the brand's ads live in the last
 * `AI_DETECTIVE_WINDOW_DAYS` days (the Detective dashboard's menus and the ads' words). Stored with the
 * analysis, so that the tracker's next one can say what changed.
 */
export interface AnalysisFigures {
  day: string;
  period: DetectivePeriod;
  brandName: string;
  liveAds: DetectiveAdRefs;
  activeToday: DetectiveAdRefs;
  formatMix: { format: DiscoverFormat; ads: DetectiveAdRefs }[];
  medianRunningDays: number;
  longestRunning: { adId: string; runningDays: number; endDate: string | null }[];
  stillRunningRate: number | null;
  launches: number;
  bursts: { day: string; ads: DetectiveAdRefs }[];
  offers: { kind: DetectiveOfferKind; examples: string[]; ads: DetectiveAdRefs }[];
  ctas: { ctaType: DiscoverCtaType; ads: DetectiveAdRefs }[];
  keyPhrases: KeyPhrase[];
  hookClusters: HookCluster[];
  transcriptCount: number;
  ads: AdWords[];
}

/** The brand's figures for the analysis written `today` (UTC `YYYY-MM-DD`). */
export async function readAnalysisFigures(
  db: Executor,
  input: { brandId: string; brandName: string; today: string },
): Promise<AnalysisFigures> {
  const question = { brandId: input.brandId, days: AI_DETECTIVE_WINDOW_DAYS, today: input.today } as const;
  const [overview, creatives, copy, cadence, texts] = await Promise.all([
    brandOverview(db, question),
    brandCreatives(db, question),
    brandCopyAndHooks(db, question),
    brandCadence(db, question),
    brandAdTexts(db, question),
  ]);
  const ads: AdWords[] = texts.map((ad, index) => {
    const copyText = [ad.body, ad.title ?? ''].filter((text) => text.trim() !== '').join('\n');
    return {
      ref: `a${index + 1}`,
      adId: ad.adId,
      format: ad.format,
      startDate: ad.startDate,
      endDate: ad.endDate,
      opening: firstSentence(ad.body),
      spokenOpening: ad.transcript ? firstSentence(ad.transcript) : null,
      copy: copyText,
      transcript: ad.transcript,
    };
  });
  const hooks = new Map<string, Hook>();
  const addHook = (text: string | null, adId: string, spoken: boolean) => {
    if (text === null) return;
    const key = `${spoken ? 's' : 'c'}:${text}`;
    const hook = hooks.get(key) ?? { text, adIds: [], spoken };
    hook.adIds.push(adId);
    hooks.set(key, hook);
  };
  for (const ad of ads) {
    addHook(ad.opening, ad.adId, false);
    addHook(ad.spokenOpening, ad.adId, true);
  }
  const rankedHooks = [...hooks.values()]
    .sort((a, b) => b.adIds.length - a.adIds.length || a.text.localeCompare(b.text))
    .slice(0, HOOKS_MAX);
  return {
    day: input.today,
    period: overview.period,
    brandName: input.brandName,
    liveAds: overview.liveAds,
    activeToday: overview.activePerDay.at(-1)?.ads ?? { total: 0, adIds: [] },
    formatMix: overview.formatMix.map((entry) => ({ format: entry.key, ads: entry.ads })),
    medianRunningDays: overview.medianRunningDays,
    longestRunning: creatives.longestRunning.slice(0, 5).map((ad) => ({
      adId: ad.adId,
      runningDays: ad.runningDays,
      endDate: ad.endDate,
    })),
    stillRunningRate: creatives.survival.stillRunning.rate,
    launches: cadence.launches,
    bursts: cadence.launchesPerDay.filter((day) => day.burst).map((day) => ({ day: day.day, ads: day.ads })),
    offers: copy.offers,
    ctas: copy.ctas,
    keyPhrases: keyPhrases(
      ads.map((ad) => ({ adId: ad.adId, texts: [ad.copy, ad.transcript ?? ''] })),
      KEY_PHRASES_MAX,
    ),
    hookClusters: clusterHooks(rankedHooks),
    transcriptCount: ads.filter((ad) => ad.transcript !== null && ad.transcript.trim() !== '').length,
    ads,
  };
}

/** What an analysis keeps of its figures for the next one: all but the ads' words. */
export type StoredFigures = Omit<AnalysisFigures, 'ads'>;

export const storedFigures = ({ ads: _ads, ...figures }: AnalysisFigures): StoredFigures => figures;

import type {
  DetectiveAdRefs,
  DetectiveAnalyticsResponse,
  DetectiveCadence,
  DetectiveCopy,
  DetectiveCreatives,
  DetectiveLandingPages,
  DetectiveOverview,
} from '@hookline/domain';
import { clip } from '../mcp-tool.ts';

/*
 * A tracked brand's dashboard, cut down for an assistant: counts with a few ad ids each (enough for get_ad to
 * open examples), the top entries of each ranking, and the days that had something, not every day of a year.
 */

const TOP = 10;
const EXAMPLE_ADS = 5;

const refs = (ads: DetectiveAdRefs, max = EXAMPLE_ADS) => ({
  count: ads.total,
  adIds: ads.adIds.slice(0, max),
});

function overview(figures: DetectiveOverview) {
  const today = figures.activePerDay.at(-1);
  const peak = figures.activePerDay.reduce<(typeof figures.activePerDay)[number] | undefined>(
    (best, day) => (!best || day.ads.total > best.ads.total ? day : best),
    undefined,
  );
  return {
    period: figures.period,
    liveAds: refs(figures.liveAds, TOP),
    activeToday: today?.ads.total ?? 0,
    peakActive: peak ? { day: peak.day, count: peak.ads.total } : null,
    medianRunningDays: figures.medianRunningDays,
    launchesPerWeek: figures.newPerWeek
      .filter((week) => week.ads.total > 0)
      .map((week) => ({ weekStart: week.weekStart, launched: week.ads.total })),
    formatMix: figures.formatMix.map((entry) => ({ format: entry.key, ads: entry.ads.total })),
    platformMix: figures.platformMix.map((entry) => ({ platform: entry.key, ads: entry.ads.total })),
  };
}

function creatives(figures: DetectiveCreatives) {
  return {
    period: figures.period,
    longestRunning: figures.longestRunning.slice(0, TOP),
    newInPeriod: refs(figures.newInPeriod),
    cohortsRunningToday: figures.cohorts.map((cohort) => ({ cohort: cohort.cohort, ...refs(cohort.ads) })),
    survival: {
      launched: figures.survival.launched,
      stillRunningRate: figures.survival.stillRunning.rate,
      ranAtLeast: figures.survival.ranAtLeast.map(({ days, eligible, rate }) => ({ days, eligible, rate })),
    },
  };
}

function copy(figures: DetectiveCopy) {
  return {
    period: figures.period,
    openingLines: figures.openingLines
      .slice(0, TOP)
      .map((line) => ({ text: clip(line.text, 200), ...refs(line.ads) })),
    phrases: figures.phrases
      .slice(0, TOP * 2)
      .map((entry) => ({ phrase: entry.phrase, ads: entry.ads.total })),
    offers: figures.offers.map((offer) => ({
      kind: offer.kind,
      examples: offer.examples.slice(0, EXAMPLE_ADS),
      ...refs(offer.ads),
    })),
    ctas: figures.ctas.map((entry) => ({ ctaType: entry.ctaType, ads: entry.ads.total })),
  };
}

function landingPages(figures: DetectiveLandingPages) {
  return {
    period: figures.period,
    pageCount: figures.pages.length,
    pages: figures.pages.slice(0, TOP * 2).map((page) => ({
      url: page.url,
      ...refs(page.ads),
      firstDay: page.firstDay,
      lastDay: page.lastDay,
      daysLive: page.daysLive,
    })),
  };
}

function cadence(figures: DetectiveCadence) {
  return {
    period: figures.period,
    launches: figures.launches,
    burstDays: figures.burstDays,
    // The latest days with launches: a year of zeros says nothing.
    launchDays: figures.launchesPerDay
      .filter((day) => day.ads.total > 0)
      .slice(-50)
      .map((day) => ({ day: day.day, burst: day.burst, ...refs(day.ads) })),
  };
}

/** One menu's figures, summarised. */
export function summariseAnalytics(answer: DetectiveAnalyticsResponse) {
  switch (answer.menu) {
    case 'overview':
      return { menu: answer.menu, ...overview(answer.analytics) };
    case 'creatives':
      return { menu: answer.menu, ...creatives(answer.analytics) };
    case 'copy':
      return { menu: answer.menu, ...copy(answer.analytics) };
    case 'landing-pages':
      return { menu: answer.menu, ...landingPages(answer.analytics) };
    case 'cadence':
      return { menu: answer.menu, ...cadence(answer.analytics) };
  }
}

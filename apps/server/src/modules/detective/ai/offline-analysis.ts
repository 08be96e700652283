import {
  DETECTIVE_AD_IDS_MAX,
  DISCOVER_CTA_LABELS,
  DISCOVER_FORMAT_LABELS,
  type AiDetectiveSection,
  type DetectiveOfferKind,
} from '@hookline/domain';
import type { AnalysisFigures } from './analysis-figures.ts';
import type { Changes } from './changes.ts';
import { ANGLES, PERSONAS, themesOf } from './themes.ts';

/*
 * The analysis written from the statistics alone, when no language model is configured (or its answer could
 * not be used). Every sentence comes from a figure; the same figures give the same words.
 */

export const SPY_DATA_CAVEAT =
  'These are the ads the brand chose to run, not their results: a long run or a repeated hook is a bet the brand keeps making, not proof that it sells.';

export const OFFLINE_NOTE = 'Generated from the statistics of the ads, without a language model.';

const OFFER_NAMES: Record<DetectiveOfferKind, string> = {
  'percent-off': 'a percentage discount',
  'free-shipping': 'free shipping',
  bogo: 'buy one, get one',
  price: 'a stated price',
};

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

const cap = (ids: readonly string[]) => [...new Set(ids)].slice(0, DETECTIVE_AD_IDS_MAX);

const section = (
  key: AiDetectiveSection['key'],
  title: string,
  text: string,
  adIds: readonly string[],
  quotes: AiDetectiveSection['quotes'] = [],
): AiDetectiveSection => ({ key, title, text, adIds: cap(adIds), quotes });

export const CHANGES_TITLE = 'What changed since the last analysis';
export const FIRST_TITLE = 'First analysis';

/** The opening section: what changed since the previous analysis, or that this is the first. */
export function changesSection(figures: AnalysisFigures, changes: Changes | null): AiDetectiveSection {
  if (!changes) {
    return section(
      'changes',
      FIRST_TITLE,
      `This is the first analysis of ${figures.brandName}: the next one will say what changed since today. ` +
        `Today ${plural(figures.activeToday.total, 'ad is', 'ads are')} running, and ` +
        `${plural(figures.liveAds.total, 'ad')} ran in the last ${figures.period.days} days.`,
      figures.activeToday.adIds,
    );
  }
  const sentences = [
    `Since the analysis of ${changes.previousDay}, ${figures.brandName} started ${plural(changes.started.total, 'new ad')} ` +
      `and stopped ${plural(changes.stopped.total, 'ad')}; ${plural(changes.activeNow, 'ad is', 'ads are')} running now, ` +
      `against ${changes.activeBefore} then.`,
  ];
  for (const shift of changes.formatShifts) {
    sentences.push(
      `${DISCOVER_FORMAT_LABELS[shift.format]} went from ${shift.before}% to ${shift.now}% of the ads live in the period.`,
    );
  }
  if (changes.offersAdded.length > 0) {
    sentences.push(`New in the copy: ${listed(changes.offersAdded.map((kind) => OFFER_NAMES[kind]))}.`);
  }
  if (changes.offersDropped.length > 0) {
    sentences.push(
      `No longer in the copy: ${listed(changes.offersDropped.map((kind) => OFFER_NAMES[kind]))}.`,
    );
  }
  if (changes.launchesNow !== changes.launchesBefore) {
    sentences.push(
      `Launches over ${figures.period.days} days went from ${changes.launchesBefore} to ${changes.launchesNow}.`,
    );
  }
  if (changes.started.total === 0 && changes.stopped.total === 0 && sentences.length === 1) {
    sentences.push('Nothing else moved: the brand is running the same ads as before.');
  }
  return section(
    'changes',
    CHANGES_TITLE,
    sentences.join(' '),
    [...changes.started.adIds, ...changes.stopped.adIds],
    changes.newHooks.map((hook) => ({ text: hook.text, adIds: hook.adIds.slice(0, DETECTIVE_AD_IDS_MAX) })),
  );
}

function anglesSection(figures: AnalysisFigures): AiDetectiveSection {
  const angles = themesOf(ANGLES, figures.ads).slice(0, 3);
  const phrases = figures.keyPhrases.slice(0, 5).map((phrase) => `“${phrase.phrase}”`);
  const phraseText =
    phrases.length > 0
      ? ` The phrases that come back most across copy and transcripts: ${listed(phrases)}.`
      : '';
  if (angles.length === 0) {
    return section(
      'angles',
      'Angles',
      `The copy makes no argument the word lists recognise.${phraseText}`,
      figures.keyPhrases.flatMap((phrase) => phrase.adIds),
    );
  }
  const textAds = figures.ads.length;
  const described = angles.map(
    (angle) =>
      `${angle.name} in ${plural(angle.adIds.length, 'ad')} (${percent(angle.adIds.length, textAds)}%, words such as ${listed(angle.words.map((word) => `“${word}”`))})`,
  );
  return section(
    'angles',
    'Angles',
    `The arguments ${figures.brandName} makes most: ${listed(described)}.${phraseText}`,
    angles.flatMap((angle) => angle.adIds),
  );
}

function personasSection(figures: AnalysisFigures): AiDetectiveSection {
  const personas = themesOf(PERSONAS, figures.ads).slice(0, 3);
  if (personas.length === 0) {
    return section(
      'personas',
      'Personas',
      'The ads name no audience outright: they speak to whoever sees them, so the targeting, not the copy, chooses the audience.',
      [],
    );
  }
  const described = personas.map(
    (persona) =>
      `${persona.name} (${plural(persona.adIds.length, 'ad')}, through ${listed(persona.words.map((word) => `“${word}”`))})`,
  );
  return section(
    'personas',
    'Personas',
    `The audiences the copy names: ${listed(described)}.`,
    personas.flatMap((persona) => persona.adIds),
  );
}

function offersSection(figures: AnalysisFigures): AiDetectiveSection {
  const ctas = figures.ctas
    .slice(0, 2)
    .map((cta) => `${DISCOVER_CTA_LABELS[cta.ctaType]} (${plural(cta.ads.total, 'ad')})`);
  const ctaText = ctas.length > 0 ? ` The calls to action: ${listed(ctas)}.` : '';
  if (figures.offers.length === 0) {
    return section(
      'offers',
      'Offers',
      `No discount, free shipping or price appears in the copy: the brand sells without an offer.${ctaText}`,
      figures.ctas.flatMap((cta) => cta.ads.adIds),
    );
  }
  const described = figures.offers.map((offer) => {
    const examples = offer.examples.slice(0, 2).map((example) => `“${example}”`);
    return `${OFFER_NAMES[offer.kind]} in ${plural(offer.ads.total, 'ad')}${examples.length > 0 ? ` (${listed(examples)})` : ''}`;
  });
  return section(
    'offers',
    'Offers',
    `Offers named in the copy: ${listed(described)}.${ctaText}`,
    figures.offers.flatMap((offer) => offer.ads.adIds),
  );
}

function hooksSection(figures: AnalysisFigures): AiDetectiveSection {
  const clusters = figures.hookClusters.slice(0, 4);
  if (clusters.length === 0) {
    return section('hooks', 'Hooks', 'The ads of the period have no copy or transcript to quote.', []);
  }
  const repeated = clusters.filter((cluster) => cluster.adIds.length > 1);
  const described = (repeated.length > 0 ? repeated : clusters)
    .slice(0, 3)
    .map(
      (cluster) =>
        `“${cluster.label}” (${plural(cluster.hooks.length, 'opening')}, ${plural(cluster.adIds.length, 'ad')})`,
    );
  const spoken =
    figures.transcriptCount > 0
      ? ` Spoken openings come from ${plural(figures.transcriptCount, 'transcript')}.`
      : '';
  const quotes = clusters
    .flatMap((cluster) => cluster.hooks.slice(0, 3))
    .slice(0, 8)
    .map((hook) => ({ text: hook.text, adIds: hook.adIds.slice(0, DETECTIVE_AD_IDS_MAX) }));
  return section(
    'hooks',
    'Hooks',
    `The openings, grouped by the words they share: ${listed(described)}. Each is quoted below as the ads say it.${spoken}`,
    clusters.flatMap((cluster) => cluster.adIds),
    quotes,
  );
}

function cadenceSection(figures: AnalysisFigures): AiDetectiveSection {
  const perWeek = Math.round((figures.launches / figures.period.days) * 7 * 10) / 10;
  const sentences = [
    `${figures.brandName} launched ${plural(figures.launches, 'ad')} in ${figures.period.days} days, about ${perWeek} a week.`,
  ];
  if (figures.bursts.length > 0) {
    const days = figures.bursts.slice(-3).map((burst) => `${burst.day} (${burst.ads.total})`);
    sentences.push(
      `It launches in bursts: ${plural(figures.bursts.length, 'day')} with four or more launches, the latest ${listed(days)}.`,
    );
  }
  sentences.push(`Its ads run ${figures.medianRunningDays} days at the median.`);
  const longest = figures.longestRunning[0];
  if (longest) {
    sentences.push(
      `The longest-running ad has run ${plural(longest.runningDays, 'day')}${longest.endDate === null ? ' and still runs' : ''}: the brand keeps paying for it, which is a bet, not a result.`,
    );
  }
  return section('cadence', 'Cadence', sentences.join(' '), [
    ...figures.bursts.flatMap((burst) => burst.ads.adIds),
    ...figures.longestRunning.map((ad) => ad.adId),
  ]);
}

/** Two or three things the team can do next, from the strongest signals. */
export function offlineActions(figures: AnalysisFigures): string[] {
  const actions: string[] = [];
  const hook = figures.hookClusters.find((cluster) => cluster.adIds.length > 1);
  const quote = hook?.hooks[0]?.text;
  if (hook && quote) {
    actions.push(
      `Write your own take on the “${hook.label}” hook they repeat across ${plural(hook.adIds.length, 'ad')} (for example “${quote}”) and test it against your current opening.`,
    );
  }
  const offer = figures.offers[0];
  if (offer) {
    actions.push(
      `Put your offer beside theirs, ${OFFER_NAMES[offer.kind]} in ${plural(offer.ads.total, 'ad')}${offer.examples[0] ? ` (“${offer.examples[0]}”)` : ''}: decide whether to match it or to lead with something they don't say.`,
    );
  }
  const longest = figures.longestRunning[0];
  if (longest && longest.runningDays >= 30) {
    actions.push(
      `Open their longest-running ad (${plural(longest.runningDays, 'day')}) and note its format and first line: it is the bet they renew most, worth a test of your own, not a proven winner.`,
    );
  }
  const mainFormat = figures.formatMix[0];
  if (actions.length < 3 && mainFormat && figures.liveAds.total > 0) {
    const share = percent(
      mainFormat.ads.total,
      figures.formatMix.reduce((sum, entry) => sum + entry.ads.total, 0),
    );
    if (share >= 60) {
      actions.push(
        `${share}% of their live ads are ${DISCOVER_FORMAT_LABELS[mainFormat.format].toLowerCase()}: check that you have ${DISCOVER_FORMAT_LABELS[mainFormat.format].toLowerCase()} creatives in rotation to answer them.`,
      );
    }
  }
  if (actions.length < 2) {
    actions.push(
      'Run this analysis again next week to see which of these ads survive and what they launch next.',
    );
  }
  if (actions.length < 2) {
    actions.push(
      'Track one or two more competitors in Detective, so that each analysis can be read against theirs.',
    );
  }
  return actions.slice(0, 3);
}

/** The summary: the brand's bets in one paragraph, with the spy-data caveat. */
export function offlineSummary(figures: AnalysisFigures, changes: Changes | null): string {
  const format = figures.formatMix[0];
  const formatShare = format
    ? percent(
        format.ads.total,
        figures.formatMix.reduce((sum, entry) => sum + entry.ads.total, 0),
      )
    : 0;
  const formatText = format
    ? ` ${formatShare > 50 ? 'mostly' : 'led by'} ${DISCOVER_FORMAT_LABELS[format.format].toLowerCase()} (${formatShare}%)`
    : '';
  const changeText = changes
    ? ` Since ${changes.previousDay}: ${plural(changes.started.total, 'new ad')}, ${plural(changes.stopped.total, 'stopped ad')}.`
    : ' This is its first analysis.';
  const offer = figures.offers[0];
  const offerText = offer ? ` The offer its copy names most: ${OFFER_NAMES[offer.kind]}.` : '';
  return (
    `${figures.brandName} ran ${plural(figures.liveAds.total, 'ad')} in the last ${figures.period.days} days${formatText === '' ? '' : `,${formatText}`}, ` +
    `with ${plural(figures.activeToday.total, 'ad')} running today.${changeText}${offerText} ${SPY_DATA_CAVEAT}`
  );
}

/** The sections after the opening one, in their order. */
export function offlineSections(figures: AnalysisFigures, changes: Changes | null): AiDetectiveSection[] {
  return [
    changesSection(figures, changes),
    anglesSection(figures),
    personasSection(figures),
    offersSection(figures),
    hooksSection(figures),
    cadenceSection(figures),
  ];
}

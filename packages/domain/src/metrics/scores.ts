import { evaluateRatio, percentileInSorted } from './compute.ts';
import { createMetricFactory, ratio, sumOf, type ComponentRegistry } from './definition-builder.ts';
import { META_COMPONENTS, metaAction } from './meta/components.ts';
import { TIKTOK_COMPONENTS } from './tiktok/components.ts';
import type {
  AdPlatform,
  ComponentValues,
  CreativeScore,
  MetricDefinition,
  RatioComputation,
} from './types.ts';

export const CREATIVE_SCORES: readonly CreativeScore[] = ['click', 'hook', 'watch', 'convert', 'engagement'];

export const creativeScoreKey = (score: CreativeScore): string => `${score}_score`;

interface ScoreText {
  title: string;
  measures: string;
}

const SCORE_TEXT: Readonly<Record<CreativeScore, ScoreText>> = {
  click: { title: 'Click Score', measures: 'how often people click this ad' },
  hook: { title: 'Hook Score', measures: "how well this ad's opening stops the scroll" },
  watch: { title: 'Watch Score', measures: 'how well this ad keeps people watching once it has hooked them' },
  convert: { title: 'Convert Score', measures: "how well this ad's clicks turn into purchases" },
  engagement: {
    title: 'Engagement Score',
    measures: 'how much people react to, comment on and share this ad',
  },
};

/**
 * The ratio each score ranks. Each is the ad's own rate, compared with the account's other
 * ads in the same period (see docs/metrics.md).
 */
export const SCORE_BASIS: Readonly<Record<AdPlatform, Readonly<Record<CreativeScore, RatioComputation>>>> = {
  meta: {
    click: ratio('inline_link_clicks', 'impressions', 100),
    hook: ratio(metaAction('video_view'), 'impressions', 100),
    watch: ratio('video_thruplay_watched_actions', metaAction('video_view'), 100),
    convert: ratio(metaAction('omni_purchase'), 'inline_link_clicks', 100),
    engagement: ratio(metaAction('post_engagement'), 'impressions', 1000),
  },
  tiktok: {
    click: ratio('clicks', 'impressions', 100),
    hook: ratio('video_watched_2s', 'impressions', 100),
    watch: ratio('video_watched_6s', 'video_watched_2s', 100),
    convert: ratio(sumOf('complete_payment', 'onsite_shopping'), 'clicks', 100),
    engagement: ratio(sumOf('likes', 'comments', 'shares', 'follows'), 'impressions', 1000),
  },
};

const REGISTRIES: Readonly<Record<AdPlatform, ComponentRegistry>> = {
  meta: META_COMPONENTS,
  tiktok: TIKTOK_COMPONENTS,
};

function scoreMetrics(platform: AdPlatform): MetricDefinition[] {
  const define = createMetricFactory(platform, REGISTRIES[platform]);
  return CREATIVE_SCORES.map((score) =>
    define({
      key: creativeScoreKey(score),
      longName: SCORE_TEXT[score].title,
      description: `A score from 0 to 100 of ${SCORE_TEXT[score].measures}, ranked against the account's other ads over the same dates. 50 is a typical ad; 90 beats nine in ten of them.`,
      computation: { kind: 'score', score, basis: SCORE_BASIS[platform][score] },
      category: 'creative_scores',
    }),
  );
}

export const META_SCORE_METRICS: readonly MetricDefinition[] = scoreMetrics('meta');
export const TIKTOK_SCORE_METRICS: readonly MetricDefinition[] = scoreMetrics('tiktok');

export type CreativeScores = Record<CreativeScore, number | null>;

/**
 * All five scores of every ad line at once (O(n log n) per score), for a report engine that
 * scores a whole account. Returns one entry per line, in the order given.
 */
export function computeCreativeScores(
  platform: AdPlatform,
  lines: readonly ComponentValues[],
): CreativeScores[] {
  const result: CreativeScores[] = lines.map(() => ({
    click: null,
    hook: null,
    watch: null,
    convert: null,
    engagement: null,
  }));
  for (const score of CREATIVE_SCORES) {
    const basis = SCORE_BASIS[platform][score];
    const values = lines.map((line) => evaluateRatio(basis, line));
    const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
    values.forEach((value, index) => {
      const entry = result[index];
      if (value === null || !entry) return;
      entry[score] = percentileInSorted(value, known);
    });
  }
  return result;
}

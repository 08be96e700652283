import { describe, expect, it } from 'vitest';
import { getMetric } from './catalogue.ts';
import { computeMetric } from './compute.ts';
import { CREATIVE_SCORES, computeCreativeScores, creativeScoreKey } from './scores.ts';
import type { AdPlatform, ComponentValues, MetricDefinition } from './types.ts';

function metric(platform: AdPlatform, key: string): MetricDefinition {
  const found = getMetric(platform, key);
  if (!found) throw new Error(`missing ${key}`);
  return found;
}

const metaAds: ComponentValues[] = [
  {
    impressions: 1000,
    inline_link_clicks: 10,
    'actions:video_view': 200,
    video_thruplay_watched_actions: 50,
    'actions:omni_purchase': 1,
    'actions:post_engagement': 30,
  },
  {
    impressions: 1000,
    inline_link_clicks: 20,
    'actions:video_view': 300,
    video_thruplay_watched_actions: 60,
    'actions:omni_purchase': 4,
    'actions:post_engagement': 10,
  },
  {
    impressions: 1000,
    inline_link_clicks: 30,
    'actions:video_view': 100,
    video_thruplay_watched_actions: 90,
    'actions:omni_purchase': 0,
    'actions:post_engagement': 20,
  },
  { impressions: 0, inline_link_clicks: 0 },
];

describe('creative scores', () => {
  it('defines the five scores on both platforms as 0-100 ranks, not summable, not breakable by age and gender', () => {
    for (const platform of ['meta', 'tiktok'] as const) {
      for (const score of CREATIVE_SCORES) {
        const definition = metric(platform, creativeScoreKey(score));
        expect(definition.isHooklineMetric).toBe(true);
        expect(definition.isSummable).toBe(false);
        expect(definition.isMultiCompatible).toBe(false);
        expect(definition.supportsAgeAndGenderBreakdown).toBe(false);
        expect(definition.formula).toMatch(
          /^Percentile rank \(0-100\) of .+ among the account's ads in the same period$/,
        );
      }
    }
  });

  it('ranks each ad against the account with its own rate', () => {
    const scores = computeCreativeScores('meta', metaAds);
    expect(scores.map((entry) => entry.click)).toEqual([0, 50, 100, null]);
    expect(scores.map((entry) => entry.hook)).toEqual([50, 100, 0, null]);
    // Thruplays / 3-second plays: 25 %, 20 %, 90 %.
    expect(scores.map((entry) => entry.watch)).toEqual([50, 0, 100, null]);
    // Purchases / link clicks: 10 %, 20 %, 0 %.
    expect(scores.map((entry) => entry.convert)).toEqual([50, 100, 0, null]);
    expect(scores.map((entry) => entry.engagement)).toEqual([100, 0, 50, null]);
  });

  it('gives the same number through computeMetric with the peers', () => {
    const batch = computeCreativeScores('meta', metaAds);
    metaAds.forEach((ad, index) => {
      for (const score of CREATIVE_SCORES) {
        expect(computeMetric(metric('meta', creativeScoreKey(score)), ad, { peers: metaAds })).toBe(
          batch[index]?.[score],
        );
      }
    });
    expect(computeMetric(metric('meta', 'click_score'), metaAds[0] ?? {})).toBeNull();
  });

  it('scores TikTok ads from 2-second hooks and 6-second holds', () => {
    const ads: ComponentValues[] = [
      {
        impressions: 100,
        clicks: 1,
        video_watched_2s: 10,
        video_watched_6s: 5,
        complete_payment: 1,
        likes: 1,
      },
      {
        impressions: 100,
        clicks: 2,
        video_watched_2s: 40,
        video_watched_6s: 8,
        onsite_shopping: 1,
        shares: 5,
      },
    ];
    const scores = computeCreativeScores('tiktok', ads);
    expect(scores[0]).toEqual({ click: 0, hook: 0, watch: 100, convert: 100, engagement: 0 });
    expect(scores[1]).toEqual({ click: 100, hook: 100, watch: 0, convert: 0, engagement: 100 });
  });

  it('gives a lone ad the middle score', () => {
    expect(computeCreativeScores('meta', [metaAds[0] ?? {}])[0]?.click).toBe(50);
  });
});

import { describe, expect, it } from 'vitest';
import { getComponents, getMetric } from './catalogue.ts';
import {
  computeMetric,
  evaluateExpr,
  percentileScore,
  requiredComponents,
  sumComponentRows,
} from './compute.ts';
import type { AdPlatform, ComponentValues, MetricDefinition } from './types.ts';

function metric(platform: AdPlatform, key: string): MetricDefinition {
  const found = getMetric(platform, key);
  if (!found) throw new Error(`missing ${key}`);
  return found;
}

describe('computeMetric', () => {
  const rows: ComponentValues[] = [
    {
      spend: 100,
      impressions: 10_000,
      inline_link_clicks: 100,
      'actions:omni_purchase': 1,
      'action_values:omni_purchase': 50,
    },
    {
      spend: 900,
      impressions: 1_000,
      inline_link_clicks: 100,
      'actions:omni_purchase': 9,
      'action_values:omni_purchase': 2_650,
    },
  ];
  const summed = sumComponentRows(getComponents('meta'), rows);

  it('recomputes a ratio over many rows from summed parts, never by averaging', () => {
    // Averaging the rows' CTRs (1 % and 10 %) would give 5.5 %.
    expect(computeMetric(metric('meta', 'inline_link_click_ctr'), summed)).toBeCloseTo(
      (200 / 11_000) * 100,
      10,
    );
    expect(computeMetric(metric('meta', 'purchase_roas'), summed)).toBeCloseTo(2_700 / 1_000, 10);
    expect(computeMetric(metric('meta', 'average_order_value'), summed)).toBeCloseTo(270, 10);
    expect(computeMetric(metric('meta', 'cost_per_purchase'), summed)).toBeCloseTo(100, 10);
    expect(computeMetric(metric('meta', 'cpm'), summed)).toBeCloseTo((1_000 / 11_000) * 1000, 10);
    expect(computeMetric(metric('meta', 'click_to_purchase_ratio'), summed)).toBeCloseTo(5, 10);
    expect(computeMetric(metric('meta', 'purchases_per_mille'), summed)).toBeCloseTo(
      (10 / 11_000) * 1000,
      10,
    );
  });

  it('sums counts, values and costs', () => {
    expect(computeMetric(metric('meta', 'spend'), summed)).toBe(1_000);
    expect(computeMetric(metric('meta', 'purchases'), summed)).toBe(10);
    expect(computeMetric(metric('meta', 'purchase_value'), summed)).toBe(2_700);
  });

  it('returns null when a denominator is zero or a component is missing', () => {
    expect(
      computeMetric(metric('meta', 'cost_per_purchase'), { spend: 10, 'actions:omni_purchase': 0 }),
    ).toBeNull();
    expect(computeMetric(metric('meta', 'ctr'), { clicks: 5 })).toBeNull();
    expect(computeMetric(metric('meta', 'spend'), {})).toBeNull();
    expect(computeMetric(metric('meta', 'spend'), { spend: Number.NaN })).toBeNull();
  });

  it('re-weights average watch time by plays', () => {
    const watch = sumComponentRows(getComponents('meta'), [
      { video_play_actions: 100, video_watch_seconds: 100 * 2 },
      { video_play_actions: 300, video_watch_seconds: 300 * 6 },
    ]);
    expect(computeMetric(metric('meta', 'video_avg_time_watched_actions'), watch)).toBe(5);
  });

  it('computes drop-off and retention between percentile marks', () => {
    const video = {
      video_play_actions: 1000,
      video_p25_watched_actions: 400,
      video_p50_watched_actions: 300,
      video_p75_watched_actions: 120,
    };
    expect(computeMetric(metric('meta', 'video_drop_off_0_25'), video)).toBe(60);
    expect(computeMetric(metric('meta', 'video_drop_off_25_50'), video)).toBe(25);
    expect(computeMetric(metric('meta', 'video_retention_25_50'), video)).toBe(75);
    expect(computeMetric(metric('meta', 'sustain_rate'), video)).toBe(30);
    expect(computeMetric(metric('meta', 'video_p25_watched_rate'), video)).toBe(40);
  });

  it('reads unique components at the line level and computes frequency from them', () => {
    expect(computeMetric(metric('meta', 'reach'), { reach: 800 })).toBe(800);
    expect(computeMetric(metric('meta', 'frequency'), { impressions: 2_000, reach: 800 })).toBe(2.5);
    expect(computeMetric(metric('meta', 'unique_ctr'), { unique_clicks: 8, reach: 800 })).toBe(1);
  });

  it('computes share of total against the report totals', () => {
    expect(computeMetric(metric('meta', 'spend_share'), { spend: 250 }, { totals: { spend: 1_000 } })).toBe(
      25,
    );
    expect(computeMetric(metric('meta', 'spend_share'), { spend: 250 })).toBeNull();
    expect(computeMetric(metric('meta', 'spend_share'), { spend: 0 }, { totals: { spend: 0 } })).toBeNull();
  });

  it('adds SKAN and non-SKAN parts for combined TikTok metrics, even when one side is absent', () => {
    const line = {
      spend: 300,
      purchase: 4,
      skan_purchase: 2,
      clicks: 60,
      total_purchase_value: 400,
      skan_total_purchase_value: 200,
    };
    expect(computeMetric(metric('tiktok', 'combined_purchase'), line)).toBe(6);
    expect(computeMetric(metric('tiktok', 'combined_cost_per_purchase'), line)).toBe(50);
    expect(computeMetric(metric('tiktok', 'combined_purchase_rate'), line)).toBe(10);
    expect(computeMetric(metric('tiktok', 'combined_value_per_purchase'), line)).toBe(100);
    expect(computeMetric(metric('tiktok', 'combined_total_purchase_value'), line)).toBe(600);
    expect(computeMetric(metric('tiktok', 'combined_purchase'), { purchase: 4 })).toBe(4);
    expect(computeMetric(metric('tiktok', 'skan_cost_per_purchase'), line)).toBe(150);
  });

  it('computes the TikTok video ratios from 2- and 6-second views', () => {
    const line = {
      impressions: 1_000,
      video_play_actions: 800,
      video_watched_2s: 400,
      video_watched_6s: 100,
      clicks: 20,
      engaged_view: 150,
    };
    expect(computeMetric(metric('tiktok', 'thumbstop_ratio'), line)).toBe(40);
    expect(computeMetric(metric('tiktok', 'hook_rate'), line)).toBe(50);
    expect(computeMetric(metric('tiktok', 'hold_rate'), line)).toBe(25);
    expect(computeMetric(metric('tiktok', 'headline_rate'), line)).toBe(10);
    expect(computeMetric(metric('tiktok', 'trigger_rate'), line)).toBe(20);
    expect(computeMetric(metric('tiktok', 'focused_view_rate'), line)).toBe(15);
  });

  it('computes TikTok ROAS per channel and for all purchases', () => {
    const line = {
      spend: 100,
      total_complete_payment_rate: 300,
      total_onsite_shopping_value: 100,
      complete_payment: 3,
      onsite_shopping: 1,
    };
    expect(computeMetric(metric('tiktok', 'complete_payment_roas'), line)).toBe(3);
    expect(computeMetric(metric('tiktok', 'onsite_shopping_roas'), line)).toBe(1);
    expect(computeMetric(metric('tiktok', 'all_purchase_roas'), line)).toBe(4);
    expect(computeMetric(metric('tiktok', 'shop_average_order_value'), line)).toBe(100);
    expect(computeMetric(metric('tiktok', 'cost_per_all_purchase'), line)).toBe(25);
  });
});

describe('evaluateExpr', () => {
  it('needs both sides of a difference', () => {
    expect(evaluateExpr({ kind: 'subtract', minuend: 'a', subtrahend: 'b' }, { a: 5, b: 2 })).toBe(3);
    expect(evaluateExpr({ kind: 'subtract', minuend: 'a', subtrahend: 'b' }, { a: 5 })).toBeNull();
    expect(evaluateExpr({ kind: 'add', components: ['a', 'b'] }, {})).toBeNull();
  });
});

describe('sumComponentRows', () => {
  it('sums summable components and leaves unique ones to the platform unless there is one row', () => {
    const parts = getComponents('meta');
    const many = sumComponentRows(parts, [
      { spend: 1, reach: 10 },
      { spend: 2, reach: 20 },
    ]);
    expect(many.spend).toBe(3);
    expect('reach' in many).toBe(false);
    expect(many.impressions).toBeNull();
    expect(sumComponentRows(parts, [{ spend: 1, reach: 10 }]).reach).toBe(10);
  });
});

describe('requiredComponents', () => {
  it('lists what the report engine must load', () => {
    expect(requiredComponents(metric('meta', 'purchase_roas'))).toEqual([
      'action_values:omni_purchase',
      'spend',
    ]);
    expect(requiredComponents(metric('tiktok', 'combined_purchase'))).toEqual(['purchase', 'skan_purchase']);
  });
});

describe('percentileScore', () => {
  it('ranks against the other ads with ties counting half', () => {
    expect(percentileScore(5, [1, 2, 3, 4, 5])).toBe(100);
    expect(percentileScore(1, [1, 2, 3, 4, 5])).toBe(0);
    expect(percentileScore(3, [1, 2, 3, 4, 5])).toBe(50);
    expect(percentileScore(2, [2, 2, 2])).toBe(50);
    expect(percentileScore(7, [7])).toBe(50);
    expect(percentileScore(3, [1, 2, 4, 5])).toBe(50);
  });
});

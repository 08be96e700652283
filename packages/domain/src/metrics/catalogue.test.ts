import { describe, expect, it } from 'vitest';
import { getCatalogue, getComponents, getMetric, withoutCreativeScores } from './catalogue.ts';
import { computeMetric } from './compute.ts';
import { META_ACTION_TYPES } from './meta/action-types.ts';
import { TIKTOK_EVENTS, totalValueKey } from './tiktok/events.ts';
import { evaluateFormulaText } from './test-support/formula-evaluator.ts';
import { metricDefinitionSchema, type AdPlatform, type MetricDefinition } from './types.ts';

const PLATFORMS: readonly AdPlatform[] = ['meta', 'tiktok'];

function metric(platform: AdPlatform, key: string): MetricDefinition {
  const found = getMetric(platform, key);
  if (!found) throw new Error(`missing ${platform} metric ${key}`);
  return found;
}

describe.each(PLATFORMS)('%s catalogue', (platform) => {
  const catalogue = getCatalogue(platform);

  it('holds valid definitions with every spec field and unique snake_case keys', () => {
    const keys = new Set<string>();
    for (const definition of catalogue) {
      expect(metricDefinitionSchema.parse(definition)).toEqual(definition);
      expect(definition.key).toMatch(/^[a-z0-9_]+$/);
      expect(keys.has(definition.key)).toBe(false);
      keys.add(definition.key);
      expect(definition.type).toBe(platform === 'meta' ? 'facebook' : 'tiktok');
      expect(definition.longName.trim()).not.toBe('');
      expect(definition.shortName.trim()).not.toBe('');
      expect(definition.sourceFields.length).toBeGreaterThan(0);
    }
  });

  it('writes every description as finished sentences for a marketer', () => {
    for (const definition of catalogue) {
      expect(definition.description, definition.key).toMatch(/^[A-Z0-9"%].*[.)]$/);
      expect(definition.description, definition.key).not.toMatch(/undefined|null|NaN|\s{2}|\.\./);
    }
  });

  it('gives every component a distinct label, so formulas read unambiguously', () => {
    const labels = getComponents(platform).map((part) => part.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('computes every metric exactly as its formula text reads', () => {
    const components = getComponents(platform);
    const values: Record<string, number> = {};
    const labels = new Map<string, number>();
    const totals: Record<string, number> = {};
    const totalLabels = new Map<string, number>();
    components.forEach((part, index) => {
      values[part.key] = 3 + index * 7;
      labels.set(part.label, values[part.key] ?? 0);
      totals[part.key] = (values[part.key] ?? 0) * 11;
      totalLabels.set(`Total ${part.label}`, totals[part.key] ?? 0);
    });
    let checked = 0;
    for (const definition of catalogue) {
      if (definition.isHooklineMetric) continue;
      const computed = computeMetric(definition, values, { totals });
      expect(computed, definition.key).not.toBeNull();
      if (definition.formula === '') {
        // A value read straight from the platform: the metric is its one component.
        const only =
          definition.computation.kind === 'sum'
            ? definition.computation.components
            : definition.computation.kind === 'unique'
              ? [definition.computation.component]
              : [];
        expect(only, definition.key).toHaveLength(1);
        expect(computed, definition.key).toBe(values[only[0] ?? '']);
        continue;
      }
      const fromText = evaluateFormulaText(definition.formula, new Map([...totalLabels, ...labels]));
      expect(computed, `${definition.key}: ${definition.formula}`).toBeCloseTo(fromText, 9);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('writes rates as (a / b) * 100 with a % suffix and per-thousand metrics as * 1000', () => {
    for (const definition of catalogue) {
      const { computation } = definition;
      if (computation.kind !== 'ratio') continue;
      if (computation.scale === 100) {
        expect(definition.formula, definition.key).toMatch(/^\(.+ \/ .+\) \* 100$/);
        expect(definition.suffix, definition.key).toBe('%');
      }
      if (computation.scale === 1000) {
        expect(definition.formula, definition.key).toMatch(/^\(.+ \/ .+\) \* 1000$/);
      }
      if (definition.suffix === '%') expect([100], definition.key).toContain(computation.scale);
    }
  });

  it('derives the flags from what each metric is', () => {
    for (const definition of catalogue) {
      const { key, computation } = definition;
      if (key.includes('cost_per_') || key === 'cpc' || key === 'cpm' || key === 'cpp') {
        expect(definition.isInversePerformance, key).toBe(true);
        expect(definition.isCurrencyBased, key).toBe(true);
      }
      expect(definition.isSummable, key).toBe(computation.kind === 'sum');
      expect(definition.isHooklineMetric, key).toBe(computation.kind === 'score');
      if (definition.isCurrencyBased || definition.isUnique || definition.isHooklineMetric) {
        expect(definition.isMultiCompatible, key).toBe(false);
      }
      if (computation.kind === 'ratio' && !definition.isCurrencyBased) {
        expect(definition.isFloatingPoint, key).toBe(true);
      }
      if (computation.kind === 'sum' && !definition.isCurrencyBased) {
        expect(definition.isFloatingPoint, key).toBe(false);
      }
      if (definition.isInversePerformance) expect(key, key).toMatch(/cost_per|^cp[cmp]$|drop_off/);
    }
  });

  it('marks reach, frequency and unique counts as unique and not summable', () => {
    for (const key of ['reach', 'frequency']) {
      expect(metric(platform, key).isUnique).toBe(true);
      expect(metric(platform, key).isSummable).toBe(false);
    }
    for (const key of ['spend', 'impressions', 'clicks']) {
      expect(metric(platform, key).isSummable).toBe(true);
      expect(metric(platform, key).isUnique).toBe(false);
    }
  });

  it('has the five creative scores, which comparison mode removes', () => {
    const scores = catalogue
      .filter((definition) => definition.isHooklineMetric)
      .map((definition) => definition.key);
    expect(scores).toEqual(['click_score', 'hook_score', 'watch_score', 'convert_score', 'engagement_score']);
    const comparison = getCatalogue(platform, { comparison: true });
    expect(comparison).toHaveLength(catalogue.length - 5);
    expect(comparison.some((definition) => definition.isHooklineMetric)).toBe(false);
    expect(withoutCreativeScores(platform, ['spend', 'hook_score', 'ctr'])).toEqual(['spend', 'ctr']);
  });

  it('shares frozen definitions that no caller can change', () => {
    expect(Object.isFrozen(metric(platform, 'spend'))).toBe(true);
    expect(Object.isFrozen(metric(platform, 'ctr').computation)).toBe(true);
  });

  it('looks metrics up by key', () => {
    expect(metric(platform, 'spend').isCurrencyBased).toBe(true);
    expect(getMetric(platform, 'no_such_metric')).toBeUndefined();
  });
});

describe('Meta catalogue', () => {
  it('uses the Graph API field names as keys where the metric is one', () => {
    for (const key of [
      'spend',
      'impressions',
      'reach',
      'frequency',
      'cpm',
      'cpc',
      'ctr',
      'inline_link_clicks',
      'inline_link_click_ctr',
      'cost_per_inline_link_click',
      'outbound_clicks_ctr',
      'purchase_roas',
      'video_thruplay_watched_actions',
      'cost_per_thruplay',
      'video_p25_watched_actions',
      'estimated_ad_recallers',
    ]) {
      expect(getMetric('meta', key), key).toBeDefined();
    }
    expect(metric('meta', 'inline_link_click_ctr').formula).toBe('(Link Clicks / Impressions) * 100');
    expect(metric('meta', 'cost_per_inline_link_click').formula).toBe('Amount Spent / Link Clicks');
  });

  it.each(META_ACTION_TYPES.map((entry) => [entry.stem, entry] as const))(
    'has count, value, cost per and rate forms of %s',
    (_stem, entry) => {
      const count = metric('meta', entry.countKey);
      expect(count.actionTypes).toEqual([entry.actionType]);
      expect(count.isSummable).toBe(true);
      const value = metric('meta', `${entry.stem}_value`);
      expect(value.sourceFields).toEqual(['action_values']);
      expect(value.isCurrencyBased).toBe(true);
      const cost = metric('meta', `cost_per_${entry.stem}`);
      expect(cost.isInversePerformance).toBe(true);
      expect(cost.description).toMatch(/^The average cost of each .+ your ads generated\.$/);
      const rate = metric('meta', `click_to_${entry.stem}_ratio`);
      expect(rate.suffix).toBe('%');
      expect(rate.formula).toBe(`(${entry.title} / Link Clicks) * 100`);
    },
  );

  it('covers every family the spec lists', () => {
    const categories = new Set(getCatalogue('meta').map((definition) => definition.category));
    expect([...categories].sort()).toEqual(
      [
        'brand',
        'clicks',
        'conversions',
        'creative_scores',
        'delivery_and_cost',
        'engagement',
        'funnel_ratios',
        'share_of_total',
        'shop',
        'video',
      ].sort(),
    );
    for (const key of [
      'post_reactions',
      'post_saves',
      'post_comments',
      'post_shares',
      'page_likes',
      'post_engagement',
      'shop_transactions',
      'shop_revenue',
      'spend_share',
      'purchase_value_share',
      'purchases_per_mille',
      'average_order_value',
      'sustain_rate',
    ]) {
      expect(getMetric('meta', key), key).toBeDefined();
    }
  });

  it('has the quartile watch rates, drop-offs and retention ratios at the percentile marks', () => {
    for (const mark of [25, 50, 75, 95, 100]) {
      expect(metric('meta', `video_p${mark}_watched_rate`).formula).toBe(
        `(Video Plays at ${mark}% / Video Plays) * 100`,
      );
    }
    const steps = [
      [0, 25],
      [25, 50],
      [50, 75],
      [75, 95],
      [95, 100],
    ] as const;
    for (const [from, to] of steps) {
      const drop = metric('meta', `video_drop_off_${from}_${to}`);
      expect(drop.isInversePerformance).toBe(true);
      expect(drop.suffix).toBe('%');
    }
    expect(metric('meta', 'video_drop_off_25_50').formula).toBe(
      '((Video Plays at 25% - Video Plays at 50%) / Video Plays at 25%) * 100',
    );
    expect(metric('meta', 'video_retention_25_50').formula).toBe(
      '(Video Plays at 50% / Video Plays at 25%) * 100',
    );
  });

  it('states the spec rules on ThruPlay, thumbstop, hold rate and ad recall', () => {
    expect(metric('meta', 'video_thruplay_watched_actions').description).toContain('under 15 seconds');
    expect(metric('meta', 'video_thruplay_watched_actions').description).toContain('at least 15 seconds');
    expect(metric('meta', 'thumbstop_ratio').formula).toBe('(3-Second Video Plays / Impressions) * 100');
    expect(metric('meta', 'hold_rate').formula).toBe('(ThruPlays / 3-Second Video Plays) * 100');
    expect(metric('meta', 'hold_rate').description).toContain('15 seconds');
    expect(metric('meta', 'estimated_ad_recallers').description).toContain('within 2 days');
    expect(metric('meta', 'estimated_ad_recallers').isEstimatedValue).toBe(true);
    expect(metric('meta', 'video_avg_time_watched_actions').suffix).toBe('s');
  });

  it('computes ROAS, AOV, CPM and frequency from their parts', () => {
    expect(metric('meta', 'purchase_roas').formula).toBe('Purchase Value / Amount Spent');
    expect(metric('meta', 'average_order_value').formula).toBe('Purchase Value / Purchases');
    expect(metric('meta', 'cpm').formula).toBe('(Amount Spent / Impressions) * 1000');
    expect(metric('meta', 'frequency').formula).toBe('Impressions / Reach');
    expect(metric('meta', 'spend_share').formula).toBe('(Amount Spent / Total Amount Spent) * 100');
  });
});

describe('TikTok catalogue', () => {
  it('uses blank or % suffixes only; watch time names its seconds instead', () => {
    expect(getMetric('tiktok', 'average_video_play')?.shortName).toBe('Avg. Watch Time (s)');
    for (const definition of getCatalogue('tiktok')) {
      expect(['', '%'], definition.key).toContain(definition.suffix);
    }
  });

  it.each(TIKTOK_EVENTS.map((event) => [event.stem, event] as const))(
    'has the five forms of %s',
    (_stem, event) => {
      const prefixes = event.skan ? ['', 'skan_', 'combined_'] : [''];
      for (const prefix of prefixes) {
        const count = metric('tiktok', `${prefix}${event.stem}`);
        const cost = metric('tiktok', `${prefix}cost_per_${event.stem}`);
        const rate = metric('tiktok', `${prefix}${event.stem}_rate`);
        const valuePer = metric('tiktok', `${prefix}value_per_${event.stem}`);
        const total = metric('tiktok', `${prefix}${totalValueKey(event)}`);
        expect(count.isSummable).toBe(true);
        expect(cost.isInversePerformance).toBe(true);
        expect(rate.suffix).toBe('%');
        expect(valuePer.isCurrencyBased).toBe(true);
        expect(total.isCurrencyBased && total.isSummable).toBe(true);
        if (prefix === 'combined_') {
          expect(count.formula).toBe(
            `${getComponents('tiktok').find((part) => part.key === event.stem)?.label} + SKAN ${getComponents('tiktok').find((part) => part.key === event.stem)?.label}`,
          );
        }
        for (const definition of [count, cost, rate, valuePer, total]) {
          expect(definition.supportsAgeAndGenderBreakdown, definition.key).toBe(
            event.measuredOn === 'web' && prefix === '',
          );
          expect(definition.funnel, definition.key).toBe(
            prefix === '' ? event.measuredOn : prefix.replace('_', ''),
          );
        }
      }
    },
  );

  it('has every event family the spec lists', () => {
    for (const key of [
      'complete_payment',
      'button_click',
      'online_consult',
      'on_web_order',
      'add_billing',
      'page_event_search',
      'form',
      'download_start',
      'on_web_add_to_wishlist',
      'launch_app',
      'unlock_achievement',
      'achieve_level',
      'next_day_open',
      'initiate_checkout',
      'page_browse_view',
      'landing_page_view',
      'lead',
      'on_web_subscribe',
      'start_trial',
      'product_details_page_browse',
      'checkout',
      'user_registration',
      'registration',
      'web_event_add_to_cart',
      'onsite_shopping',
      'purchase',
    ]) {
      expect(getMetric('tiktok', key), key).toBeDefined();
    }
    for (const key of [
      'app_install',
      'real_time_app_install',
      'in_app_ad_click',
      'in_app_ad_impr',
      'skan_app_install',
      'combined_app_install',
      'profile_visits',
      'likes',
      'comments',
      'shares',
      'follows',
      'conversion',
      'cta_conversion',
      'vta_conversion',
      'complete_payment_roas',
      'onsite_shopping_roas',
      'all_purchase_roas',
      'shop_average_order_value',
      'all_purchases',
      'all_purchase_value',
    ]) {
      expect(getMetric('tiktok', key), key).toBeDefined();
    }
  });

  it('states the spec rules on 2-second thumbstop, 6-second hold, focused views, likes and comments', () => {
    expect(metric('tiktok', 'thumbstop_ratio').formula).toBe('(2-Second Video Views / Impressions) * 100');
    expect(metric('tiktok', 'hold_rate').formula).toBe('(6-Second Video Views / 2-Second Video Views) * 100');
    expect(metric('tiktok', 'engaged_view').description).toContain('6 seconds');
    expect(metric('tiktok', 'likes').description).toContain('within 1 day of a paid view');
    expect(metric('tiktok', 'comments').description).toContain('within 1 day of a paid view');
    expect(metric('tiktok', 'next_day_open_rate').formula).toBe('(Day 1 Retentions / App Installs) * 100');
    for (const key of [
      'video_watched_2s',
      'video_watched_6s',
      'video_views_p25',
      'video_views_p100',
      'hook_rate',
      'trigger_rate',
      'headline_rate',
      'average_video_play',
    ]) {
      expect(getMetric('tiktok', key), key).toBeDefined();
    }
  });

  it('marks many conversion metrics as not supporting the age and gender breakdown', () => {
    const conversions = getCatalogue('tiktok').filter((definition) => definition.funnel !== null);
    const unsupported = conversions.filter((definition) => !definition.supportsAgeAndGenderBreakdown);
    expect(unsupported.length).toBeGreaterThan(conversions.length / 2);
    expect(metric('tiktok', 'spend').supportsAgeAndGenderBreakdown).toBe(true);
  });
});

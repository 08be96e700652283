import { describe, expect, it } from 'vitest';
import { getCatalogue, getMetric } from './catalogue.ts';
import {
  CREATIVE_SCORE_METRICS,
  META_ALL_METRICS,
  META_CATEGORY_METRICS,
  META_DEFAULT_METRICS,
  META_GRID_METRICS,
  TIKTOK_FUNNEL_METRICS,
  defaultMetricSets,
} from './defaults.ts';

describe('default metric sets', () => {
  it('lists the Meta 14 in the spec order', () => {
    const names = META_DEFAULT_METRICS.map((key) => getMetric('meta', key)?.shortName);
    expect(names).toEqual([
      'Spend',
      'Purchase Value',
      'ROAS',
      'CTR',
      'Cost per Link Click',
      'CPM',
      'CPC',
      'AOV',
      'Click to ATC',
      'Purchases',
      'First Frame',
      'Thumbstop',
      'Outbound CTR',
      'Click to Purchase',
    ]);
  });

  it('gives the two- and four-item lists and the TikTok lists', () => {
    expect(defaultMetricSets('meta')).toEqual({
      tableMetrics: [...META_DEFAULT_METRICS],
      barMetrics: ['spend', 'purchase_roas'],
      lineMetrics: ['spend', 'purchase_roas'],
      cardMetrics: ['spend', 'purchase_roas', 'cost_per_purchase', 'inline_link_click_ctr'],
    });
    expect(defaultMetricSets('tiktok')).toEqual({
      tableMetrics: ['spend', 'complete_payment_roas', 'ctr', 'cpm', 'cpc', 'thumbstop_ratio', 'add_billing'],
      barMetrics: ['spend', 'complete_payment_roas'],
      lineMetrics: ['spend', 'complete_payment_roas'],
      cardMetrics: ['spend', 'complete_payment_roas', 'add_billing', 'ctr'],
    });
  });

  it('only names metrics that exist', () => {
    for (const platform of ['meta', 'tiktok'] as const) {
      const sets = defaultMetricSets(platform);
      for (const key of [
        ...sets.tableMetrics,
        ...sets.barMetrics,
        ...sets.cardMetrics,
        ...CREATIVE_SCORE_METRICS,
      ]) {
        expect(getMetric(platform, key), key).toBeDefined();
      }
    }
    for (const key of META_GRID_METRICS) expect(getMetric('meta', key)).toBeDefined();
  });

  it('returns fresh lists a caller may change', () => {
    defaultMetricSets('meta').tableMetrics.push('reach');
    expect(defaultMetricSets('meta').tableMetrics).toHaveLength(14);
  });

  it('has the category lists and the full ordered list', () => {
    expect(META_ALL_METRICS).toEqual(getCatalogue('meta').map((metric) => metric.key));
    expect(META_CATEGORY_METRICS.deliveryAndCost).toEqual([
      'spend',
      'impressions',
      'reach',
      'frequency',
      'cpm',
      'cpp',
    ]);
    expect(META_CATEGORY_METRICS.clicks).toContain('outbound_clicks_ctr');
    expect(META_CATEGORY_METRICS.engagement).toContain('post_saves');
    expect(META_CATEGORY_METRICS.video).toContain('thumbstop_ratio');
    expect(META_CATEGORY_METRICS.funnelRatios).toContain('click_to_add_to_cart_ratio');
    expect(META_CATEGORY_METRICS.conversions).toContain('purchase_roas');
    expect(CREATIVE_SCORE_METRICS).toEqual([
      'click_score',
      'hook_score',
      'watch_score',
      'convert_score',
      'engagement_score',
    ]);
  });

  it('groups TikTok metrics into web, app, SKAN and combined funnels', () => {
    expect(TIKTOK_FUNNEL_METRICS.web).toContain('complete_payment');
    expect(TIKTOK_FUNNEL_METRICS.app).toContain('purchase');
    expect(TIKTOK_FUNNEL_METRICS.skan).toContain('skan_purchase');
    expect(TIKTOK_FUNNEL_METRICS.combined).toContain('combined_purchase');
    expect(TIKTOK_FUNNEL_METRICS.shop).toContain('onsite_shopping');
  });
});

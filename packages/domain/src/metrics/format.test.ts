import { describe, expect, it } from 'vitest';
import { getMetric } from './catalogue.ts';
import {
  formatCurrency,
  formatFloat,
  formatInteger,
  formatMetricValue,
  formatShortNumber,
} from './format.ts';
import type { MetricDefinition } from './types.ts';

function metric(key: string): MetricDefinition {
  const found = getMetric('meta', key);
  if (!found) throw new Error(`missing ${key}`);
  return found;
}

describe('formatCurrency', () => {
  it('shows two decimals, and none for zero', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(0.004)).toBe('$0.00');
    expect(formatCurrency(-12.3)).toBe('-$12.30');
    expect(formatCurrency(99.999, { currency: 'EUR' })).toBe('€100.00');
  });

  it('shortens with k above 1,000 and M above 1,000,000', () => {
    expect(formatCurrency(1_000, { short: true })).toBe('$1,000.00');
    expect(formatCurrency(1_500, { short: true })).toBe('$1.5k');
    expect(formatCurrency(12_345, { short: true })).toBe('$12.35k');
    expect(formatCurrency(2_500_000, { short: true })).toBe('$2.5M');
    expect(formatCurrency(999.5, { short: true })).toBe('$999.50');
    expect(formatCurrency(0, { short: true })).toBe('$0');
    expect(formatCurrency(1_500, { short: true, currency: 'EUR', locale: 'de-DE' })).toBe('1,5k\u00a0€');
  });
});

describe('number formats', () => {
  it('uses thousands separators and rounds floats to 2 decimals', () => {
    expect(formatInteger(1_234_567)).toBe('1,234,567');
    expect(formatFloat(1234.567)).toBe('1,234.57');
    expect(formatFloat(2.5)).toBe('2.50');
    expect(formatShortNumber(1_500)).toBe('1.5k');
    expect(formatShortNumber(3_000_000)).toBe('3M');
    expect(formatShortNumber(950)).toBe('950');
  });
});

describe('formatMetricValue', () => {
  it('formats by the definition: currency, floats, counts and suffixes', () => {
    expect(formatMetricValue(metric('spend'), 1234.5)).toBe('$1,234.50');
    expect(formatMetricValue(metric('spend'), 0, { currency: 'GBP' })).toBe('£0');
    expect(formatMetricValue(metric('impressions'), 1234567)).toBe('1,234,567');
    expect(formatMetricValue(metric('impressions'), 1234567, { short: true })).toBe('1.23M');
    expect(formatMetricValue(metric('inline_link_click_ctr'), 1.23456)).toBe('1.23%');
    expect(formatMetricValue(metric('purchase_roas'), 3.456)).toBe('3.46');
    expect(formatMetricValue(metric('video_avg_time_watched_actions'), 4.2)).toBe('4.20s');
    expect(formatMetricValue(metric('click_score'), 87)).toBe('87');
  });

  it('shows a dash where there is no value', () => {
    expect(formatMetricValue(metric('cpc'), null)).toBe('-');
    expect(formatMetricValue(metric('cpc'), undefined)).toBe('-');
    expect(formatMetricValue(metric('cpc'), Number.POSITIVE_INFINITY)).toBe('-');
  });
});

import { describe, expect, it } from 'vitest';
import { computeMetric } from './compute.ts';
import {
  customConversionComponentKey,
  customConversionComponents,
  customConversionMetrics,
  parseCustomConversionComponentKey,
} from './custom-conversions.ts';
import { metricDefinitionSchema } from './types.ts';

const conversion = { id: '123456', name: 'Quiz Completed' };

describe('customConversionMetrics', () => {
  const metrics = customConversionMetrics(conversion);

  it("yields the spec's five metrics with the spec's names", () => {
    expect(metrics.map((metric) => metric.longName)).toEqual([
      'Quiz Completed',
      'Quiz Completed Conversion Value',
      'Cost per Quiz Completed',
      'Quiz Completed Conversion Rate',
      'Quiz Completed Conversion Roas',
    ]);
    expect(metrics.map((metric) => metric.key)).toEqual([
      'custom_conversion_123456',
      'custom_conversion_123456_value',
      'cost_per_custom_conversion_123456',
      'custom_conversion_123456_rate',
      'custom_conversion_123456_roas',
    ]);
    for (const metric of metrics) expect(metricDefinitionSchema.parse(metric)).toEqual(metric);
  });

  it('gives the rate the % suffix and the cost the inverse, currency flags', () => {
    const [total, value, cost, rate, roas] = metrics;
    expect(rate?.suffix).toBe('%');
    expect(total?.suffix).toBe('');
    expect(cost?.isInversePerformance).toBe(true);
    expect(cost?.isCurrencyBased).toBe(true);
    expect(value?.isCurrencyBased).toBe(true);
    expect(roas?.isCurrencyBased).toBe(false);
    expect(total?.actionTypes).toEqual(['offsite_conversion.custom.123456']);
  });

  it('computes from the custom action type components', () => {
    const line = {
      spend: 200,
      inline_link_clicks: 50,
      'actions:offsite_conversion.custom.123456': 5,
      'action_values:offsite_conversion.custom.123456': 600,
    };
    expect(metrics.map((metric) => computeMetric(metric, line))).toEqual([5, 600, 40, 10, 3]);
    expect(metrics[3]?.formula).toBe('(Quiz Completed / Link Clicks) * 100');
    expect(metrics[4]?.formula).toBe('Quiz Completed Conversion Value / Amount Spent');
  });

  it('names the stored components and rejects a conversion without id or name', () => {
    expect(customConversionComponents(conversion).map((part) => part.key)).toEqual([
      'actions:offsite_conversion.custom.123456',
      'action_values:offsite_conversion.custom.123456',
    ]);
    expect(() => customConversionMetrics({ id: '', name: 'X' })).toThrow();
    expect(() => customConversionMetrics({ id: '1', name: '  ' })).toThrow();
  });

  it('names and reads back the component keys a connector stores', () => {
    expect(customConversionComponentKey(conversion, 'count')).toBe(
      'actions:offsite_conversion.custom.123456',
    );
    expect(customConversionComponentKey(conversion, 'value')).toBe(
      'action_values:offsite_conversion.custom.123456',
    );
    expect(parseCustomConversionComponentKey('action_values:offsite_conversion.custom.123456')).toEqual({
      id: '123456',
      part: 'value',
    });
    expect(parseCustomConversionComponentKey('actions:omni_purchase')).toBeUndefined();
    expect(parseCustomConversionComponentKey('actions:offsite_conversion.custom.')).toBeUndefined();
  });
});

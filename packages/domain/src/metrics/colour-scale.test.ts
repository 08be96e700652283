import { describe, expect, it } from 'vitest';
import { metricColour, spendWeightedAverage } from './colour-scale.ts';

describe('spendWeightedAverage', () => {
  it('weights each value by its spend and skips rows without a value or spend', () => {
    expect(
      spendWeightedAverage([
        { spend: 100, value: 1 },
        { spend: 300, value: 3 },
      ]),
    ).toBe(2.5);
    expect(
      spendWeightedAverage([
        { spend: 100, value: 1 },
        { spend: 0, value: 100 },
        { spend: 50, value: null },
      ]),
    ).toBe(1);
    expect(spendWeightedAverage([])).toBeNull();
  });
});

describe('metricColour', () => {
  it('colours better than average green, from lightness 98 down by up to 18', () => {
    expect(metricColour({ value: 1.5, average: 1, isInversePerformance: false })).toEqual({
      tone: 'better',
      lightness: 89,
      css: 'hsl(120, 70%, 89%)',
    });
    expect(metricColour({ value: 5, average: 1, isInversePerformance: false })?.lightness).toBe(80);
    expect(metricColour({ value: 1.01, average: 1, isInversePerformance: false })?.lightness).toBe(97.8);
  });

  it('colours worse than average red only when low highlight is on', () => {
    expect(metricColour({ value: 0.5, average: 1, isInversePerformance: false })).toBeNull();
    expect(metricColour({ value: 0.5, average: 1, isInversePerformance: false, lowlight: true })).toEqual({
      tone: 'worse',
      lightness: 89,
      css: 'hsl(0, 70%, 89%)',
    });
    expect(
      metricColour({ value: 1.5, average: 1, isInversePerformance: false, highlight: false }),
    ).toBeNull();
  });

  it('reverses inverse-performance metrics: lower is better', () => {
    expect(metricColour({ value: 0.5, average: 1, isInversePerformance: true })?.tone).toBe('better');
    expect(metricColour({ value: 2, average: 1, isInversePerformance: true, lowlight: true })?.tone).toBe(
      'worse',
    );
  });

  it('leaves average and missing values uncoloured', () => {
    expect(metricColour({ value: 1, average: 1, isInversePerformance: false })).toBeNull();
    expect(metricColour({ value: null, average: 1, isInversePerformance: false })).toBeNull();
    expect(metricColour({ value: 1, average: null, isInversePerformance: false })).toBeNull();
    expect(metricColour({ value: 3, average: 0, isInversePerformance: false })?.lightness).toBe(80);
  });
});

import { describe, expect, it } from 'vitest';
import { ageGenderMatrix, placementLabel, placementRows } from './breakdown-table.ts';

const entry = (key: string, impressions: number, spend = 0) => ({ key, impressions, spend });

describe('age and gender matrix', () => {
  it('puts impressions by age, youngest first and unknown last, with a column per gender', () => {
    const matrix = ageGenderMatrix([
      entry('25-34|female', 600),
      entry('65+|male', 50),
      entry('unknown|unknown', 5),
      entry('18-24|male', 300),
      entry('25-34|male', 400),
      entry('18-24|unknown', 20),
    ]);
    expect(matrix.rows.map((row) => [row.age, row.impressions, row.total])).toEqual([
      ['18-24', { female: 0, male: 300, unknown: 20 }, 320],
      ['25-34', { female: 600, male: 400, unknown: 0 }, 1000],
      ['65+', { female: 0, male: 50, unknown: 0 }, 50],
      ['unknown', { female: 0, male: 0, unknown: 5 }, 5],
    ]);
    expect(matrix.totals).toEqual({ female: 600, male: 750, unknown: 25 });
    expect(matrix.total).toBe(1375);
  });

  it('counts a gender it does not know, or a key without one, as unknown', () => {
    const matrix = ageGenderMatrix([entry('35-44|other', 10), entry('35-44', 5)]);
    expect(matrix.rows).toEqual([
      { age: '35-44', impressions: { female: 0, male: 0, unknown: 15 }, total: 15 },
    ]);
  });

  it('is empty without entries', () => {
    expect(ageGenderMatrix([])).toEqual({ rows: [], totals: { female: 0, male: 0, unknown: 0 }, total: 0 });
  });
});

describe('placements', () => {
  it('names placements in words', () => {
    expect(placementLabel('facebook|feed')).toBe('Facebook · Feed');
    expect(placementLabel('instagram|instagram_reels')).toBe('Instagram · Reels');
    expect(placementLabel('audience_network|classic')).toBe('Audience network · Classic');
    expect(placementLabel('tiktok')).toBe('Tiktok');
  });

  it('orders placements by impressions with their spend and share', () => {
    expect(
      placementRows([entry('facebook|feed', 300, 3.7), entry('instagram|instagram_reels', 700, 8.64)]),
    ).toEqual([
      {
        key: 'instagram|instagram_reels',
        label: 'Instagram · Reels',
        impressions: 700,
        spend: 8.64,
        share: 0.7,
      },
      { key: 'facebook|feed', label: 'Facebook · Feed', impressions: 300, spend: 3.7, share: 0.3 },
    ]);
  });
});

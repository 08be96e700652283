import type { ReportRow } from '@hookline/domain';

/** One `key` of a breakdown with its impressions and spend, as the report returns it. */
export type BreakdownEntry = NonNullable<ReportRow['breakdowns']>['placement'][number];

export const GENDERS = ['female', 'male', 'unknown'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  female: 'Female',
  male: 'Male',
  unknown: 'Unknown',
};

export interface AgeRow {
  /** `18-24`, `65+` or `unknown`. */
  age: string;
  impressions: Record<Gender, number>;
  total: number;
}

export interface AgeGenderMatrix {
  rows: AgeRow[];
  totals: Record<Gender, number>;
  total: number;
}

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

/** Youngest first, `unknown` last: `18-24` < `25-34` < `65+` < `unknown`. */
function compareAges(a: string, b: string): number {
  const start = (age: string) => {
    const match = /^(\d+)/.exec(age);
    return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
  };
  return start(a) - start(b) || a.localeCompare(b);
}

/**
 * Impressions by age and gender, from the server's `age|gender` keys (`25-34|female`; the connectors
 * write `unknown` for an age or gender the platform does not know). Spec section 5: this breakdown
 * uses impressions.
 */
export function ageGenderMatrix(entries: readonly BreakdownEntry[]): AgeGenderMatrix {
  const byAge = new Map<string, AgeRow>();
  const totals: Record<Gender, number> = { female: 0, male: 0, unknown: 0 };
  let total = 0;
  for (const entry of entries) {
    const [rawAge = '', rawGender = ''] = entry.key.split('|');
    const age = rawAge.trim() || 'unknown';
    const gender = isGender(rawGender) ? rawGender : 'unknown';
    const row = byAge.get(age) ?? { age, impressions: { female: 0, male: 0, unknown: 0 }, total: 0 };
    row.impressions[gender] += entry.impressions;
    row.total += entry.impressions;
    totals[gender] += entry.impressions;
    total += entry.impressions;
    byAge.set(age, row);
  }
  const rows = [...byAge.values()].sort((a, b) => compareAges(a.age, b.age));
  return { rows, totals, total };
}

export interface PlacementRow {
  key: string;
  label: string;
  impressions: number;
  spend: number;
  /** Share of the line's impressions, 0 to 1. */
  share: number;
}

const humanise = (text: string): string => {
  const words = text.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
};

/**
 * A placement key in words: `facebook|feed` → "Facebook · Feed",
 * `instagram|instagram_reels` → "Instagram · Reels" (Meta repeats the publisher in the position).
 */
export function placementLabel(key: string): string {
  const [publisher = '', position = ''] = key.split('|');
  const trimmed = position.startsWith(`${publisher}_`) ? position.slice(publisher.length + 1) : position;
  return trimmed ? `${humanise(publisher)} · ${humanise(trimmed)}` : humanise(publisher);
}

/** Placements by impressions, most first, with their spend. Spec section 5: impressions and spend. */
export function placementRows(entries: readonly BreakdownEntry[]): PlacementRow[] {
  const total = entries.reduce((sum, entry) => sum + entry.impressions, 0);
  return [...entries]
    .sort((a, b) => b.impressions - a.impressions || a.key.localeCompare(b.key))
    .map((entry) => ({
      key: entry.key,
      label: placementLabel(entry.key),
      impressions: entry.impressions,
      spend: entry.spend,
      share: total > 0 ? entry.impressions / total : 0,
    }));
}

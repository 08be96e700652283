import type { BreakdownKind } from '../../tables.ts';

/** The audience-report dimensions, after `ad_id` and `stat_time_day`, of each breakdown. */
export const BREAKDOWN_DIMENSIONS: Readonly<Record<BreakdownKind, readonly string[]>> = {
  age_gender: ['age', 'gender'],
  placement: ['placement'],
};

/** `AGE_25_34` → `25-34`, `AGE_55_100` → `55+`; anything else (`NONE`) → `unknown`. */
export function ageBucket(value: string | undefined): string {
  const match = /^AGE_(\d+)_(\d+)$/.exec(value ?? '');
  if (!match) return 'unknown';
  return match[2] === '100' ? `${match[1]}+` : `${match[1]}-${match[2]}`;
}

/** `GENDER_FEMALE` or `FEMALE` → `female`, likewise `male`; anything else → `unknown`. */
export function genderBucket(value: string | undefined): string {
  const name = (value ?? '').replace(/^GENDER_/, '').toLowerCase();
  return name === 'female' || name === 'male' ? name : 'unknown';
}

/**
 * `publisher|position`, as Meta's placements: TikTok's placements are all feeds, so
 * `PLACEMENT_TIKTOK` → `tiktok|feed`, `PLACEMENT_PANGLE` → `pangle|feed`,
 * `PLACEMENT_GLOBAL_APP_BUNDLE` → `global_app_bundle|feed`.
 */
export function placementKey(value: string | undefined): string {
  const publisher = (value ?? '').replace(/^PLACEMENT_/, '').toLowerCase();
  return `${publisher || 'unknown'}|feed`;
}

/** The key of one audience-report row for a breakdown kind. */
export function breakdownKey(kind: BreakdownKind, dimensions: Readonly<Record<string, string>>): string {
  switch (kind) {
    case 'age_gender':
      return `${ageBucket(dimensions.age)}|${genderBucket(dimensions.gender)}`;
    case 'placement':
      return placementKey(dimensions.placement);
  }
}

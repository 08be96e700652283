import type { ReportFilter } from '@hookline/domain';
import type { ReportAdFacts } from './report-ads.ts';

function textValues(ad: ReportAdFacts, field: string): string[] {
  const row = ad;
  switch (field) {
    case 'ad_name':
      return [row.name];
    case 'campaign_name':
      return [row.campaignName ?? ''];
    case 'adset_name':
      return [row.adsetName ?? ''];
    case 'copy':
      return [row.copy ?? '', ...(row.assets?.bodies ?? [])];
    case 'headline':
      return [row.headline ?? '', ...(row.assets?.titles ?? [])];
    case 'landing_page':
      return [row.landingPage ?? '', ...(row.assets?.linkUrls ?? [])];
    case 'creative_type':
      return [row.creativeType];
    case 'status':
      return [row.status];
    case 'creative_tag':
      return ad.creativeTags.map((tag) => tag.name);
    default:
      return [];
  }
}

function textMatches(values: readonly string[], filter: ReportFilter): boolean {
  const wanted = String(filter.value).toLowerCase();
  const lowered = values.map((value) => value.toLowerCase());
  switch (filter.operator) {
    case 'contains':
      return lowered.some((value) => value.includes(wanted));
    case 'not_contains':
      return lowered.every((value) => !value.includes(wanted));
    case 'equals':
      return lowered.some((value) => value === wanted);
    case 'not_equals':
      return lowered.every((value) => value !== wanted);
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
    case 'eq':
      return false;
  }
}

function numberMatches(value: number | null | undefined, filter: ReportFilter): boolean {
  if (typeof value !== 'number' || typeof filter.value !== 'number') return false;
  switch (filter.operator) {
    case 'gt':
      return value > filter.value;
    case 'gte':
      return value >= filter.value;
    case 'lt':
      return value < filter.value;
    case 'lte':
      return value <= filter.value;
    case 'eq':
      return Math.abs(value - filter.value) < 1e-9;
    case 'contains':
    case 'not_contains':
    case 'equals':
    case 'not_equals':
      return false;
  }
}

/** Each inner list is ORed; the lists are ANDed. An ad passes text conditions on its own fields. */
export function adPasses(ad: ReportAdFacts, groups: readonly ReportFilter[][]): boolean {
  return groups.every((group) => group.some((filter) => textMatches(textValues(ad, filter.field), filter)));
}

/**
 * A line passes metric conditions on its own metrics; a text condition in a mixed group holds when
 * any of the line's ads meets it.
 */
export function linePasses(
  line: { metrics: Readonly<Record<string, number | null>>; ads: readonly ReportAdFacts[] },
  groups: readonly ReportFilter[][],
  isText: (filter: ReportFilter) => boolean,
): boolean {
  return groups.every((group) =>
    group.some((filter) =>
      isText(filter)
        ? line.ads.some((ad) => textMatches(textValues(ad, filter.field), filter))
        : numberMatches(line.metrics[filter.field], filter),
    ),
  );
}

import { splitAdName, type GroupBy } from '@hookline/domain';
import type { AssetType } from '../../ad-accounts/index.ts';
import type { AssetDay, ComponentSums } from '../../ad-accounts/index.ts';
import type { ReportAdFacts } from './report-ads.ts';

/** What one line is built from: a whole ad, or one asset of a dynamic ad. */
export interface ReportUnit {
  /**
   * The figures the unit carries: the ad's id, or the ad and asset for a part of a dynamic ad. An ad
   * under two tags is two units with one id, so totals count its figures once.
   */
  id: string;
  ad: ReportAdFacts;
  key: string;
  label: string;
  sums: ComponentSums;
  /** Set when the unit is one asset of a dynamic creative. */
  asset: { type: AssetType; key: string } | null;
}

export interface ReportLine {
  key: string;
  label: string;
  units: ReportUnit[];
  ads: ReportAdFacts[];
  sums: ComponentSums;
}

/** Dynamic creatives are broken apart by the asset a grouping reads (spec section 5). */
const ASSET_TYPES_BY_GROUPING: Readonly<Partial<Record<string, readonly AssetType[]>>> = {
  creative: ['image', 'video'],
  copy: ['body'],
  headline: ['title'],
  landing_page: ['link_url'],
};

export function assetTypesFor(groupBy: GroupBy): readonly AssetType[] {
  return groupBy.kind === 'static' ? (ASSET_TYPES_BY_GROUPING[groupBy.field] ?? []) : [];
}

const isEmpty = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

export interface GroupingContext {
  groupBy: GroupBy;
  convention: { separator: string; properties: string[] } | undefined;
  /** Per dynamic ad, its asset days of the types the grouping reads. */
  assetDaysByAd: ReadonlyMap<string, AssetDay[]>;
}

function sumAssetDays(days: readonly AssetDay[]): Map<string, ComponentSums> {
  const byKey = new Map<string, ComponentSums>();
  for (const day of days) {
    const sums = byKey.get(day.assetKey) ?? {};
    for (const [key, value] of Object.entries(day.components)) sums[key] = (sums[key] ?? 0) + value;
    byKey.set(day.assetKey, sums);
  }
  return byKey;
}

function wholeAdKey(
  ad: ReportAdFacts,
  groupBy: GroupBy,
  convention: GroupingContext['convention'],
): string | null {
  const row = ad;
  if (groupBy.kind === 'naming_convention') {
    if (!convention) return null;
    return splitAdName(row.name, convention)[groupBy.property] ?? null;
  }
  if (groupBy.kind === 'ai') return row.aiLabels?.[groupBy.attribute] ?? null;
  switch (groupBy.field) {
    case 'ad_name':
      return row.name;
    case 'creative':
      return row.creativeHash ?? `ad:${row.id}`;
    case 'copy':
      return isEmpty(row.copy) ? null : row.copy;
    case 'headline':
      return isEmpty(row.headline) ? null : row.headline;
    case 'landing_page':
      return isEmpty(row.landingPage) ? null : row.landingPage;
    case 'creative_tag':
      return null;
  }
}

/** The units of one ad under a grouping: none, the whole ad once, once per tag, or once per asset. */
export function unitsOfAd(ad: ReportAdFacts, sums: ComponentSums, context: GroupingContext): ReportUnit[] {
  const { groupBy } = context;
  if (
    groupBy.kind === 'static' &&
    groupBy.field !== 'ad_name' &&
    groupBy.field !== 'creative_tag' &&
    ad.mixedCarousel
  ) {
    return [];
  }
  if (groupBy.kind === 'static' && groupBy.field === 'creative_tag') {
    return ad.creativeTags.map((tag) => ({
      id: ad.id,
      ad,
      key: `tag:${tag._id}`,
      label: tag.name,
      sums,
      asset: null,
    }));
  }
  const assetTypes = assetTypesFor(groupBy);
  const assetDays = context.assetDaysByAd.get(ad.id);
  if (ad.creativeType === 'dynamic' && assetTypes.length > 0 && assetDays && assetDays.length > 0) {
    return [...sumAssetDays(assetDays)].map(([assetKey, assetSums]) => ({
      id: `${ad.id}:asset:${assetKey}`,
      ad,
      key: assetKey,
      label: assetKey,
      sums: assetSums,
      asset: { type: assetTypes[0]!, key: assetKey },
    }));
  }
  const key = wholeAdKey(ad, groupBy, context.convention);
  if (key === null) return [];
  const label = groupBy.kind === 'static' && groupBy.field === 'creative' ? ad.name : key;
  return [{ id: ad.id, ad, key, label, sums, asset: null }];
}

export function addSums(target: ComponentSums, source: ComponentSums): void {
  for (const key in source) {
    const value = source[key];
    if (value === null || value === undefined) continue;
    target[key] = (target[key] ?? 0) + value;
  }
}

/** Gathers units with the same key into lines; a line's label and lead ad are its biggest spender's. */
export function linesOf(units: readonly ReportUnit[]): ReportLine[] {
  const byKey = new Map<string, ReportLine>();
  for (const unit of units) {
    const line = byKey.get(unit.key);
    if (!line) {
      // A line of one unit shares its sums until a second unit arrives.
      byKey.set(unit.key, {
        key: unit.key,
        label: unit.label,
        units: [unit],
        ads: [unit.ad],
        sums: unit.sums,
      });
      continue;
    }
    if (line.units.length === 1) line.sums = { ...line.sums };
    line.units.push(unit);
    addSums(line.sums, unit.sums);
  }
  for (const line of byKey.values()) {
    if (line.units.length === 1) continue;
    const spendByAd = new Map<string, { ad: ReportAdFacts; spend: number }>();
    for (const unit of line.units) {
      const entry = spendByAd.get(unit.ad.id) ?? { ad: unit.ad, spend: 0 };
      entry.spend += unit.sums.spend ?? 0;
      spendByAd.set(unit.ad.id, entry);
    }
    line.ads = [...spendByAd.values()].sort((a, b) => b.spend - a.spend).map((entry) => entry.ad);
    const lead = line.units.find((unit) => unit.ad === line.ads[0]);
    if (lead) line.label = lead.label;
  }
  return [...byKey.values()];
}

/** Each unit once: an ad under two tags is two units with one id, so totals count its figures once. */
export function distinctUnits(units: readonly ReportUnit[]): ReportUnit[] {
  const seen = new Set<string>();
  return units.filter((unit) => {
    if (seen.has(unit.id)) return false;
    seen.add(unit.id);
    return true;
  });
}

import type { AssetType, BreakdownKind } from '../../tables.ts';
import type { AssetInsight, BreakdownInsight } from '../connector.ts';
import { readCustomConversionComponents } from './custom-conversions.ts';
import { graphNumber, META_COMPONENT_READER, requiredText } from './field-mapping.ts';
import type { InsightRow } from './graph-types.ts';

/** Graph's two breakdown columns of each kind, joined by `|` into the stored key. */
export const BREAKDOWN_COLUMNS: Readonly<Record<BreakdownKind, readonly [string, string]>> = {
  age_gender: ['age', 'gender'],
  placement: ['publisher_platform', 'platform_position'],
};

/** One row of `breakdowns=age,gender` or `breakdowns=publisher_platform,platform_position`. */
export function breakdownFromRow(row: InsightRow, kind: BreakdownKind): BreakdownInsight {
  const [first, second] = BREAKDOWN_COLUMNS[kind];
  return {
    adExternalId: requiredText(row, 'ad_id'),
    date: requiredText(row, 'date_start'),
    kind,
    key: `${requiredText(row, first)}|${requiredText(row, second)}`,
    impressions: graphNumber(row.impressions) ?? 0,
    spend: graphNumber(row.spend) ?? 0,
  };
}

/** The breakdown that splits a dynamic creative by one kind of asset, and the asset's identifying field. */
export const ASSET_BREAKDOWNS: Readonly<Record<AssetType, { breakdown: string; keyField: string }>> = {
  body: { breakdown: 'body_asset', keyField: 'text' },
  title: { breakdown: 'title_asset', keyField: 'text' },
  image: { breakdown: 'image_asset', keyField: 'hash' },
  video: { breakdown: 'video_asset', keyField: 'video_id' },
  link_url: { breakdown: 'link_url_asset', keyField: 'website_url' },
};

export const ASSET_TYPES = Object.keys(ASSET_BREAKDOWNS) as AssetType[];

/**
 * One row of an asset breakdown (`body_asset: {text, id}`, `image_asset: {hash, url, id}`...);
 * null when the row names no asset, as for ads that are not dynamic creatives.
 */
export function assetFromRow(
  row: InsightRow,
  assetType: AssetType,
  windows: readonly string[],
): AssetInsight | null {
  const { breakdown, keyField } = ASSET_BREAKDOWNS[assetType];
  const asset = row[breakdown];
  if (asset === null || typeof asset !== 'object') return null;
  const assetKey = (asset as Record<string, unknown>)[keyField];
  if (typeof assetKey !== 'string' || assetKey === '') return null;
  return {
    adExternalId: requiredText(row, 'ad_id'),
    date: requiredText(row, 'date_start'),
    assetType,
    assetKey,
    components: {
      ...META_COMPONENT_READER.read(row, windows),
      ...readCustomConversionComponents(row, windows),
    },
  };
}

import { parseGroupBy, type ReportAd, type ReportFields, type ReportQueryResult } from '@hookline/domain';

/** Names each distinct id it is given `<prefix>-1`, `<prefix>-2`... in the order it meets them. */
function keyMaker(prefix: string): (id: string) => string {
  const keys = new Map<string, string>();
  return (id) => {
    let key = keys.get(id);
    if (key === undefined) {
      key = `${prefix}-${keys.size + 1}`;
      keys.set(id, key);
    }
    return key;
  };
}

/**
 * A snapshot's report and result as its public link shows them: every internal id is replaced by a key made
 * for this snapshot. Lines are `row-1`, `row-2`... in their order (their group keys can hold an ad's or a
 * tag's id), ads `ad-1`..., creative tags `tag-1`..., the same id always the same key; the compared lines
 * follow their rows; the column preset and naming convention are left out. The page uses the row keys as
 * React keys and for chart colours, as it uses group keys elsewhere.
 */
export function withSnapshotKeys(
  report: ReportFields,
  result: ReportQueryResult,
): { report: ReportFields; result: ReportQueryResult } {
  const adKey = keyMaker('ad');
  const tagKey = keyMaker('tag');
  const publicAd = (ad: ReportAd): ReportAd => ({
    ...ad,
    _id: adKey(ad._id),
    creativeTags: ad.creativeTags.map((tag) => ({ ...tag, _id: tagKey(tag._id) })),
  });
  const rowKeys = new Map(result.data.map((row, index) => [row.groupId, `row-${index + 1}`]));
  const data = result.data.map((row, index) => ({
    ...row,
    groupId: `row-${index + 1}`,
    ad: publicAd(row.ad),
    ads: row.ads.map(publicAd),
  }));
  const groupBy = parseGroupBy(report.groupAdsBy);
  return {
    report: {
      ...report,
      groupAdsBy:
        groupBy?.kind === 'naming_convention'
          ? `naming_convention:convention:${groupBy.property}`
          : report.groupAdsBy,
      groupByNamingConventionId: null,
      columnPresetId: null,
      selectedRows: report.selectedRows.flatMap((key) => rowKeys.get(key) ?? []),
    },
    result: { ...result, data },
  };
}

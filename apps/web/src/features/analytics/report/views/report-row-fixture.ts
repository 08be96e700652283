import { getMetric, type MetricDefinition, type ReportAd, type ReportRow } from '@hookline/domain';

/** An ad of a report line, for the views' tests. */
export function aReportAd(overrides: Partial<ReportAd> = {}): ReportAd {
  return {
    _id: 'ad-1',
    adId: '6001',
    name: 'Summer sale video',
    status: 'ACTIVE',
    campaignName: 'Summer',
    adsetName: 'Broad',
    creativeType: 'video',
    creativeHash: null,
    thumbnailUrl: 'https://cdn.example/thumb-1.jpg',
    copy: 'Our best sale.\nOnly this week.',
    headline: 'Save 30%',
    landingPage: 'https://shop.example/sale',
    launchedAt: '2024-03-01T10:00:00.000Z',
    creativeTags: [],
    ...overrides,
  };
}

/** A line of a report, for the views' tests: one ad, spend and ROAS, no time series or breakdowns. */
export function aReportRow(overrides: Partial<ReportRow> = {}): ReportRow {
  const ad = overrides.ad ?? aReportAd();
  return {
    groupId: ad.name,
    groupLabel: ad.name,
    ad,
    ads: [ad],
    adCount: 1,
    videoShare: null,
    spend: 100,
    insights: { spend: 100, purchase_roas: 2.5 },
    colors: {},
    timeSeries: [],
    breakdowns: null,
    ...overrides,
  };
}

/** Rows named `Line 1`... with spend 100, 90, 80..., in that order. */
export function reportRows(count: number): ReportRow[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `Line ${index + 1}`;
    const spend = 100 - index * 10;
    return aReportRow({
      groupId: `g${index + 1}`,
      groupLabel: name,
      ad: aReportAd({ _id: `ad-${index + 1}`, adId: `60${index + 1}`, name }),
      spend,
      insights: { spend, purchase_roas: (index + 1) / 2 },
    });
  });
}

/** The Meta catalogue entries of `keys`, as the report page passes them. */
export function metaCatalogue(keys: readonly string[]): ReadonlyMap<string, MetricDefinition> {
  return new Map(keys.map((key) => [key, getMetric('meta', key)!]));
}

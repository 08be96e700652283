import {
  getMetric,
  type MetricDefinition,
  type ReportAd,
  type ReportQueryResult,
  type ReportRow,
} from '@hookline/domain';

/** Test records for report tables: sensible defaults, and whatever a test overrides. */
export function aReportAd(overrides: Partial<ReportAd> = {}): ReportAd {
  return {
    _id: 'ad-1',
    adId: '1200001',
    name: 'Spring hook A',
    status: 'ACTIVE',
    campaignName: 'Spring',
    adsetName: 'Broad',
    creativeType: 'video',
    creativeHash: 'hash-1',
    thumbnailUrl: null,
    copy: null,
    headline: null,
    landingPage: null,
    launchedAt: '2026-03-02',
    creativeTags: [],
    ...overrides,
  };
}

export function aReportRow(overrides: Partial<ReportRow> & { groupId: string }): ReportRow {
  const ad = overrides.ad ?? aReportAd({ _id: `ad-${overrides.groupId}`, name: overrides.groupLabel });
  return {
    groupLabel: `Ad ${overrides.groupId}`,
    ad,
    ads: [ad],
    adCount: 1,
    videoShare: null,
    spend: 100,
    insights: {},
    colors: {},
    timeSeries: [],
    breakdowns: null,
    ...overrides,
  };
}

/** Meta's definitions of `keys`, as the API catalogue would give them. */
export function metaCatalogue(keys: readonly string[]): Map<string, MetricDefinition> {
  const catalogue = new Map<string, MetricDefinition>();
  for (const key of keys) {
    const definition = getMetric('meta', key);
    if (!definition) throw new Error(`No Meta metric ${key}`);
    catalogue.set(key, definition);
  }
  return catalogue;
}

/** A report result around `rows`. */
export function aReportResult(
  rows: ReportRow[],
  overrides: Partial<ReportQueryResult> = {},
): ReportQueryResult {
  return {
    data: rows,
    total: rows.length,
    page: 1,
    limit: 200,
    totals: {},
    averages: {},
    metrics: [],
    startDate: '2026-03-01',
    endDate: '2026-03-14',
    currency: 'USD',
    timezone: 'America/Los_Angeles',
    syncStatus: 'synced',
    lastSyncedAt: null,
    ...overrides,
  };
}

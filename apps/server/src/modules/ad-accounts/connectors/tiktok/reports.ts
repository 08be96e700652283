import type { BreakdownKind } from '../../tables.ts';
import type {
  AccountRef,
  BreakdownInsight,
  DailyInsight,
  DayRange,
  PlatformUniqueFigures,
} from '../connector.ts';
import { BREAKDOWN_DIMENSIONS, breakdownKey } from './breakdown-keys.ts';
import type { BusinessClient, QueryParams } from './business-client.ts';
import { assertDayRange, reportDay, splitDayRange } from './day-ranges.ts';
import {
  componentsFromMetrics,
  DAILY_REPORT_METRICS,
  parseMetricValue,
  UNIQUE_REPORT_METRICS,
  uniqueComponentsFromMetrics,
} from './metric-mapping.ts';
import { reportRowSchema, type ReportRow } from './response-schemas.ts';

const REPORT_PATH = '/report/integrated/get/';

interface ReportRequest {
  reportType: 'BASIC' | 'AUDIENCE';
  dataLevel: 'AUCTION_AD' | 'AUCTION_ADVERTISER';
  dimensions: readonly string[];
  metrics: readonly string[];
}

function reportParams(account: AccountRef, request: ReportRequest, range: DayRange): QueryParams {
  return {
    advertiser_id: account.externalId,
    report_type: request.reportType,
    data_level: request.dataLevel,
    dimensions: request.dimensions,
    metrics: request.metrics,
    start_date: range.since,
    end_date: range.until,
  };
}

/** Pages of a daily report, the range cut into the 30-day spans the API accepts. */
async function* dailyReportPages(
  client: BusinessClient,
  account: AccountRef,
  range: DayRange,
  request: ReportRequest,
): AsyncGenerator<ReportRow[]> {
  for (const chunk of splitDayRange(range)) {
    yield* client.pages(REPORT_PATH, reportParams(account, request, chunk), reportRowSchema);
  }
}

/** Pages of a report over the whole range in one request (de-duplicated figures cannot be added up). */
async function wholeRangeRows(
  client: BusinessClient,
  account: AccountRef,
  range: DayRange,
  request: ReportRequest,
): Promise<ReportRow[]> {
  assertDayRange(range);
  const rows: ReportRow[] = [];
  for await (const page of client.pages(
    REPORT_PATH,
    reportParams(account, request, range),
    reportRowSchema,
  )) {
    rows.push(...page);
  }
  return rows;
}

function dimension(row: ReportRow, name: string): string {
  const value = row.dimensions[name];
  if (value === undefined) throw new Error(`TikTok answered a report row without its ${name} dimension`);
  return value;
}

/** Daily ad-level figures as components, one page of the report at a time. */
export async function* tiktokDailyInsights(
  client: BusinessClient,
  account: AccountRef,
  range: DayRange,
): AsyncGenerator<DailyInsight[]> {
  const request: ReportRequest = {
    reportType: 'BASIC',
    dataLevel: 'AUCTION_AD',
    dimensions: ['ad_id', 'stat_time_day'],
    metrics: DAILY_REPORT_METRICS,
  };
  for await (const rows of dailyReportPages(client, account, range, request)) {
    yield rows.map((row) => ({
      adExternalId: dimension(row, 'ad_id'),
      date: reportDay(dimension(row, 'stat_time_day')),
      components: componentsFromMetrics(row.metrics),
    }));
  }
}

/** Daily impressions and spend by age and gender or by placement, from the audience report. */
export async function* tiktokBreakdowns(
  client: BusinessClient,
  account: AccountRef,
  range: DayRange,
  kind: BreakdownKind,
): AsyncGenerator<BreakdownInsight[]> {
  const request: ReportRequest = {
    reportType: 'AUDIENCE',
    dataLevel: 'AUCTION_AD',
    dimensions: ['ad_id', 'stat_time_day', ...BREAKDOWN_DIMENSIONS[kind]],
    metrics: ['impressions', 'spend'],
  };
  for await (const rows of dailyReportPages(client, account, range, request)) {
    yield rows.map((row) => ({
      adExternalId: dimension(row, 'ad_id'),
      date: reportDay(dimension(row, 'stat_time_day')),
      kind,
      key: breakdownKey(kind, row.dimensions),
      impressions: parseMetricValue(row.metrics.impressions) ?? 0,
      spend: parseMetricValue(row.metrics.spend) ?? 0,
    }));
  }
}

/** Reach per ad and for the whole account over the range, each asked for once. */
export async function tiktokUniqueFigures(
  client: BusinessClient,
  account: AccountRef,
  range: DayRange,
): Promise<PlatformUniqueFigures> {
  const adRows = await wholeRangeRows(client, account, range, {
    reportType: 'BASIC',
    dataLevel: 'AUCTION_AD',
    dimensions: ['ad_id'],
    metrics: UNIQUE_REPORT_METRICS,
  });
  const accountRows = await wholeRangeRows(client, account, range, {
    reportType: 'BASIC',
    dataLevel: 'AUCTION_ADVERTISER',
    dimensions: ['advertiser_id'],
    metrics: UNIQUE_REPORT_METRICS,
  });
  const perAd: Record<string, Record<string, number>> = {};
  for (const row of adRows) perAd[dimension(row, 'ad_id')] = uniqueComponentsFromMetrics(row.metrics);
  const accountRow =
    accountRows.find((row) => row.dimensions.advertiser_id === account.externalId) ?? accountRows[0];
  return { perAd, account: accountRow ? uniqueComponentsFromMetrics(accountRow.metrics) : {} };
}

/**
 * Test support: the report engine of the fake Business API. It checks a `/report/integrated/get/`
 * request as TikTok does and groups the fake's stored rows by the requested dimensions.
 */

/** One ad's figures on one day, as strings the way the report answers them ("-" for none). */
export interface FakeDailyRow {
  advertiserId: string;
  adId: string;
  date: string;
  metrics: Record<string, string>;
}

/** One ad's delivery on one day to one audience cell on one placement. */
export interface FakeAudienceRow {
  advertiserId: string;
  adId: string;
  date: string;
  /** `AGE_25_34`, ... */
  age: string;
  /** `MALE`, `FEMALE`, `NONE`. */
  gender: string;
  /** `PLACEMENT_TIKTOK`, `PLACEMENT_PANGLE`, ... */
  placement: string;
  impressions: number;
  spend: number;
}

/** De-duplicated reach over any range: TikTok computes it, the fake is told it. */
export interface FakeReach {
  perAd: Record<string, number>;
  perAdvertiser: Record<string, number>;
}

export interface FakeReportData {
  dailyRows: readonly FakeDailyRow[];
  audienceRows: readonly FakeAudienceRow[];
  reach: FakeReach;
}

export interface FakeReportRow {
  dimensions: Record<string, string>;
  metrics: Record<string, string>;
}

/** A request the real API refuses, with TikTok's code and message. */
export class FakeApiRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const INVALID_PARAMS = 40002;
const DAY_MS = 86_400_000;

const refuse = (message: string): never => {
  throw new FakeApiRefusal(INVALID_PARAMS, message);
};

function jsonList(query: URLSearchParams, name: string): string[] {
  const raw = query.get(name);
  if (raw === null) return refuse(`${name}: Missing data for required field.`);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every((entry) => typeof entry === 'string')) return parsed;
  } catch {
    // Falls through to the refusal below.
  }
  return refuse(`${name}: Not a valid list.`);
}

function day(query: URLSearchParams, name: string): number {
  const value = query.get(name) ?? '';
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  return Number.isNaN(time) ? refuse(`${name}: Not a valid date.`) : time / DAY_MS;
}

interface Source {
  dimensions: Record<string, string>;
  metrics: Record<string, string | number>;
}

const DAILY_DIMENSIONS = new Set(['ad_id', 'stat_time_day', 'advertiser_id']);
const AUDIENCE_DIMENSIONS = new Set(['ad_id', 'stat_time_day', 'age', 'gender', 'placement']);

function formatSum(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** Groups source rows by the requested dimensions, summing each requested metric. */
function group(sources: readonly Source[], dimensions: readonly string[], metrics: readonly string[]) {
  const groups = new Map<string, { dimensions: Record<string, string>; rows: Source[] }>();
  for (const source of sources) {
    const picked = Object.fromEntries(dimensions.map((name) => [name, source.dimensions[name] ?? '']));
    const key = JSON.stringify(picked);
    const entry = groups.get(key) ?? { dimensions: picked, rows: [] };
    entry.rows.push(source);
    groups.set(key, entry);
  }
  return [...groups.values()].map(({ dimensions: values, rows }) => {
    const out: Record<string, string> = {};
    for (const metric of metrics) {
      const first = rows[0]?.metrics[metric];
      if (rows.length === 1) {
        out[metric] = first === undefined ? '0' : String(first);
        continue;
      }
      const numbers = rows.map((row) => Number(row.metrics[metric] ?? 0)).filter(Number.isFinite);
      out[metric] = formatSum(numbers.reduce((total, value) => total + value, 0));
    }
    return { dimensions: values, metrics: out };
  });
}

/**
 * The rows of one report request, or a FakeApiRefusal for a request TikTok would refuse (unknown
 * report type, dimensions it cannot combine, more than 30 days by day).
 */
export function runFakeReport(data: FakeReportData, query: URLSearchParams): FakeReportRow[] {
  const advertiserId =
    query.get('advertiser_id') ?? refuse('advertiser_id: Missing data for required field.');
  const reportType = query.get('report_type');
  const dataLevel = query.get('data_level');
  const dimensions = jsonList(query, 'dimensions');
  const metrics = jsonList(query, 'metrics');
  const start = day(query, 'start_date');
  const end = day(query, 'end_date');
  if (start > end) refuse('start_date must not be later than end_date.');
  const byDay = dimensions.includes('stat_time_day');
  if (byDay && end - start + 1 > 30) {
    refuse('The time span between start_date and end_date must be within 30 days.');
  }
  if (!byDay && end - start + 1 > 365) refuse('The time span must be within 365 days.');
  const inRange = (date: string): boolean => {
    const value = Date.parse(`${date}T00:00:00Z`) / DAY_MS;
    return value >= start && value <= end;
  };
  const statTime = (date: string): string => `${date} 00:00:00`;

  if (reportType === 'AUDIENCE' && dataLevel === 'AUCTION_AD') {
    if (!dimensions.every((name) => AUDIENCE_DIMENSIONS.has(name))) refuse('dimensions: Invalid choice.');
    const sources = data.audienceRows
      .filter((row) => row.advertiserId === advertiserId && inRange(row.date))
      .map((row) => ({
        dimensions: {
          ad_id: row.adId,
          stat_time_day: statTime(row.date),
          age: row.age,
          gender: row.gender,
          placement: row.placement,
        },
        metrics: { impressions: row.impressions, spend: row.spend },
      }));
    return group(sources, dimensions, metrics);
  }
  if (reportType !== 'BASIC' || (dataLevel !== 'AUCTION_AD' && dataLevel !== 'AUCTION_ADVERTISER')) {
    return refuse('report_type or data_level: Invalid choice.');
  }
  if (!dimensions.every((name) => DAILY_DIMENSIONS.has(name))) refuse('dimensions: Invalid choice.');
  const sources = data.dailyRows
    .filter((row) => row.advertiserId === advertiserId && inRange(row.date))
    .map((row) => ({
      dimensions: { ad_id: row.adId, stat_time_day: statTime(row.date), advertiser_id: row.advertiserId },
      metrics: row.metrics,
    }));
  const rows = group(sources, dimensions, metrics);
  if (byDay || !metrics.includes('reach')) return rows;
  for (const row of rows) {
    const reach = row.dimensions.ad_id
      ? data.reach.perAd[row.dimensions.ad_id]
      : data.reach.perAdvertiser[advertiserId];
    row.metrics.reach = String(reach ?? 0);
  }
  return rows;
}

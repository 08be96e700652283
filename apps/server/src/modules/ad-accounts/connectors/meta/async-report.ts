import { ConnectorUnavailableError, type DayRange } from '../connector.ts';
import type { GraphClient, GraphParams } from './graph-client.ts';
import {
  insightRowSchema,
  parseGraph,
  reportRunCreatedSchema,
  reportRunSchema,
  type InsightRow,
} from './graph-types.ts';

/** Ranges longer than this many days are read through an asynchronous report run. */
export const MAX_SYNC_RANGE_DAYS = 31;
/** Rows per insights page. */
export const INSIGHTS_PAGE_LIMIT = 500;
/** First wait between polls of a report run; later waits double up to POLL_MAX_DELAY_MS. */
export const POLL_FIRST_DELAY_MS = 2_000;
export const POLL_MAX_DELAY_MS = 30_000;
/** Total waiting after which a run that has not finished is given up. */
export const POLL_BUDGET_MS = 30 * 60_000;

const COMPLETED = 'Job Completed';
const FAILED_STATUSES = new Set(['Job Failed', 'Job Skipped']);
const DAY_MS = 86_400_000;

function dayNumber(day: string, label: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) {
    throw new Error(`The ${label} date "${day}" is not a calendar date in the form YYYY-MM-DD`);
  }
  return ms / DAY_MS;
}

/** Days in an inclusive range; fails when the dates are malformed or the range runs backwards. */
export function rangeDays(range: DayRange): number {
  const days = dayNumber(range.until, 'end') - dayNumber(range.since, 'start') + 1;
  if (days < 1) throw new Error(`The date range ends (${range.until}) before it starts (${range.since})`);
  return days;
}

export interface InsightsRequest {
  client: GraphClient;
  sleep: (ms: number) => Promise<void>;
  /** `act_<id>` */
  accountId: string;
  range: DayRange;
  /** Everything but `time_range` and `limit`, which are added here. */
  params: GraphParams;
}

/**
 * Insights rows for an account, a page at a time: synchronously for ranges up to 31 days, through
 * an asynchronous report run (`POST /{act_id}/insights`, polled until done) for longer ones,
 * where a synchronous call would time out on Meta's side.
 */
export async function* readInsights(request: InsightsRequest): AsyncGenerator<InsightRow[]> {
  const params: GraphParams = {
    ...request.params,
    time_range: JSON.stringify({ since: request.range.since, until: request.range.until }),
  };
  const pages =
    rangeDays(request.range) > MAX_SYNC_RANGE_DAYS
      ? readReportRun(request, params)
      : request.client.pages(`/${request.accountId}/insights`, { ...params, limit: INSIGHTS_PAGE_LIMIT });
  for await (const page of pages) {
    yield page.map((row) => parseGraph(insightRowSchema, row, 'an insights row'));
  }
}

async function* readReportRun(request: InsightsRequest, params: GraphParams): AsyncGenerator<unknown[]> {
  const { client } = request;
  const created = parseGraph(
    reportRunCreatedSchema,
    await client.post(`/${request.accountId}/insights`, params),
    'the started report run',
  );
  await waitForReportRun(request, created.report_run_id);
  yield* client.pages(`/${created.report_run_id}/insights`, { limit: INSIGHTS_PAGE_LIMIT });
}

async function waitForReportRun(request: InsightsRequest, runId: string): Promise<void> {
  let waited = 0;
  let delay = POLL_FIRST_DELAY_MS;
  for (;;) {
    const run = parseGraph(reportRunSchema, await request.client.get(`/${runId}`), 'the report run');
    if (FAILED_STATUSES.has(run.async_status)) {
      throw new ConnectorUnavailableError(
        `Meta's insights report run ${runId} ended with "${run.async_status}"`,
      );
    }
    // Meta documents both signals: the status alone can read Completed before the rows are ready.
    if (run.async_status === COMPLETED && run.async_percent_completion >= 100) return;
    if (waited + delay > POLL_BUDGET_MS) {
      throw new ConnectorUnavailableError(
        `Meta's insights report run ${runId} was still at ${run.async_percent_completion}% after ${POLL_BUDGET_MS / 60_000} minutes`,
      );
    }
    await request.sleep(delay);
    waited += delay;
    delay = Math.min(delay * 2, POLL_MAX_DELAY_MS);
  }
}

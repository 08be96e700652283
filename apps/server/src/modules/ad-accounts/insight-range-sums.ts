import { resolveDatePreset, type AdPlatform, type DatePreset, type MetricComponent } from '@hookline/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { rangePartsSql } from './insight-blocks.ts';
import { componentColumnName, RUNNING_TOTAL_COLUMNS } from './insight-columns.ts';
import { runningTotalRowsSql, runningTotalsHold } from './insight-running-totals.ts';
import { adAccounts, adRangeSums, type RangeSumsDocument } from './tables.ts';

/** How many ranges of an account keep their sums; a report may ask for any range, most ask for a few. */
export const RANGES_KEPT_PER_ACCOUNT = 24;

export type ComponentSums = Record<string, number | null>;

/** The account a range is summed for, with the version of its figures the sums belong to. */
export interface RangeSumsAccount {
  id: string;
  orgId: string;
  platform: AdPlatform;
  figuresVersion: number;
}

/**
 * SQL of one JSON document holding each ad's sums in columns (`RangeSumsDocument`), aggregated over rows of
 * `ad_id` and the given columns. One value is read and parsed far faster than a row per ad, above all on the
 * embedded database, whose rows cross from WebAssembly one value at a time.
 */
function sumsDocumentSql(columns: readonly string[]): string {
  // The aggregates of one query level see the rows in one and the same order, so the columns line up
  // without sorting each of them.
  return `json_build_object('ads', coalesce(json_agg(ad_id), '[]'::json), 'values', json_build_array(${columns
    .map((column) => `coalesce(json_agg("${column}"), '[]'::json)`)
    .join(', ')}))`;
}

/** Each ad's sums of the components asked for, read from a document whose columns are `stored`. */
function sumsOfDocument(
  document: RangeSumsDocument,
  stored: readonly string[],
  components: readonly MetricComponent[],
): Map<string, ComponentSums> {
  const columns = components.map((component) => {
    const index = stored.indexOf(componentColumnName(component.key));
    return { key: component.key, values: document.values[index]! };
  });
  const byAd = new Map<string, ComponentSums>();
  document.ads.forEach((adId, adIndex) => {
    const sums: ComponentSums = {};
    for (const column of columns) sums[column.key] = column.values[adIndex] ?? null;
    byAd.set(adId, sums);
  });
  return byAd;
}

const rangeKey = (account: RangeSumsAccount, range: { startDate: string; endDate: string }) =>
  and(
    eq(adRangeSums.adAccountId, account.id),
    eq(adRangeSums.figuresVersion, account.figuresVersion),
    eq(adRangeSums.startDate, range.startDate),
    eq(adRangeSums.endDate, range.endDate),
  );

/**
 * Each ad's components summed over the range. The first report of a range after the figures changed finds
 * them, from the running totals (two rows per ad, insight-running-totals.ts) when they hold every component
 * asked for, as the default metrics' do, else by adding up the rollups (insight-rollups.ts), and stores them,
 * per ad, as one document with the figures' version; later reports of the range (another sort, page,
 * grouping or filter, on any server) read that one value. A report asking for components not stored yet
 * finds them with the stored ones, and stores all.
 */
export async function rangeSumsByAd(
  db: Executor,
  input: {
    account: RangeSumsAccount;
    range: { startDate: string; endDate: string };
    components: readonly MetricComponent[];
  },
): Promise<Map<string, ComponentSums>> {
  const { account, range, components } = input;
  const wanted = components.map((component) => componentColumnName(component.key));
  const [stored] = await db
    .select({ components: adRangeSums.components, sums: adRangeSums.sums })
    .from(adRangeSums)
    .where(rangeKey(account, range))
    .limit(1);
  if (stored && wanted.every((column) => stored.components.includes(column))) {
    return sumsOfDocument(stored.sums, stored.components, components);
  }

  const columns = [...new Set([...(stored?.components ?? []), ...wanted])];
  const row = await storeRangeSums(db, { account, range, columns, answer: true });
  if (!stored) await forgetOldestRanges(db, account.id);
  return sumsOfDocument(row!.sums, columns, components);
}

/**
 * Sums each ad's `columns` over the range and stores them as the range's document for the figures' version,
 * answering it when asked. One statement sums, stores and answers, so a reader sees a range whole or not at all.
 */
async function storeRangeSums(
  db: Executor,
  input: {
    account: RangeSumsAccount;
    range: { startDate: string; endDate: string };
    columns: readonly string[];
    answer: boolean;
  },
): Promise<{ sums: RangeSumsDocument } | undefined> {
  const { account, range, columns } = input;
  const summed = runningTotalsHold(account.platform, columns)
    ? runningTotalRowsSql({ platform: account.platform, adAccountId: account.id, range, columns })
    : rollupRowsSql(account, range, columns);
  const document = sql.raw(sumsDocumentSql(columns));
  const [row] = await rawRows<{ sums: RangeSumsDocument }>(
    db,
    sql`INSERT INTO ${adRangeSums} (org_id, ad_account_id, figures_version, start_date, end_date, components, sums)
        SELECT ${account.orgId}, ${account.id}, ${account.figuresVersion}, ${range.startDate}, ${range.endDate},
               ARRAY[${sql.join(
                 columns.map((column) => sql`${column}`),
                 sql`, `,
               )}]::text[], ${document}
        FROM (${summed}) AS summed
        ON CONFLICT (ad_account_id, figures_version, start_date, end_date)
          DO UPDATE SET components = excluded.components, sums = excluded.sums, computed_at = now()
        ${input.answer ? sql`RETURNING sums` : sql``}`,
  );
  return row;
}

/**
 * The rolling ranges reports ask for most, ready after every sync: the default (the last 14 days) and the
 * picker's other rolling presets up to 90 days.
 */
export const PREPARED_RANGE_PRESETS: readonly DatePreset[] = ['last_7d', 'last_14d', 'last_30d', 'last_90d'];

/**
 * Stores each ad's sums of the default metric sets' components (those the running totals hold) over the
 * prepared ranges, for the figures' version a sync just wrote, so that the first report of those ranges after
 * a sync reads one stored value (and its rows were read once already, by this background step rather than by
 * the report: a sync rewrites the days it reads, and the first read of freshly written rows costs the most).
 * `today` is the sync's last day, in the account's timezone. Ranges already stored for the version are kept.
 */
export async function prepareRangeSums(
  db: Executor,
  input: { account: RangeSumsAccount; today: string },
): Promise<void> {
  const { account } = input;
  const columns = RUNNING_TOTAL_COLUMNS[account.platform].map(({ column }) => column);
  // The day's midnight in UTC is `today` in UTC: the presets resolve against the account's own calendar day.
  const now = new Date(`${input.today}T00:00:00Z`);
  const stored = await db
    .select({ startDate: adRangeSums.startDate, endDate: adRangeSums.endDate })
    .from(adRangeSums)
    .where(
      and(eq(adRangeSums.adAccountId, account.id), eq(adRangeSums.figuresVersion, account.figuresVersion)),
    );
  const storedRanges = new Set(stored.map((entry) => `${entry.startDate}..${entry.endDate}`));
  for (const preset of PREPARED_RANGE_PRESETS) {
    const range = resolveDatePreset(preset, 'UTC', now);
    if (storedRanges.has(`${range.startDate}..${range.endDate}`)) continue;
    await storeRangeSums(db, { account, range, columns, answer: false });
  }
  await forgetOldestRanges(db, account.id);
}

/** SQL of each ad's `columns` summed over the range from the rollups: `ad_id` and a column each. */
function rollupRowsSql(
  account: RangeSumsAccount,
  range: { startDate: string; endDate: string },
  columns: readonly string[],
): SQL {
  const parts = rangePartsSql({ platform: account.platform, adAccountId: account.id, range, columns });
  return parts
    ? sql`SELECT ad_id, ${sql.raw(columns.map((column) => `sum("${column}")::float8 AS "${column}"`).join(', '))}
          FROM (${parts}) AS parts GROUP BY ad_id`
    : sql`SELECT NULL::uuid AS ad_id, ${sql.raw(columns.map((column) => `NULL::float8 AS "${column}"`).join(', '))}
          WHERE false`;
}

/** Keeps the sums of the most recently computed ranges of the account only. */
async function forgetOldestRanges(db: Executor, adAccountId: string): Promise<void> {
  const kept = db
    .select({ computedAt: adRangeSums.computedAt })
    .from(adRangeSums)
    .where(eq(adRangeSums.adAccountId, adAccountId))
    .orderBy(desc(adRangeSums.computedAt))
    .offset(RANGES_KEPT_PER_ACCOUNT - 1)
    .limit(1);
  await db
    .delete(adRangeSums)
    .where(and(eq(adRangeSums.adAccountId, adAccountId), sql`${adRangeSums.computedAt} < (${kept})`));
}

/**
 * The account's figures changed: its version goes up, so stored sums are read no more, and the
 * stored sums of earlier versions are dropped.
 */
export async function forgetRangeSums(db: Executor, adAccountId: string): Promise<void> {
  await db
    .update(adAccounts)
    .set({ figuresVersion: sql`${adAccounts.figuresVersion} + 1` })
    .where(eq(adAccounts.id, adAccountId));
  await db.delete(adRangeSums).where(eq(adRangeSums.adAccountId, adAccountId));
}

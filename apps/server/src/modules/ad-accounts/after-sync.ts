import type { AdPlatform } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import {
  INSIGHT_ROLLUP_TABLE_NAMES,
  INSIGHT_TABLE_NAMES,
  RUNNING_SPAN_TABLE_NAMES,
  RUNNING_TOTAL_TABLE_NAMES,
} from './insight-columns.ts';
import { prepareRangeSums } from './insight-range-sums.ts';
import { adAccounts } from './tables.ts';

/**
 * The tables a sync rewrites rows of: its ads, daily rows (every monthly partition), rollups, running totals and
 * spans, breakdowns, asset figures, custom conversions, and the sums it forgets and prepares.
 */
function tablesASyncRewrites(platform: AdPlatform): string[] {
  return [
    'ads',
    INSIGHT_TABLE_NAMES[platform],
    INSIGHT_ROLLUP_TABLE_NAMES[platform],
    RUNNING_TOTAL_TABLE_NAMES[platform],
    RUNNING_SPAN_TABLE_NAMES[platform],
    'ad_insight_breakdowns',
    'ad_asset_insights',
    'ad_custom_conversions',
    'ad_custom_conversion_insights',
    'unique_figures_cache',
    'ad_range_sums',
  ];
}

/**
 * What follows a sync that stored new figures, once the account shows as synced:
 *
 * - On the embedded database, which runs no autovacuum, the tables the sync rewrote are vacuumed. Every sync
 *   replaces the days it re-reads, so without it each sync left its old rows behind for good (the benchmark's
 *   account of 5,000 ads: its 5,000 ads took 91 MB after some 25 syncs), and the first report after a sync
 *   paid for visiting them. PostgreSQL's autovacuum does the same on a server.
 * - The ranges reports ask for most are summed for the new figures (`prepareRangeSums`).
 *
 * A failure leaves the sync done and is logged: the tables are vacuumed after the next sync, and the first
 * report of a range sums it itself.
 */
export async function afterSync(
  context: Pick<AppContext, 'database' | 'log'>,
  input: { adAccountId: string; today: string },
): Promise<void> {
  const { database } = context;
  try {
    const [account] = await database.db.select().from(adAccounts).where(eq(adAccounts.id, input.adAccountId));
    if (!account) return;
    if (database.kind === 'pglite') {
      const tables = tablesASyncRewrites(account.platform).map((table) => `"${table}"`);
      await database.db.execute(sql.raw(`VACUUM ${tables.join(', ')}`));
    }
    await prepareRangeSums(database.db, { account, today: input.today });
  } catch (error) {
    context.log.warn({ err: error, adAccountId: input.adAccountId }, 'the work after a sync did not finish');
  }
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';

/**
 * Serialises changes to one ad account's library (the order of its folders and reports, the names of
 * its tags) until the transaction ends, so that two saves at once can't both take the same "last"
 * position or the same free name. An advisory lock rather than a row lock: a sync updating the ad
 * account row must not wait for it, nor it for the sync.
 */
export async function lockAccountLibrary(tx: Executor, adAccountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-library:${adAccountId}`}))`);
}

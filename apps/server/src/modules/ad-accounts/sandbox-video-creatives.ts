import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { adAccounts, ads } from './tables.ts';

/** Whether some onboarded sandbox account has a video ad whose creative is `hash`. */
export async function isSandboxVideoCreative(db: Executor, hash: string): Promise<boolean> {
  const [found] = await db
    .select({ id: ads.id })
    .from(ads)
    .innerJoin(adAccounts, eq(adAccounts.id, ads.adAccountId))
    .where(and(eq(adAccounts.provider, 'sandbox'), eq(ads.creativeHash, hash), eq(ads.creativeType, 'video')))
    .limit(1);
  return found !== undefined;
}

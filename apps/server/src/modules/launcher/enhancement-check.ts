import { CREATIVE_ENHANCEMENT_KEYS, type CreativeEnhancementKey } from '@hookline/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { LaunchPlatformError } from '../ad-accounts/index.ts';
import { launchSettingsOf, launchTargetOf, platformOf, type LaunchContext } from './launch-target.ts';
import { launcherAdAccounts, launcherBatchAds, launcherBatches } from './tables.ts';

/**
 * Reads every launched ad back from its platform and records the enhancements found on that its account
 * opted out of (`driftedEnhancements`, empty when none): Meta has been seen to switch features on by itself.
 * An account the platform can't be reached for is skipped until the next run.
 */
export async function checkEnhancements(
  context: LaunchContext,
): Promise<{ checked: number; drifted: number }> {
  const { db } = context.database;
  const rows = await db
    .select({ ad: launcherBatchAds, account: launcherAdAccounts })
    .from(launcherBatchAds)
    .innerJoin(launcherBatches, eq(launcherBatches.id, launcherBatchAds.batchId))
    .innerJoin(launcherAdAccounts, eq(launcherAdAccounts.id, launcherBatches.launcherAccountId))
    .where(and(eq(launcherBatchAds.status, 'created'), isNotNull(launcherBatchAds.platformAdId)));
  const byAccount = new Map<
    string,
    { account: (typeof rows)[number]['account']; ads: (typeof rows)[number]['ad'][] }
  >();
  for (const { ad, account } of rows) {
    const entry = byAccount.get(account.id) ?? { account, ads: [] };
    entry.ads.push(ad);
    byAccount.set(account.id, entry);
  }
  let checked = 0;
  let drifted = 0;
  for (const { account, ads } of byAccount.values()) {
    const { enhancements } = launchSettingsOf(account);
    try {
      const platform = platformOf(context, account);
      const target = await launchTargetOf(context, account);
      for (const ad of ads) {
        const readBack = await platform.readAd(target, ad.platformAdId ?? '');
        if (!readBack) continue;
        const found: CreativeEnhancementKey[] = CREATIVE_ENHANCEMENT_KEYS.filter(
          (key) => readBack.enhancements[key] === 'OPT_IN' && enhancements[key] !== 'OPT_IN',
        );
        await db
          .update(launcherBatchAds)
          .set({
            driftedEnhancements: found,
            checkedAt: context.clock.now(),
            platformStatus: readBack.status,
          })
          .where(eq(launcherBatchAds.id, ad.id));
        checked += 1;
        if (found.length > 0) drifted += 1;
      }
    } catch (error) {
      if (!(error instanceof LaunchPlatformError)) throw error;
      context.log.warn(
        { err: error, launcherAccountId: account.id },
        'enhancements check skipped an account',
      );
    }
  }
  return { checked, drifted };
}

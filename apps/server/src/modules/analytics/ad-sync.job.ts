import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { dispatchJob } from '../../platform/jobs/dispatch.ts';
import { syncAdAccount } from './ad-sync.service.ts';
import { requestAiGrouping } from './ai-grouping.service.ts';
import { adAccounts } from './tables.ts';

const syncPayload = z.object({ adAccountId: z.uuid(), full: z.boolean().optional() });

/** Syncs one ad account, then asks for AI grouping of any new ads. Retried on platform outages. */
export function adAccountSyncJob(context: AppContext): JobDefinition<typeof syncPayload> {
  return {
    name: 'analytics.sync-ad-account',
    payload: syncPayload,
    retryLimit: 3,
    async handle(payload) {
      const outcome = await syncAdAccount(context, payload);
      if (outcome) await requestAiGrouping(context, payload.adAccountId);
    },
  };
}

/** Every six hours, an incremental sync of every onboarded ad account. */
export function scheduledAdAccountSyncJob(
  context: AppContext,
): JobDefinition<z.ZodObject<Record<string, never>>> {
  return {
    name: 'analytics.sync-all-ad-accounts',
    payload: z.object({}),
    cron: '0 */6 * * *',
    async handle() {
      const accounts = await context.database.db.select({ id: adAccounts.id }).from(adAccounts);
      for (const account of accounts) {
        await dispatchJob(context, adAccountSyncJob(context), { adAccountId: account.id });
      }
    },
  };
}

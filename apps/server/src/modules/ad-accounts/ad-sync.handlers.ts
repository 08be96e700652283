import { dispatchJob } from '../../platform/jobs/dispatch.ts';
import { handleJob } from '../../platform/jobs/job-handlers.ts';
import { adAccountSyncedJob, adAccountSyncJob, scheduledAdAccountSyncJob } from './ad-sync.job.ts';
import { syncAdAccount } from './ad-sync.service.ts';
import { adAccounts } from './tables.ts';

/** How this area does its sync jobs. */
export const adSyncJobHandlers = [
  handleJob(adAccountSyncJob, async (context, payload) => {
    const outcome = await syncAdAccount(context, payload);
    if (outcome) await dispatchJob(context, adAccountSyncedJob, { adAccountId: payload.adAccountId });
  }),
  handleJob(scheduledAdAccountSyncJob, async (context) => {
    const accounts = await context.database.db.select({ id: adAccounts.id }).from(adAccounts);
    for (const account of accounts) {
      await dispatchJob(context, adAccountSyncJob, { adAccountId: account.id });
    }
  }),
];

import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';

const syncPayload = z.object({ adAccountId: z.uuid(), full: z.boolean().optional() });
const accountPayload = z.object({ adAccountId: z.uuid() });

/** Syncs one ad account. Retried on platform outages. */
export const adAccountSyncJob: JobDefinition<typeof syncPayload> = {
  name: 'analytics.sync-ad-account',
  payload: syncPayload,
  retryLimit: 3,
};

/** Every six hours, an incremental sync of every onboarded ad account. */
export const scheduledAdAccountSyncJob: JobDefinition<z.ZodObject<Record<string, never>>> = {
  name: 'analytics.sync-all-ad-accounts',
  payload: z.object({}),
  cron: '0 */6 * * *',
};

/**
 * Announced after a sync stored new figures. The areas that build on an account's ads (AI grouping) handle
 * it, so that this area needs to know none of them.
 */
export const adAccountSyncedJob: JobDefinition<typeof accountPayload> = {
  name: 'analytics.ad-account-synced',
  payload: accountPayload,
};

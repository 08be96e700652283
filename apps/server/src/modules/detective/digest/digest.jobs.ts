import { z } from 'zod';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { trackingWorkspaces } from './digest-content.ts';
import { pruneDigestDeliveries } from './digest-deliveries.ts';
import { daysBefore, sendLaunchAlerts, sendWeeklyDigest, utcDay } from './digest-sending.service.ts';

const day = z.iso.date();
const workspacePayload = z.object({ orgId: z.uuid(), workspaceId: z.uuid() });
const digestPayload = workspacePayload.extend({ lastDay: day });
const alertsPayload = workspacePayload.extend({ from: day, to: day });

/** Mondays at 08:00 UTC: a digest job for each workspace that tracks a brand, over the week that just ended. */
export const detectiveWeeklyDigestJob: JobDefinition = {
  name: 'detective.weekly-digest',
  payload: z.object({}),
  cron: '0 8 * * 1',
};

/** One workspace's digest; its last day travels with it, so that a retry tomorrow sends the same week. */
export const detectiveSendDigestJob: JobDefinition<typeof digestPayload> = {
  name: 'detective.send-digest',
  payload: digestPayload,
  retryLimit: 5,
  fairBy: 'orgId',
};

/**
 * Hourly: launch alerts for each workspace that tracks a brand, over today and yesterday (an ad the ingest
 * finds late still counts toward its day), so that an alert goes out soon after a brand's fourth launch.
 */
export const detectiveLaunchAlertsJob: JobDefinition = {
  name: 'detective.launch-alerts',
  payload: z.object({}),
  cron: '35 * * * *',
};

export const detectiveSendLaunchAlertsJob: JobDefinition<typeof alertsPayload> = {
  name: 'detective.send-launch-alerts',
  payload: alertsPayload,
  retryLimit: 5,
  fairBy: 'orgId',
};

export const detectiveDigestJobHandlers = [
  handleJob(detectiveWeeklyDigestJob, async (context) => {
    const lastDay = daysBefore(utcDay(context.clock.now()), 1);
    for (const workspace of await trackingWorkspaces(context.database.db)) {
      await dispatchJob(context, detectiveSendDigestJob, { ...workspace, lastDay });
    }
  }),
  handleJob(detectiveSendDigestJob, async (context, payload) => {
    const sent = await sendWeeklyDigest(context, payload);
    context.log.info({ workspaceId: payload.workspaceId, ...sent }, 'detective digest sent');
  }),
  handleJob(detectiveLaunchAlertsJob, async (context) => {
    const today = utcDay(context.clock.now());
    const from = daysBefore(today, 1);
    for (const workspace of await trackingWorkspaces(context.database.db)) {
      await dispatchJob(context, detectiveSendLaunchAlertsJob, { ...workspace, from, to: today });
    }
    const pruned = await pruneDigestDeliveries(context.database.db, context.clock.now());
    if (pruned > 0) context.log.info({ pruned }, 'old detective digest deliveries deleted');
  }),
  handleJob(detectiveSendLaunchAlertsJob, async (context, payload) => {
    const { alerts } = await sendLaunchAlerts(context, payload);
    if (alerts > 0) context.log.info({ workspaceId: payload.workspaceId, alerts }, 'detective launch alerts');
  }),
];

import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../platform/db/database.ts';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { driveNotificationDeliveries } from './tables.ts';

/** What became of one notification. */
export type DeliveryOutcome = 'sent' | 'already-sent' | 'dropped';

/** A notification that can't succeed by trying again (a chat webhook that is gone or refused): not retried. */
export class UndeliverableError extends Error {
  constructor(readonly reason: string) {
    super(`Undeliverable notification (${reason})`);
    this.name = 'UndeliverableError';
  }
}

/**
 * Sends one notification of one event to one recipient, at most once: the delivery row is claimed first, and
 * given back if sending fails, so that the job's retry sends it then (and only it). An undeliverable one
 * keeps its claim and is reported as dropped.
 */
export async function deliverOnce(
  db: Executor,
  input: { eventKey: string; recipient: string; orgId: string; workspaceId: string },
  send: () => Promise<void>,
): Promise<DeliveryOutcome> {
  const claimed = await db
    .insert(driveNotificationDeliveries)
    .values(input)
    .onConflictDoNothing()
    .returning({ recipient: driveNotificationDeliveries.recipient });
  if (claimed.length === 0) return 'already-sent';
  try {
    await send();
    return 'sent';
  } catch (error) {
    if (error instanceof UndeliverableError) return 'dropped';
    await db
      .delete(driveNotificationDeliveries)
      .where(
        and(
          eq(driveNotificationDeliveries.eventKey, input.eventKey),
          eq(driveNotificationDeliveries.recipient, input.recipient),
        ),
      );
    throw error;
  }
}

/** Jobs are retried for minutes, not weeks: older delivery rows have nothing left to guard. */
const KEEP_DAYS = 14;

export async function pruneDeliveries(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(driveNotificationDeliveries)
    .where(lt(driveNotificationDeliveries.createdAt, before))
    .returning({ recipient: driveNotificationDeliveries.recipient });
  return deleted.length;
}

/** Daily: forgets deliveries older than two weeks. Idempotent. */
export const pruneNotificationDeliveriesJob: JobDefinition = {
  name: 'drive.prune-notification-deliveries',
  payload: z.object({}),
  cron: '17 3 * * *',
};

export const pruneNotificationDeliveriesHandler = handleJob(
  pruneNotificationDeliveriesJob,
  async (context) => {
    const deleted = await pruneDeliveries(context.database.db, new Date());
    context.log.info({ deleted }, 'old drive notification deliveries deleted');
  },
);

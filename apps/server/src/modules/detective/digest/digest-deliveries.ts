import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { detectiveDigestDeliveries } from './tables.ts';

/** One recipient of one mailing of a workspace. */
export interface DigestDelivery {
  orgId: string;
  workspaceId: string;
  mailingKey: string;
  recipient: string;
}

/**
 * Sends one mailing to one recipient at most once: the delivery row is claimed first, and given back if sending
 * fails, so that the job's retry sends it then (and only it). False when it was sent before.
 */
export async function sendOnce(
  db: Executor,
  delivery: DigestDelivery,
  send: () => Promise<void>,
): Promise<boolean> {
  const claimed = await db
    .insert(detectiveDigestDeliveries)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ recipient: detectiveDigestDeliveries.recipient });
  if (claimed.length === 0) return false;
  try {
    await send();
    return true;
  } catch (error) {
    await db
      .delete(detectiveDigestDeliveries)
      .where(
        and(
          eq(detectiveDigestDeliveries.workspaceId, delivery.workspaceId),
          eq(detectiveDigestDeliveries.mailingKey, delivery.mailingKey),
          eq(detectiveDigestDeliveries.recipient, delivery.recipient),
        ),
      );
    throw error;
  }
}

/** Longer than any mailing's retries and than the days a launch alert looks back over. */
const KEEP_DAYS = 30;

export async function pruneDigestDeliveries(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(detectiveDigestDeliveries)
    .where(lt(detectiveDigestDeliveries.createdAt, before))
    .returning({ recipient: detectiveDigestDeliveries.recipient });
  return deleted.length;
}

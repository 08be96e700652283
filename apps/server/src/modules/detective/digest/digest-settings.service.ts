import {
  DETECTIVE_DIGEST_MESSAGES,
  type DetectiveDigestSettings,
  type DetectiveSlackWebhookResponse,
  type UpdateDetectiveDigestSettingsBody,
} from '@hookline/domain';
import { and, eq, not, sql } from 'drizzle-orm';
import { currentSealPrefix, openChatWebhook, sealChatWebhook } from '../../../platform/chat/chat-webhook.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';
import { detectiveDigestPreferences, detectiveSlackWebhooks } from './tables.ts';

/** A member's choice of mails; both on for whoever never chose. */
export interface DigestChoice {
  weeklyDigest: boolean;
  launchAlerts: boolean;
}

const BOTH_ON: DigestChoice = { weeklyDigest: true, launchAlerts: true };

/** Each member's choice in the workspace, by user id; a member without a row has both on. */
export async function digestChoices(db: Executor, workspaceId: string): Promise<Map<string, DigestChoice>> {
  const rows = await db
    .select({
      userId: detectiveDigestPreferences.userId,
      weeklyDigest: detectiveDigestPreferences.weeklyDigest,
      launchAlerts: detectiveDigestPreferences.launchAlerts,
    })
    .from(detectiveDigestPreferences)
    .where(eq(detectiveDigestPreferences.workspaceId, workspaceId));
  return new Map(rows.map(({ userId, ...choice }) => [userId, choice]));
}

export const choiceOf = (choices: Map<string, DigestChoice>, userId: string): DigestChoice =>
  choices.get(userId) ?? BOTH_ON;

/** The workspace's sealed webhook, if it has one. */
export async function sealedSlackWebhook(db: Executor, workspaceId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sealed: detectiveSlackWebhooks.webhookSealed })
    .from(detectiveSlackWebhooks)
    .where(eq(detectiveSlackWebhooks.workspaceId, workspaceId));
  return row?.sealed;
}

/** The caller's own settings in the workspace, and whether it has a Slack webhook. */
export async function digestSettings(
  db: Executor,
  input: { access: WorkspaceAccess; userId: string },
): Promise<DetectiveDigestSettings> {
  const [row] = await db
    .select({
      weeklyDigest: detectiveDigestPreferences.weeklyDigest,
      launchAlerts: detectiveDigestPreferences.launchAlerts,
    })
    .from(detectiveDigestPreferences)
    .where(
      and(
        eq(detectiveDigestPreferences.workspaceId, input.access.workspaceId),
        eq(detectiveDigestPreferences.userId, input.userId),
      ),
    );
  const sealed = await sealedSlackWebhook(db, input.access.workspaceId);
  return { ...(row ?? BOTH_ON), slackWebhookSet: sealed !== undefined };
}

/** Changes the caller's own settings; what the body leaves out stays as it was. */
export async function updateDigestSettings(
  db: Executor,
  input: { access: WorkspaceAccess; userId: string; body: UpdateDetectiveDigestSettingsBody },
): Promise<DetectiveDigestSettings> {
  const { access, userId, body } = input;
  const changes = {
    ...(body.weeklyDigest === undefined ? {} : { weeklyDigest: body.weeklyDigest }),
    ...(body.launchAlerts === undefined ? {} : { launchAlerts: body.launchAlerts }),
  };
  await db
    .insert(detectiveDigestPreferences)
    .values({ orgId: access.orgId, workspaceId: access.workspaceId, userId, ...changes })
    .onConflictDoUpdate({
      target: [detectiveDigestPreferences.workspaceId, detectiveDigestPreferences.userId],
      set: { ...changes, updatedAt: sql`now()` },
    });
  return digestSettings(db, { access, userId });
}

/** Sets (or replaces) the workspace's webhook, sealed; an address the outbound guard refuses is a 400. */
export async function setSlackWebhook(
  context: Pick<AppContext, 'database' | 'config' | 'outbound'>,
  input: { access: WorkspaceAccess; userId: string; url: string },
): Promise<DetectiveSlackWebhookResponse> {
  if (!context.outbound.permits(input.url)) {
    throw badRequest(DETECTIVE_DIGEST_MESSAGES.webhookAddressRefused);
  }
  const sealed = sealChatWebhook(context, input.url);
  await context.database.db
    .insert(detectiveSlackWebhooks)
    .values({
      orgId: input.access.orgId,
      workspaceId: input.access.workspaceId,
      webhookSealed: sealed,
      updatedByUserId: input.userId,
    })
    .onConflictDoUpdate({
      target: detectiveSlackWebhooks.workspaceId,
      set: { webhookSealed: sealed, updatedByUserId: input.userId, updatedAt: sql`now()` },
    });
  return { slackWebhookSet: true, message: DETECTIVE_DIGEST_MESSAGES.webhookSaved };
}

/** Removes the workspace's webhook; removing none is not an error. */
export async function removeSlackWebhook(
  db: Executor,
  access: WorkspaceAccess,
): Promise<DetectiveSlackWebhookResponse> {
  await db.delete(detectiveSlackWebhooks).where(eq(detectiveSlackWebhooks.workspaceId, access.workspaceId));
  return { slackWebhookSet: false, message: DETECTIVE_DIGEST_MESSAGES.webhookRemoved };
}

/**
 * Re-seals with the newest encryption key every webhook sealed by an older one, at start-up (as the Creative
 * Hub's are), so that an old key can be retired once every process has started with the new one.
 */
export async function resealDetectiveWebhooks(
  context: Pick<AppContext, 'database' | 'config'>,
): Promise<{ resealed: number; unreadable: number }> {
  const { db } = context.database;
  const stale = await db
    .select({ workspaceId: detectiveSlackWebhooks.workspaceId, sealed: detectiveSlackWebhooks.webhookSealed })
    .from(detectiveSlackWebhooks)
    .where(not(sql`starts_with(${detectiveSlackWebhooks.webhookSealed}, ${currentSealPrefix(context)})`));
  let resealed = 0;
  let unreadable = 0;
  for (const row of stale) {
    const plain = openChatWebhook(context, row.sealed);
    if (plain === undefined) {
      unreadable += 1;
      continue;
    }
    const updated = await db
      .update(detectiveSlackWebhooks)
      .set({ webhookSealed: sealChatWebhook(context, plain) })
      .where(
        and(
          eq(detectiveSlackWebhooks.workspaceId, row.workspaceId),
          eq(detectiveSlackWebhooks.webhookSealed, row.sealed),
        ),
      )
      .returning({ workspaceId: detectiveSlackWebhooks.workspaceId });
    resealed += updated.length;
  }
  return { resealed, unreadable };
}

import { DRIVE_REVIEW_MESSAGES, type FolderChatConnection } from '@hookline/domain';
import { and, eq, isNotNull, not, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { currentSealPrefix, openChatWebhook, sealChatWebhook } from '../../../platform/chat/chat-webhook.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import type { DriveFolderRef } from '../drive-resources.ts';
import { driveFolders, type DriveFolderRow } from '../tables.ts';

/*
 * A folder's team-chat connection: a Slack incoming-webhook URL that receives a message for each new upload
 * and comment in the folder or below it. The URL is a credential (whoever has it can post to the channel), so
 * it is stored sealed with the app's encryption keys (platform/chat/chat-webhook.ts) and never sent back.
 */

type ChatContext = Pick<AppContext, 'database' | 'config' | 'outbound'>;

function connectionOf(folderId: string, webhookUrl: string | null): FolderChatConnection {
  return {
    folderId,
    hasChatConnection: webhookUrl !== null,
    webhookHost: webhookUrl === null ? null : new URL(webhookUrl).host,
  };
}

/** The folder a connection belongs to: a folder row (the workspace's root has none, so it can't hold one). */
function folderRowOf(folder: DriveFolderRef): DriveFolderRow {
  if (folder.folder === null) throw badRequest(DRIVE_REVIEW_MESSAGES.chatOnRoot);
  return folder.folder;
}

/** Connects (or reconnects) a folder to a webhook; an address the outbound guard refuses is a 400. */
export async function connectFolderChat(
  context: ChatContext,
  input: { folder: DriveFolderRef; webhookUrl: string },
): Promise<FolderChatConnection> {
  const folder = folderRowOf(input.folder);
  if (!context.outbound.permits(input.webhookUrl)) {
    throw badRequest(DRIVE_REVIEW_MESSAGES.webhookAddressRefused);
  }
  const updated = await context.database.db
    .update(driveFolders)
    .set({ chatWebhookSealed: sealChatWebhook(context, input.webhookUrl) })
    .where(and(eq(driveFolders.id, folder.id), eq(driveFolders.workspaceId, folder.workspaceId)))
    .returning({ id: driveFolders.id });
  if (updated.length === 0) throw notFound();
  return connectionOf(folder.id, input.webhookUrl);
}

export async function disconnectFolderChat(
  context: Pick<AppContext, 'database'>,
  input: { folder: DriveFolderRef },
): Promise<FolderChatConnection> {
  const folder = folderRowOf(input.folder);
  const updated = await context.database.db
    .update(driveFolders)
    .set({ chatWebhookSealed: null })
    .where(and(eq(driveFolders.id, folder.id), eq(driveFolders.workspaceId, folder.workspaceId)))
    .returning({ id: driveFolders.id });
  if (updated.length === 0) throw notFound();
  return connectionOf(folder.id, null);
}

/**
 * Re-seals with the newest encryption key every webhook sealed by an older one, at start-up (as the ad-platform
 * tokens are), so that an old key can be retired once every process has started with the new one.
 */
export async function resealChatWebhooks(
  context: Pick<AppContext, 'database' | 'config'>,
): Promise<{ resealed: number; unreadable: number }> {
  const { db } = context.database;
  const stale = await db
    .select({ id: driveFolders.id, sealed: driveFolders.chatWebhookSealed })
    .from(driveFolders)
    .where(
      and(
        isNotNull(driveFolders.chatWebhookSealed),
        not(sql`starts_with(${driveFolders.chatWebhookSealed}, ${currentSealPrefix(context)})`),
      ),
    );
  let resealed = 0;
  let unreadable = 0;
  for (const row of stale) {
    const plain = row.sealed === null ? undefined : openChatWebhook(context, row.sealed);
    if (plain === undefined || row.sealed === null) {
      unreadable += 1;
      continue;
    }
    const updated = await db
      .update(driveFolders)
      .set({ chatWebhookSealed: sealChatWebhook(context, plain) })
      .where(and(eq(driveFolders.id, row.id), eq(driveFolders.chatWebhookSealed, row.sealed)))
      .returning({ id: driveFolders.id });
    resealed += updated.length;
  }
  return { resealed, unreadable };
}

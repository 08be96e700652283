import type { Workspace } from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../access/tenancy-resources.ts';
import type { StoredObject } from '../../../platform/storage/storage.ts';
import { readVersionedImage, storeNormalisedImage } from '../../users/index.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { workspaces } from './tables.ts';
import { workspaceDetails } from './workspaces.service.ts';

/**
 * Points the workspace at a new thumbnail key and answers the key it replaces. The row stays locked until
 * the switch is made, so two uploads at once can't both keep the same old file to delete.
 */
async function switchThumbnailKey(
  context: AppContext,
  input: { access: WorkspaceAccess; thumbnailKey: string | null },
): Promise<string | null> {
  const scope = and(eq(workspaces.id, input.access.workspaceId), eq(workspaces.orgId, input.access.orgId));
  return context.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ thumbnailKey: workspaces.thumbnailKey })
      .from(workspaces)
      .where(scope)
      .for('update')
      .limit(1);
    if (!current) throw notFound();
    await tx
      .update(workspaces)
      .set({ thumbnailKey: input.thumbnailKey, updatedAt: sql`now()` })
      .where(scope);
    return current.thumbnailKey;
  });
}

/** Checks the picture like every uploaded image (`normaliseUploadedImage`) and makes it the thumbnail. */
export async function replaceWorkspaceThumbnail(
  context: AppContext,
  input: { access: WorkspaceAccess; userId: string; upload: Buffer },
): Promise<Workspace> {
  const { access } = input;
  const thumbnailKey = await storeNormalisedImage(context.storage, {
    folder: `orgs/${access.orgId}/workspaces/${access.workspaceId}`,
    stem: 'thumbnail',
    upload: input.upload,
  });
  const previous = await switchThumbnailKey(context, { access, thumbnailKey }).catch(
    async (error: unknown) => {
      await context.storage.delete(thumbnailKey);
      throw error;
    },
  );
  // Deleted only after the row points elsewhere: a failed delete leaves a stray file, never a broken image.
  if (previous) await context.storage.delete(previous);
  return workspaceDetails(context.database.db, input);
}

export async function removeWorkspaceThumbnail(context: AppContext, access: WorkspaceAccess): Promise<void> {
  const previous = await switchThumbnailKey(context, { access, thumbnailKey: null });
  if (previous) await context.storage.delete(previous);
}

/** The stored thumbnail behind a workspace's `thumbnailURL`; an old version or an unknown id answers 404. */
export async function readWorkspaceThumbnail(
  context: AppContext,
  input: { unverifiedWorkspaceId: string; version: string },
): Promise<{ object: StoredObject; mime: string }> {
  if (!isUuid(input.unverifiedWorkspaceId)) throw notFound();
  const [row] = await context.database.db
    .select({ thumbnailKey: workspaces.thumbnailKey })
    .from(workspaces)
    .where(eq(workspaces.id, input.unverifiedWorkspaceId))
    .limit(1);
  return readVersionedImage(context.storage, { key: row?.thumbnailKey, version: input.version });
}

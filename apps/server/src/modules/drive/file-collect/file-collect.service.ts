import {
  DRIVE_UPLOAD_MESSAGES,
  type FileCollectLink,
  type PublicFileCollect,
  type UploadMetadata,
} from '@hookline/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { forbidden, notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { findWorkspaceName } from '../../tenancy/index.ts';
import type { DriveFolderRef } from '../drive-resources.ts';
import { driveFileCollectLinks, driveFolders, type DriveFileCollectLinkRow } from '../tables.ts';
import type { UploadTarget } from '../uploads/upload-records.ts';

export function fileCollectLinkDto(link: DriveFileCollectLinkRow, appUrl: string): FileCollectLink {
  return {
    _id: link.id,
    workspaceId: link.workspaceId,
    folderId: link.folderId ?? link.workspaceId,
    enabled: link.enabled,
    url: `${appUrl}/share/file-collect/${link.id}`,
    createdAt: link.createdAt.toISOString(),
  };
}

export async function createFileCollectLink(
  db: Executor,
  input: { folder: DriveFolderRef; userId: string },
): Promise<DriveFileCollectLinkRow> {
  const [link] = await db
    .insert(driveFileCollectLinks)
    .values({
      orgId: input.folder.orgId,
      workspaceId: input.folder.workspaceId,
      folderId: input.folder.folder?.id ?? null,
      createdByUserId: input.userId,
    })
    .returning();
  if (!link) throw new Error('insert into drive_file_collect_links returned nothing');
  return link;
}

/** A folder's links (or the workspace root's), newest first. */
export function listFileCollectLinks(
  db: Executor,
  folder: DriveFolderRef,
): Promise<DriveFileCollectLinkRow[]> {
  return db
    .select()
    .from(driveFileCollectLinks)
    .where(
      and(
        eq(driveFileCollectLinks.workspaceId, folder.workspaceId),
        folder.folder
          ? eq(driveFileCollectLinks.folderId, folder.folder.id)
          : isNull(driveFileCollectLinks.folderId),
      ),
    )
    .orderBy(desc(driveFileCollectLinks.createdAt));
}

export async function setFileCollectEnabled(
  db: Executor,
  input: { link: DriveFileCollectLinkRow; enabled: boolean },
): Promise<DriveFileCollectLinkRow> {
  const [updated] = await db
    .update(driveFileCollectLinks)
    .set({ enabled: input.enabled })
    .where(
      and(
        eq(driveFileCollectLinks.id, input.link.id),
        eq(driveFileCollectLinks.workspaceId, input.link.workspaceId),
      ),
    )
    .returning();
  if (!updated) throw notFound();
  return updated;
}

export async function deleteFileCollectLink(db: Executor, link: DriveFileCollectLinkRow): Promise<void> {
  await db
    .delete(driveFileCollectLinks)
    .where(
      and(eq(driveFileCollectLinks.id, link.id), eq(driveFileCollectLinks.workspaceId, link.workspaceId)),
    );
}

/** A link by its id alone (the credential). */
async function findLink(db: Executor, linkId: string): Promise<DriveFileCollectLinkRow | undefined> {
  if (!isUuid(linkId)) return undefined;
  const [link] = await db
    .select()
    .from(driveFileCollectLinks)
    .where(eq(driveFileCollectLinks.id, linkId))
    .limit(1);
  return link;
}

/** `GET public/file-collect/{id}`: what the page shows someone without an account. */
export async function publicFileCollect(db: Executor, linkId: string): Promise<PublicFileCollect> {
  if (!isUuid(linkId)) throw notFound();
  const [found] = await db
    .select({ link: driveFileCollectLinks, folderName: driveFolders.name })
    .from(driveFileCollectLinks)
    .leftJoin(driveFolders, eq(driveFolders.id, driveFileCollectLinks.folderId))
    .where(eq(driveFileCollectLinks.id, linkId))
    .limit(1);
  const workspaceName = found && (await findWorkspaceName(db, found.link.workspaceId));
  if (!found || workspaceName === undefined) throw notFound();
  return {
    // The workspace's root is named after the workspace.
    folderName: found.folderName ?? workspaceName,
    workspaceName,
    enabled: found.link.enabled,
  };
}

/**
 * Where an upload through a file-collect link goes: the link's folder and nowhere else, while the link is
 * enabled. The link's id is the only credential; a `fileCollectId` in the metadata must name the same link.
 */
export async function fileCollectUploadTarget(
  db: Executor,
  input: { linkId: string; metadata: Pick<UploadMetadata, 'fileCollectId' | 'uploaderName'> },
): Promise<UploadTarget> {
  if (input.metadata.fileCollectId !== undefined && input.metadata.fileCollectId !== input.linkId) {
    throw notFound();
  }
  const link = await findLink(db, input.linkId);
  if (!link) throw notFound();
  if (!link.enabled) throw forbidden(DRIVE_UPLOAD_MESSAGES.fileCollectDisabled);
  return {
    orgId: link.orgId,
    workspaceId: link.workspaceId,
    folderId: link.folderId,
    fileId: null,
    uploadedByUserId: null,
    fileCollectId: link.id,
    uploaderName: input.metadata.uploaderName || null,
  };
}

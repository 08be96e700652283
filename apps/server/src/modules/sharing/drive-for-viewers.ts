import type {
  DriveDiscussion,
  DriveFile,
  DriveFolder,
  DrivePathStep,
  DriveReply,
  DriveVersion,
} from '@hookline/domain';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import {
  driveDiscussions,
  driveFiles,
  driveFileVersions,
  driveFolders,
  driveReplies,
  type DriveDiscussionRow,
  type DriveFileRow,
  type DriveFileVersionRow,
  type DriveFolderRow,
  type DriveReplyRow,
} from '../drive/index.ts';
import { users } from '../users/index.ts';
import type { SharedDrive } from './shared-drive.ts';

/*
 * The Creative Hub's side of a share link's page, read from the drive area's public tables. The drive
 * area's own DTO builders, list and comment services replace these once they are exported from its index.
 */

const iso = (date: Date) => date.toISOString();

/** 'Anonymous User' for a comment without an author; 'Unknown' for a removed account (spec section 6). */
function authorNameOf(
  row: { createdByUserId: string | null; authorName: string | null },
  names: Map<string, string>,
) {
  if (row.createdByUserId !== null) return names.get(row.createdByUserId) ?? 'Unknown';
  return row.authorName ?? 'Anonymous User';
}

export function createDriveForViewers(context: AppContext): SharedDrive {
  const { db } = context.database;
  const media = context.driveMedia;

  function versionDto(
    version: DriveFileVersionRow,
    activeId: string | null,
    discussionCount: number,
  ): DriveVersion {
    const playable = version.kind === 'video' && version.previewKey ? 'preview' : 'original';
    return {
      versionId: version.id,
      number: version.number,
      name: version.originalName,
      mime: version.mime,
      kind: version.kind,
      size: version.size,
      resolution: version.resolution,
      durationMs: version.durationMs,
      isActive: version.id === activeId,
      thumbGenerationInprogress: version.processing,
      thumbnailURL: version.thumbnailKey ? media.url(version.id, 'thumbnail') : null,
      mediaURL: media.url(version.id, playable),
      posterURL: version.posterKey ? media.url(version.id, 'poster') : null,
      createdAt: iso(version.createdAt),
      uploadedBy: version.uploadedByUserId,
      discussionCount,
    };
  }

  async function fileDtos(files: DriveFileRow[]): Promise<DriveFile[]> {
    if (files.length === 0) return [];
    const ids = files.map((file) => file.id);
    const versions = await db
      .select()
      .from(driveFileVersions)
      .where(inArray(driveFileVersions.fileId, ids))
      .orderBy(asc(driveFileVersions.number));
    const counts = await db
      .select({
        versionId: driveDiscussions.versionId,
        all: count(),
        open: sql<number>`count(*) filter (where ${driveDiscussions.status} = 'open')`.mapWith(Number),
      })
      .from(driveDiscussions)
      .where(inArray(driveDiscussions.fileId, ids))
      .groupBy(driveDiscussions.versionId);
    const countOf = new Map(counts.map((row) => [row.versionId, row]));
    return files.map((file) => {
      const own = versions
        .filter((version) => version.fileId === file.id)
        .map((version) => versionDto(version, file.activeVersionId, countOf.get(version.id)?.all ?? 0));
      const active = own.find((version) => version.isActive) ?? null;
      return {
        _id: file.id,
        workspaceId: file.workspaceId,
        folderId: file.folderId,
        name: file.name,
        description: file.description,
        customFields: file.customFields,
        tags: [],
        versions: own,
        activeVersionId: file.activeVersionId,
        isFavourite: false,
        isWatched: false,
        thumbGenerationInprogress: active?.thumbGenerationInprogress ?? true,
        size: file.size,
        createdAt: iso(file.createdAt),
        modifiedAt: iso(file.modifiedAt),
        thumbnailURL: active?.thumbnailURL ?? null,
        mediaURL: active?.mediaURL ?? null,
        posterURL: active?.posterURL ?? null,
        mime: active?.mime ?? null,
        kind: active?.kind ?? null,
        resolution: active?.resolution ?? null,
        durationMs: active?.durationMs ?? null,
        openDiscussionCount: active ? (countOf.get(active.versionId)?.open ?? 0) : 0,
        allowedActions: [],
      };
    });
  }

  async function folderDtos(folders: DriveFolderRow[]): Promise<DriveFolder[]> {
    if (folders.length === 0) return [];
    const ids = folders.map((folder) => folder.id);
    const subfolders = await db
      .select({ parentId: driveFolders.parentId, n: count() })
      .from(driveFolders)
      .where(inArray(driveFolders.parentId, ids))
      .groupBy(driveFolders.parentId);
    const files = await db
      .select({ folderId: driveFiles.folderId, n: count() })
      .from(driveFiles)
      .where(inArray(driveFiles.folderId, ids))
      .groupBy(driveFiles.folderId);
    const subfolderCount = new Map(subfolders.map((row) => [row.parentId, row.n]));
    const fileCount = new Map(files.map((row) => [row.folderId, row.n]));
    return folders.map((folder) => ({
      _id: folder.id,
      workspaceId: folder.workspaceId,
      parent: folder.parentId,
      name: folder.name,
      description: folder.description,
      type: 'folder',
      isFolder: true,
      isWorkspace: false,
      hasChild: (subfolderCount.get(folder.id) ?? 0) > 0,
      items: (subfolderCount.get(folder.id) ?? 0) + (fileCount.get(folder.id) ?? 0),
      isFavourite: false,
      isWatched: false,
      hasChatConnection: false,
      createdAt: iso(folder.createdAt),
      modifiedAt: iso(folder.modifiedAt),
      allowedActions: [],
    }));
  }

  async function namesOf(userIds: (string | null)[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim() || 'Unknown']));
  }

  function replyDto(reply: DriveReplyRow, names: Map<string, string>): DriveReply {
    return {
      _id: reply.id,
      content: reply.content,
      createdBy: reply.createdByUserId,
      authorName: authorNameOf(reply, names),
      authorImageURL: null,
      createdAt: iso(reply.createdAt),
      updatedAt: iso(reply.updatedAt),
      allowedActions: [],
    };
  }

  function discussionDto(
    discussion: DriveDiscussionRow,
    replies: DriveReplyRow[],
    names: Map<string, string>,
  ): DriveDiscussion {
    return {
      _id: discussion.id,
      versionId: discussion.versionId,
      content: discussion.content,
      status: discussion.status,
      annotation: discussion.annotation,
      createdBy: discussion.createdByUserId,
      authorName: authorNameOf(discussion, names),
      authorImageURL: null,
      createdAt: iso(discussion.createdAt),
      updatedAt: iso(discussion.updatedAt),
      replies: replies.map((reply) => replyDto(reply, names)),
      allowedActions: [],
    };
  }

  const fileOrder = (sort: string, order: 'asc' | 'desc'): SQL[] => {
    const column: SQL | AnyPgColumn =
      sort === 'size'
        ? driveFiles.size
        : sort === 'createdAt'
          ? driveFiles.createdAt
          : sort === 'modifiedAt'
            ? driveFiles.modifiedAt
            : sql`lower(${driveFiles.name})`;
    const direction = order === 'asc' ? asc : desc;
    return [direction(column), direction(driveFiles.id)];
  };

  // Folders have no size: by size, they keep their names' order.
  const folderOrder = (sort: string, order: 'asc' | 'desc'): SQL[] => {
    const column: SQL | AnyPgColumn =
      sort === 'createdAt'
        ? driveFolders.createdAt
        : sort === 'modifiedAt'
          ? driveFolders.modifiedAt
          : sql`lower(${driveFolders.name})`;
    const direction = order === 'asc' ? asc : desc;
    return [direction(column), direction(driveFolders.id)];
  };

  return {
    async fileDto(file) {
      const [dto] = await fileDtos([file]);
      if (!dto) throw notFound();
      return dto;
    },

    async folderDto(folder) {
      const [dto] = await folderDtos([folder]);
      if (!dto) throw notFound();
      return dto;
    },

    async folderPath({ fromId, to }) {
      // The folders from `to` up to the shared folder, in one query; then put in order from the top.
      const chain = await db
        .select({ id: driveFolders.id, name: driveFolders.name, parentId: driveFolders.parentId })
        .from(driveFolders)
        .where(
          sql`${driveFolders.id} in (
            with recursive chain (id, parent_id) as (
              select node.id, node.parent_id from ${driveFolders} node where node.id = ${to.id}::uuid
              union
              select parent.id, parent.parent_id from ${driveFolders} parent
              join chain on parent.id = chain.parent_id where chain.id <> ${fromId}::uuid
            )
            select id from chain)`,
        );
      const byId = new Map(chain.map((folder) => [folder.id, folder]));
      const steps: DrivePathStep[] = [];
      for (
        let folder = byId.get(to.id);
        folder;
        folder = folder.parentId ? byId.get(folder.parentId) : undefined
      ) {
        steps.unshift({ _id: folder.id, name: folder.name, isWorkspace: false });
        if (folder.id === fromId) break;
      }
      return steps;
    },

    async listItems({ folder, page, limit, sort, order }) {
      const offset = (page - 1) * limit;
      const inFolder = and(
        eq(driveFolders.workspaceId, folder.workspaceId),
        eq(driveFolders.parentId, folder.id),
      );
      const filesInFolder = and(
        eq(driveFiles.workspaceId, folder.workspaceId),
        eq(driveFiles.folderId, folder.id),
      );
      const [folderTotal] = await db.select({ n: count() }).from(driveFolders).where(inFolder);
      const [fileTotal] = await db.select({ n: count() }).from(driveFiles).where(filesInFolder);
      const folderCount = folderTotal?.n ?? 0;
      const folderRows = await db
        .select()
        .from(driveFolders)
        .where(inFolder)
        .orderBy(...folderOrder(sort, order))
        .limit(limit)
        .offset(offset);
      const fileRows =
        folderRows.length < limit
          ? await db
              .select()
              .from(driveFiles)
              .where(filesInFolder)
              .orderBy(...fileOrder(sort, order))
              .limit(limit - folderRows.length)
              .offset(Math.max(0, offset - folderCount))
          : [];
      return {
        folders: await folderDtos(folderRows),
        files: await fileDtos(fileRows),
        total: folderCount + (fileTotal?.n ?? 0),
      };
    },

    async versionOf({ file, versionId }) {
      const [version] = await db
        .select()
        .from(driveFileVersions)
        .where(and(eq(driveFileVersions.id, versionId), eq(driveFileVersions.fileId, file.id)))
        .limit(1);
      return version;
    },

    async discussions({ file, versionId }) {
      const discussions = await db
        .select()
        .from(driveDiscussions)
        .where(and(eq(driveDiscussions.fileId, file.id), eq(driveDiscussions.versionId, versionId)))
        .orderBy(asc(driveDiscussions.createdAt), asc(driveDiscussions.id));
      const replies =
        discussions.length === 0
          ? []
          : await db
              .select()
              .from(driveReplies)
              .where(
                inArray(
                  driveReplies.discussionId,
                  discussions.map((discussion) => discussion.id),
                ),
              )
              .orderBy(asc(driveReplies.createdAt), asc(driveReplies.id));
      const names = await namesOf([
        ...discussions.map((discussion) => discussion.createdByUserId),
        ...replies.map((reply) => reply.createdByUserId),
      ]);
      return discussions.map((discussion) =>
        discussionDto(
          discussion,
          replies.filter((reply) => reply.discussionId === discussion.id),
          names,
        ),
      );
    },

    async addDiscussion({ file, versionId, content, annotation, authorName }) {
      const [discussion] = await db
        .insert(driveDiscussions)
        .values({
          orgId: file.orgId,
          workspaceId: file.workspaceId,
          fileId: file.id,
          versionId,
          content,
          annotation: annotation ?? null,
          createdByUserId: null,
          authorName,
        })
        .returning();
      if (!discussion) throw new Error('insert into drive_discussions returned nothing');
      return discussionDto(discussion, [], new Map());
    },

    async sendDownload(reply, file) {
      const [version] = file.activeVersionId
        ? await db
            .select()
            .from(driveFileVersions)
            .where(and(eq(driveFileVersions.id, file.activeVersionId), eq(driveFileVersions.fileId, file.id)))
            .limit(1)
        : [];
      const stored = version ? await context.storage.get(version.storageKey) : undefined;
      if (!version || !stored) throw notFound();
      const filename = file.name || version.originalName;
      const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      reply.header('content-type', version.mime);
      reply.header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      );
      if (stored.size !== undefined) reply.header('content-length', String(stored.size));
      return reply.send(stored.body);
    },
  };
}

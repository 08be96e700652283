import { and, asc, sql } from 'drizzle-orm';
import { preparedPerExecutor } from '../../../platform/db/prepared-per-executor.ts';
import { driveDiscussions, driveFileTags, driveFileVersions } from '../tables.ts';

/*
 * The batch queries behind every file DTO, built once per database handle and sent as named prepared
 * statements: lists of files are read on nearly every Creative Hub screen, and building these queries anew
 * on each call cost more than running them. Each takes the files' ids and their workspaces' ids as arrays.
 */

const fileIds = sql`${sql.placeholder('fileIds')}::uuid[]`;
const workspaceIds = sql`${sql.placeholder('workspaceIds')}::uuid[]`;

export const fileDtoQueries = preparedPerExecutor((db) => ({
  versions: db
    .select()
    .from(driveFileVersions)
    .where(
      and(
        sql`${driveFileVersions.workspaceId} = any(${workspaceIds})`,
        sql`${driveFileVersions.fileId} = any(${fileIds})`,
      ),
    )
    .orderBy(asc(driveFileVersions.fileId), asc(driveFileVersions.number))
    .prepare('drive_file_dto_versions'),
  // The links only: the settings area, which holds the tags, reads their names.
  tagLinks: db
    .select({
      itemId: driveFileTags.fileId,
      tagId: driveFileTags.tagId,
      workspaceId: driveFileTags.workspaceId,
    })
    .from(driveFileTags)
    .where(
      and(
        sql`${driveFileTags.workspaceId} = any(${workspaceIds})`,
        sql`${driveFileTags.fileId} = any(${fileIds})`,
      ),
    )
    .prepare('drive_file_dto_tag_links'),
  // By version, through the versions' index: comments have no index by file.
  discussionCounts: db
    .select({
      versionId: driveDiscussions.versionId,
      all: sql<number>`count(*)`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${driveDiscussions.status} = 'open')`.mapWith(Number),
    })
    .from(driveDiscussions)
    .where(
      sql`${driveDiscussions.versionId} in (select ${driveFileVersions.id} from ${driveFileVersions}
        where ${driveFileVersions.workspaceId} = any(${workspaceIds}) and ${driveFileVersions.fileId} = any(${fileIds}))`,
    )
    .groupBy(driveDiscussions.versionId)
    .prepare('drive_file_dto_discussion_counts'),
}));

import { and, asc, eq, sql } from 'drizzle-orm';
import { preparedPerExecutor } from '../../../platform/db/prepared-per-executor.ts';
import { tags } from '../../settings/index.ts';
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
  tags: db
    .select({ fileId: driveFileTags.fileId, _id: tags.id, name: tags.name, color: tags.color })
    .from(driveFileTags)
    .innerJoin(tags, and(eq(tags.id, driveFileTags.tagId), eq(tags.workspaceId, driveFileTags.workspaceId)))
    .where(
      and(
        sql`${driveFileTags.workspaceId} = any(${workspaceIds})`,
        sql`${driveFileTags.fileId} = any(${fileIds})`,
      ),
    )
    .orderBy(sql`lower(${tags.name})`, asc(tags.id))
    .prepare('drive_file_dto_tags'),
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

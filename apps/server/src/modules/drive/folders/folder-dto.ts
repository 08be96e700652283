import type { DriveFolder } from '@hookline/domain';
import { and, sql } from 'drizzle-orm';
import { preparedPerExecutor } from '../../../platform/db/prepared-per-executor.ts';
import { treeNodeDtoFields } from '../../trees/index.ts';
import { marksOf } from '../files/drive-marks.service.ts';
import { actionsAmong, FOLDER_ACTIONS, type DriveViewer } from '../files/drive-viewer.ts';
import type { DriveDtoDeps } from '../files/file-dto.ts';
import { driveFiles, driveFolders, type DriveFolderRow } from '../tables.ts';

const folderIds = sql`${sql.placeholder('folderIds')}::uuid[]`;
const workspaceIds = sql`${sql.placeholder('workspaceIds')}::uuid[]`;

/** How many folders and files sit directly in each folder, in one prepared statement. */
const folderContentsQuery = preparedPerExecutor((db) =>
  db
    .select({
      folderId: sql<string>`${driveFolders.parentId}`.as('folder_id'),
      kind: sql<'folder' | 'file'>`'folder'`.as('kind'),
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(driveFolders)
    .where(
      and(
        sql`${driveFolders.workspaceId} = any(${workspaceIds})`,
        sql`${driveFolders.parentId} = any(${folderIds})`,
      ),
    )
    .groupBy(driveFolders.parentId)
    .unionAll(
      db
        .select({
          folderId: sql<string>`${driveFiles.folderId}`.as('folder_id'),
          kind: sql<'folder' | 'file'>`'file'`.as('kind'),
          n: sql<number>`count(*)::int`.as('n'),
        })
        .from(driveFiles)
        .where(
          and(
            sql`${driveFiles.workspaceId} = any(${workspaceIds})`,
            sql`${driveFiles.folderId} = any(${folderIds})`,
          ),
        )
        .groupBy(driveFiles.folderId),
    )
    .prepare('drive_folder_dto_contents'),
);

/**
 * The DTOs of `folders`, in their order, in two queries whatever their number: how many folders and
 * files sit directly in each, and the viewer's favourites and watches.
 */
export async function buildFolderDtos(
  deps: Pick<DriveDtoDeps, 'db'>,
  input: { folders: readonly DriveFolderRow[]; viewer: DriveViewer },
): Promise<DriveFolder[]> {
  const { folders, viewer } = input;
  if (folders.length === 0) return [];
  const { db } = deps;
  const ids = folders.map((folder) => folder.id);
  const workspaceIds = [...new Set(folders.map((folder) => folder.workspaceId))];
  const [contents, marks] = await Promise.all([
    folderContentsQuery(db).execute({ folderIds: ids, workspaceIds }),
    marksOf(db, { userId: viewer.userId, targetIds: ids }),
  ]);
  const subfolderCount = new Map<string, number>();
  const fileCount = new Map<string, number>();
  for (const row of contents) (row.kind === 'folder' ? subfolderCount : fileCount).set(row.folderId, row.n);
  const allowedActions = actionsAmong(viewer, FOLDER_ACTIONS);
  return folders.map((folder) => ({
    ...treeNodeDtoFields(folder, {
      subNodes: subfolderCount.get(folder.id) ?? 0,
      items: fileCount.get(folder.id) ?? 0,
      marks,
      allowedActions,
    }),
    hasChatConnection: folder.chatWebhookSealed !== null,
  }));
}

export async function buildFolderDto(
  deps: Pick<DriveDtoDeps, 'db'>,
  input: { folder: DriveFolderRow; viewer: DriveViewer },
): Promise<DriveFolder> {
  const [dto] = await buildFolderDtos(deps, { folders: [input.folder], viewer: input.viewer });
  if (!dto) throw new Error('buildFolderDtos returned no DTO for a folder');
  return dto;
}

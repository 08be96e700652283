import type {
  DriveFile,
  DriveFolder,
  DriveListItems,
  DriveListSort,
  DrivePathStep,
  SortOrder,
} from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { NOBODY } from '../files/drive-viewer.ts';
import { buildFileDto, type DriveDtoDeps } from '../files/file-dto.ts';
import type { MediaUrls } from '../media/media-urls.ts';
import {
  driveFileVersions,
  type DriveFileRow,
  type DriveFileVersionRow,
  type DriveFolderRow,
} from '../tables.ts';
import { buildFolderDto } from './folder-dto.ts';
import { driveTree } from './drive-tree.ts';
import { listDriveItems } from './list-items.service.ts';

/**
 * The Creative Hub as someone outside the workspace reads it (a share link's page): the same DTOs, lists
 * and paths the members' calls answer, built for nobody in particular (no favourites, no watches, no
 * actions). Every call takes rows the caller has already proven the reader may see.
 */
export interface DriveReaders {
  fileDto(file: DriveFileRow): Promise<DriveFile>;
  folderDto(folder: DriveFolderRow): Promise<DriveFolder>;
  /** The breadcrumbs from the folder `fromId` down to `to`, both included. */
  folderPath(input: { fromId: string; to: DriveFolderRow }): Promise<DrivePathStep[]>;
  /** A page of what is directly inside `folder`: folders first, then files, paged as one list. */
  listItems(input: {
    folder: DriveFolderRow;
    page: number;
    limit: number;
    sort: DriveListSort;
    order: SortOrder;
  }): Promise<DriveListItems>;
  /** One of the file's versions; undefined when `versionId` belongs to another file. */
  versionOf(input: { file: DriveFileRow; versionId: string }): Promise<DriveFileVersionRow | undefined>;
}

/**
 * `options.media` signs the media URLs instead of the members' signer (a share link's own URLs), and
 * `options.previewsOnly` leaves the uploads themselves out (`DriveDtoDeps`).
 */
export function createDriveReaders(
  context: Pick<AppContext, 'database' | 'driveMedia'>,
  options: { media?: MediaUrls; previewsOnly?: boolean } = {},
): DriveReaders {
  const deps: DriveDtoDeps = {
    db: context.database.db,
    media: options.media ?? context.driveMedia,
    previewsOnly: options.previewsOnly ?? false,
  };
  return {
    fileDto: (file) => buildFileDto(deps, { file, viewer: NOBODY }),
    folderDto: (folder) => buildFolderDto(deps, { folder, viewer: NOBODY }),
    folderPath: ({ fromId, to }) =>
      driveTree.chain(deps.db, { workspaceId: to.workspaceId, id: to.id, fromId }),
    listItems: ({ folder, ...page }) =>
      listDriveItems(deps, { workspaceId: folder.workspaceId, folderId: folder.id, viewer: NOBODY, ...page }),
    async versionOf({ file, versionId }) {
      const [version] = await deps.db
        .select()
        .from(driveFileVersions)
        .where(
          and(
            eq(driveFileVersions.id, versionId),
            eq(driveFileVersions.fileId, file.id),
            eq(driveFileVersions.workspaceId, file.workspaceId),
          ),
        )
        .limit(1);
      return version;
    },
  };
}

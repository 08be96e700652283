import type {
  CommentAnnotation,
  DriveDiscussion,
  DriveFile,
  DriveFolder,
  DrivePathStep,
  ShareContentQuery,
} from '@hookline/domain';
import type { FastifyReply } from 'fastify';
import type { DriveFileRow, DriveFileVersionRow, DriveFolderRow } from '../drive/index.ts';

/**
 * What a share link's public page needs from the Creative Hub. The drive area owns files, folders,
 * versions, downloads and comments; the sharing area only decides who sees what through a link, then asks
 * for the DTOs here and trims them for a viewer (`viewer-dtos.ts`). Every call takes rows the link's scope
 * has already proven.
 */
export interface SharedDrive {
  /** A file as nobody in particular sees it (no favourite, no watch), with every version. */
  fileDto(file: DriveFileRow): Promise<DriveFile>;
  folderDto(folder: DriveFolderRow): Promise<DriveFolder>;
  /** The breadcrumbs from folder `fromId` (the shared folder) down to `to`, both included. */
  folderPath(input: { fromId: string; to: DriveFolderRow }): Promise<DrivePathStep[]>;
  /** A page of what is directly inside `folder`: folders first, then files, in the same order. */
  listItems(input: {
    folder: DriveFolderRow;
    page: number;
    limit: number;
    sort: NonNullable<ShareContentQuery['sort']>;
    order: 'asc' | 'desc';
  }): Promise<{ folders: DriveFolder[]; files: DriveFile[]; total: number }>;
  /** One of the file's versions; undefined when `versionId` belongs to another file. */
  versionOf(input: { file: DriveFileRow; versionId: string }): Promise<DriveFileVersionRow | undefined>;
  /** A version's comments with their replies, oldest first. */
  discussions(input: { file: DriveFileRow; versionId: string }): Promise<DriveDiscussion[]>;
  /** A comment by someone without an account, who gives a name (spec: comments ask the commenter for one). */
  addDiscussion(input: {
    file: DriveFileRow;
    versionId: string;
    content: string;
    annotation: CommentAnnotation | undefined;
    authorName: string;
  }): Promise<DriveDiscussion>;
  /** Sends the file's active version as an attachment. */
  sendDownload(reply: FastifyReply, file: DriveFileRow): Promise<FastifyReply>;
}

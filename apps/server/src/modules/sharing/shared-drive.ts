import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import {
  createDriveCommentsForViewers,
  createDriveReaders,
  sendFileDownload,
  type DriveCommentsForViewers,
  type DriveFileRow,
  type DriveReaders,
} from '../drive/index.ts';

/**
 * What a share link's public page needs from the Creative Hub. The drive area owns files, folders,
 * versions, downloads and comments; the sharing area only decides who sees what through a link, then asks
 * for the DTOs here and trims them for a viewer (`viewer-dtos.ts`). Every call takes rows the link's scope
 * has already proven.
 */
export interface SharedDrive extends DriveReaders, DriveCommentsForViewers {
  /** Sends the file's active version as an attachment, with byte ranges. */
  sendDownload(request: FastifyRequest, reply: FastifyReply, file: DriveFileRow): Promise<FastifyReply>;
}

export function createSharedDrive(context: AppContext): SharedDrive {
  return {
    ...createDriveReaders(context),
    ...createDriveCommentsForViewers(context),
    sendDownload: (request, reply, file) => sendFileDownload(context, request, reply, file),
  };
}

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
import { createShareMediaUrls } from './share-media-urls.ts';
import type { ShareLinkRow, ShareLinkVisitorRow } from './tables.ts';

/**
 * What a share link's public page needs from the Creative Hub. The drive area owns files, folders,
 * versions, downloads and comments; the sharing area only decides who sees what through a link, then asks
 * for the DTOs here and trims them for a viewer (`viewer-dtos.ts`). Every call takes rows the link's scope
 * has already proven.
 */
export interface SharedDrive extends DriveCommentsForViewers, Pick<DriveReaders, 'versionOf'> {
  /**
   * The DTOs as one viewer of `link` gets them: media URLs bound to the link and the viewer's access, and
   * previews only when the link's downloads are off.
   */
  readersFor(input: { link: ShareLinkRow; visitor: ShareLinkVisitorRow }): DriveReaders;
  /** Sends the file's active version as an attachment, with byte ranges. */
  sendDownload(request: FastifyRequest, reply: FastifyReply, file: DriveFileRow): Promise<FastifyReply>;
}

export function createSharedDrive(context: AppContext): SharedDrive {
  const shareMedia = createShareMediaUrls(context.config.jwtSecret);
  const readers = createDriveReaders(context);
  return {
    // No DTO with a member's media URLs: those are built per viewer (`readersFor`).
    versionOf: (input) => readers.versionOf(input),
    ...createDriveCommentsForViewers(context),
    readersFor: ({ link, visitor }) =>
      createDriveReaders(context, {
        media: shareMedia.drive({ linkId: link.id, visitorId: visitor.id }),
        previewsOnly: !link.options.downloadable,
      }),
    sendDownload: (request, reply, file) => sendFileDownload(context, request, reply, file),
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { driveFileVersions, type DriveFileRow } from '../tables.ts';
import { EXTENSION_OF_MIME } from './media-keys.ts';
import { safeFileName } from './safe-file-name.ts';
import { attachmentDisposition, sendStored } from '../../../platform/http/send-stored.ts';

/** The file's name, with its type's extension when the name has none of its own. */
export function downloadName(name: string, mime: string): string {
  const extension = EXTENSION_OF_MIME[mime];
  if (!extension) return name;
  const own = /\.([a-z0-9]{2,5})$/i.exec(name)?.[1]?.toLowerCase();
  const same =
    own === extension || (own === 'jpeg' && extension === 'jpg') || (own === 'qt' && extension === 'mov');
  return same ? name : `${name}.${extension}`;
}

/**
 * A file's active version as an attachment named after the file, streamed, with byte ranges. For any route
 * that has proven its caller may download `file` (a member's, a share link's).
 */
export async function sendFileDownload(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: DriveFileRow,
): Promise<FastifyReply> {
  if (!file.activeVersionId) throw notFound();
  const [version] = await context.database.db
    .select()
    .from(driveFileVersions)
    .where(
      and(
        eq(driveFileVersions.id, file.activeVersionId),
        eq(driveFileVersions.fileId, file.id),
        eq(driveFileVersions.workspaceId, file.workspaceId),
      ),
    )
    .limit(1);
  if (!version) throw notFound();
  return sendStored(request, reply, {
    storage: context.storage,
    key: version.storageKey,
    contentType: version.mime,
    cacheControl: 'private, no-store',
    disposition: attachmentDisposition(downloadName(safeFileName(file.name), version.mime)),
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { sendStored } from '../../../platform/http/send-stored.ts';
import type { DriveFileVersionRow } from '../tables.ts';
import type { MediaVariant } from './media-urls.ts';

/** Browsers keep media at most this long, and never past the URL's expiry. */
const MAX_CACHE_SECONDS = 6 * 60 * 60;

/** A variant's stored key and type; undefined when the version has none (no thumbnail made, say). */
export function storedVariant(
  version: DriveFileVersionRow,
  variant: MediaVariant,
): { key: string; contentType: string } | undefined {
  switch (variant) {
    case 'original':
      return { key: version.storageKey, contentType: version.mime };
    case 'thumbnail':
      return version.thumbnailKey ? { key: version.thumbnailKey, contentType: 'image/webp' } : undefined;
    case 'poster':
      return version.posterKey ? { key: version.posterKey, contentType: 'image/jpeg' } : undefined;
    case 'preview':
      return version.previewKey ? { key: version.previewKey, contentType: 'video/mp4' } : undefined;
  }
}

/**
 * Streams one variant of a version a signed URL named, with byte ranges, kept by the browser no longer than
 * the URL's expiry `exp` (seconds). For any route that has proven the URL.
 */
export async function sendVersionMedia(
  context: Pick<AppContext, 'storage'>,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { version: DriveFileVersionRow; variant: MediaVariant; exp: string },
): Promise<FastifyReply> {
  const stored = storedVariant(input.version, input.variant);
  if (!stored) throw notFound();
  const secondsLeft = Math.floor(Number(input.exp) - Date.now() / 1000);
  const maxAge = Math.max(0, Math.min(MAX_CACHE_SECONDS, secondsLeft));
  return sendStored(request, reply, {
    storage: context.storage,
    ...stored,
    cacheControl: `private, max-age=${maxAge}`,
  });
}

import { IMAGE_MAX_SIDE_PX, INSPIRATION_MESSAGES, MESSAGES } from '@hookline/domain';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { badRequest } from '../../../platform/http/app-error.ts';
import { readHeader } from '../../../platform/images/uploaded-image.ts';

/** The types a saved ad's media may have, by what its bytes show, and whether each is an image or a video. */
export const SAVED_MEDIA_TYPES: Readonly<Record<string, 'image' | 'video'>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/webm': 'video',
};

export interface CheckedMedia {
  mime: string;
  type: 'image' | 'video';
  width: number | null;
  height: number | null;
}

/**
 * What a file on this machine (or the first bytes of an upload) is, by its content (magic bytes), whatever its name or the answer's headers
 * said: an image (JPG, PNG, GIF, WebP) or a video (MP4, MOV, WebM), else 400. An image is refused past
 * 8000 px a side from its header, before anything decodes it.
 */
export async function checkSavedMedia(source: Buffer | string): Promise<CheckedMedia> {
  const detected = await (
    typeof source === 'string' ? fileTypeFromFile(source) : fileTypeFromBuffer(source)
  ).catch(() => undefined);
  const type = detected ? SAVED_MEDIA_TYPES[detected.mime] : undefined;
  if (!detected || !type) throw badRequest(INSPIRATION_MESSAGES.mediaType);
  if (type === 'video') return { mime: detected.mime, type, width: null, height: null };
  const header = await readHeader(source).catch(() => {
    throw badRequest(INSPIRATION_MESSAGES.mediaType);
  });
  const frameHeight = header.pageHeight ?? header.height;
  if (header.width > IMAGE_MAX_SIDE_PX || frameHeight > IMAGE_MAX_SIDE_PX) {
    throw badRequest(MESSAGES.imageTooManyPixels);
  }
  return { mime: detected.mime, type, width: header.width, height: frameHeight };
}

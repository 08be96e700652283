import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  AVATAR_MIN_SIDE_PX,
  IMAGE_MAX_SIDE_PX,
  MESSAGES,
} from '@hookline/domain';
import { fileTypeFromBuffer } from 'file-type';
import { createSemaphore } from '../concurrency/semaphore.ts';
import { badRequest } from '../http/app-error.ts';
import type { ImageEncoding, ImageHeader } from '../media/render-child/image-recipe.ts';
import { readImageHeader, renderImage } from '../media/render-child/render-images.ts';

export type UploadedImageMime = (typeof AVATAR_MIME_TYPES)[number];

const OUTPUT_SIDE_PX = 512;

/**
 * How many uploads this process decodes at once; the others wait their turn, so a burst costs what a
 * few decodes cost instead of growing with the burst. Most pictures are read in strips (an 8000x8000
 * PNG takes some 30-70 MB), but an interlaced PNG or a progressive JPEG is held whole: 200 MB at
 * 8000x8000, 600 MB for 16-bit RGBA. Those run alone. Measured in uploaded-image.test.ts.
 */
export const IMAGE_DECODES_AT_ONCE = 2;
const decodeSlots = createSemaphore(IMAGE_DECODES_AT_ONCE);

/** How many uploads are being decoded and how many wait, to show the bound holds. */
export function imageDecodeLoad(): { running: number; waiting: number } {
  return decodeSlots.load;
}

function isUploadedImageMime(mime: string | undefined): mime is UploadedImageMime {
  return (AVATAR_MIME_TYPES as readonly string[]).includes(mime ?? '');
}

/**
 * What the header says, whatever the size: nothing is decoded here. Also reads a file on disk by its path.
 * Read, as every uploaded picture is decoded, in the render process: the server holds no decoder.
 */
export async function readHeader(upload: Buffer | string): Promise<ImageHeader> {
  const source = typeof upload === 'string' ? { file: upload } : { bytes: upload };
  return readImageHeader({ ...source, limitInputPixels: false }, 'now').catch(() => {
    throw badRequest(MESSAGES.imageTypeInvalid);
  });
}

async function squareOf(upload: Buffer, mime: UploadedImageMime): Promise<Buffer> {
  const encoding: ImageEncoding = mime === 'image/png' ? { format: 'png' } : { format: 'jpeg', quality: 85 };
  return renderImage(
    // The header was checked already; the pixel limit guards the decoder in case it sees otherwise.
    { bytes: upload, limitInputPixels: IMAGE_MAX_SIDE_PX * IMAGE_MAX_SIDE_PX },
    encoding,
    [
      { autoOrient: true },
      {
        resize: { width: OUTPUT_SIDE_PX, height: OUTPUT_SIDE_PX, fit: 'cover', withoutEnlargement: true },
      },
    ],
    'now',
  ).catch((error: unknown) => {
    const tooLarge = error instanceof Error && error.message.includes('pixel limit');
    throw badRequest(tooLarge ? MESSAGES.imageTooManyPixels : MESSAGES.imageTypeInvalid);
  });
}

/**
 * Checks an uploaded picture (profile image, organisation logo, workspace thumbnail) by content: JPG or
 * PNG, 8 MB, from 250x250 to 8000x8000 px, read from the header before any decoding. Then crops and
 * shrinks it to at most 512x512 px of the same type, a few uploads at a time.
 */
export async function normaliseUploadedImage(
  upload: Buffer,
): Promise<{ body: Buffer; mime: UploadedImageMime }> {
  if (upload.length > AVATAR_MAX_BYTES) throw badRequest(MESSAGES.imageTooLarge);
  const detected = await fileTypeFromBuffer(upload);
  if (!isUploadedImageMime(detected?.mime)) throw badRequest(MESSAGES.imageTypeInvalid);
  const mime = detected.mime;
  const { width, height, isProgressive } = await readHeader(upload);
  if (width < AVATAR_MIN_SIDE_PX || height < AVATAR_MIN_SIDE_PX) throw badRequest(MESSAGES.imageTooSmall);
  if (width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX) throw badRequest(MESSAGES.imageTooManyPixels);
  // Interlaced or progressive: decoded whole, so it takes every slot.
  const weight = isProgressive ? IMAGE_DECODES_AT_ONCE : 1;
  return { body: await decodeSlots.run(() => squareOf(upload, mime), weight), mime };
}

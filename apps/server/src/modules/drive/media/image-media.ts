import { IMAGE_MAX_SIDE_PX } from '@hookline/domain';
import sharp from 'sharp';

/** The thumbnail's longest side: sharp in a grid of cards and in the list's rows on a 2x screen. */
export const THUMBNAIL_SIDE_PX = 640;

/**
 * Reads an image's displayed size and writes its thumbnail (WebP, at most 640 px on the long side) to
 * `output`. Only the first frame of an animated GIF is read. The pixel limit guards the decoder, though
 * the upload's header was checked already.
 */
export async function makeImageThumbnail(input: {
  source: string;
  output: string;
}): Promise<{ width: number; height: number }> {
  const limitInputPixels = IMAGE_MAX_SIDE_PX * IMAGE_MAX_SIDE_PX;
  const image = sharp(input.source, { limitInputPixels, animated: false });
  const { autoOrient } = await image.metadata();
  await image
    .autoOrient()
    .resize(THUMBNAIL_SIDE_PX, THUMBNAIL_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(input.output);
  return { width: autoOrient.width, height: autoOrient.height };
}

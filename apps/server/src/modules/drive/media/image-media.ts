import { IMAGE_MAX_SIDE_PX } from '@hookline/domain';
import { renderImages } from '../../../platform/media/render-child/render-images.ts';

/** The thumbnail's longest side: sharp in a grid of cards and in the list's rows on a 2x screen. */
export const THUMBNAIL_SIDE_PX = 640;

/**
 * Reads an image's displayed size and writes its thumbnail (WebP, at most 640 px on the long side) to
 * `output`, in the render process. Only the first frame of an animated GIF is read. The pixel limit guards the
 * decoder, though the upload's header was checked already.
 */
export async function makeImageThumbnail(input: {
  source: string;
  output: string;
}): Promise<{ width: number; height: number }> {
  const { source } = await renderImages({
    source: { file: input.source, limitInputPixels: IMAGE_MAX_SIDE_PX * IMAGE_MAX_SIDE_PX },
    outputs: [
      {
        steps: [
          { autoOrient: true },
          {
            resize: {
              width: THUMBNAIL_SIDE_PX,
              height: THUMBNAIL_SIDE_PX,
              fit: 'inside',
              withoutEnlargement: true,
            },
          },
        ],
        encoding: { format: 'webp', quality: 80 },
        file: input.output,
      },
    ],
  });
  return source;
}

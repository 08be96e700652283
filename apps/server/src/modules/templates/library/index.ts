import {
  readImageHeader,
  renderImage,
  type RenderPriority,
} from '../../../platform/media/render-child/render-images.ts';
import { Canvas } from './canvas.ts';
import { hasAlpha, imageMime } from './design-inputs.ts';
import { builtDesigns, designParts } from './designs.ts';
import type { DesignFieldValue, DesignRenderInput, LibraryDesign } from './library-contract.ts';

/*
 * Hookline's own template library: about three hundred designs drawn from fifteen layouts, and a design
 * rendered with a brand's words, images and colours at any size.
 */
export type { DesignFieldValue, DesignRenderInput, LibraryDesign } from './library-contract.ts';

/** Every design of the offline library. */
export function hooklineLibrary(): LibraryDesign[] {
  return builtDesigns().map((entry) => structuredClone(entry.design));
}

/** The design with its slots filled, as an SVG of `width` by `height` (images embedded as data URIs). */
export function renderDesignSvg(input: DesignRenderInput): string {
  const { layout, copy } = designParts(input.design);
  const canvas = new Canvas(input, copy.look);
  const { width, height } = input;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${layout.draw(canvas)}</svg>`;
}

/** Longest side of an embedded image: enough for a 1080x1920 render, and a bounded SVG. */
const EMBED_MAX_SIDE = 1600;

/**
 * An image as the SVG renderer reads it: PNG or JPEG kept when small enough and upright; anything else (WebP,
 * which librsvg does not draw; a photo turned by its EXIF orientation, which librsvg ignores; anything larger)
 * turned into an upright JPEG (a PNG when it may be transparent) no more than EMBED_MAX_SIDE a side.
 */
async function embeddable(value: DesignFieldValue, priority: RenderPriority): Promise<DesignFieldValue> {
  if (typeof value === 'string') return value;
  const mime = imageMime(value.image);
  if (!mime) return value;
  try {
    const meta = await readImageHeader({ bytes: value.image }, priority);
    const small = meta.width <= EMBED_MAX_SIDE && meta.height <= EMBED_MAX_SIDE;
    const upright = (meta.orientation ?? 1) === 1;
    if (small && upright && mime !== 'image/webp') return value;
    const image = await renderImage(
      { bytes: value.image },
      hasAlpha(value.image) ? { format: 'png' } : { format: 'jpeg', quality: 90 },
      [
        { autoOrient: true },
        {
          resize: { width: EMBED_MAX_SIDE, height: EMBED_MAX_SIDE, fit: 'inside', withoutEnlargement: true },
        },
      ],
      priority,
    );
    return { image };
  } catch {
    // Bytes that look like an image but do not decode: the design shows its own drawing instead.
    return '';
  }
}

/**
 * The design rendered to a PNG. The SVG is written here; librsvg rasterises it in a render process, whose
 * memory and threads a burst of drawing (the library's six hundred previews at first start) leaves behind
 * when it ends, rather than this process: the background one for the library, the one at the server's
 * priority for a preview or render someone waits for.
 */
export async function renderDesignPng(input: DesignRenderInput, priority: RenderPriority): Promise<Buffer> {
  const fields = input.fields
    ? Object.fromEntries(
        await Promise.all(
          Object.entries(input.fields).map(
            async ([key, value]) => [key, await embeddable(value, priority)] as const,
          ),
        ),
      )
    : undefined;
  return renderImage({ svg: renderDesignSvg({ ...input, fields }) }, { format: 'png' }, undefined, priority);
}

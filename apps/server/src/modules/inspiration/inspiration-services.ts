import type { InspirationMediaUrls } from './media/media-urls.ts';

declare module '../../platform/context.ts' {
  interface AreaServices {
    /** Signed URLs of saved ads' media: added by the inspiration area. */
    inspirationMedia: InspirationMediaUrls;
  }
}

import type { MediaUrls } from './media/media-urls.ts';

declare module '../../platform/context.ts' {
  interface AreaServices {
    /** Signed URLs of Creative Hub media: added by the drive area. */
    driveMedia: MediaUrls;
  }
}

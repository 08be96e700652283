import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';

/** `GET ad-accounts/{adAccountId}/ads/{adId}/preview`: `adId` is the platform's ad id (a report row's `ad.adId`). */
export const adPreviewParams = z.object({ adAccountId: requiredString(), adId: requiredString() });

/**
 * What the creative preview drawer shows of one ad: its media, read through the platform's connector
 * (image, video and thumbnail URLs), and its copy, headline, landing page and call to action.
 */
export const adPreviewSchema = z.object({
  adId: z.string(),
  name: z.string(),
  status: z.string(),
  /** `image`, `video`, `carousel` or `dynamic`. */
  creativeType: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  copy: z.string().nullable(),
  headline: z.string().nullable(),
  landingPage: z.string().nullable(),
  callToAction: z.string().nullable(),
  campaignName: z.string().nullable(),
  adsetName: z.string().nullable(),
  launchedAt: z.string().nullable(),
  publisherPlatforms: z.array(z.string()),
  /** A page of the platform that shows the ad as people see it, when the platform offers one. */
  previewUrl: z.string().nullable(),
});
export type AdPreview = z.infer<typeof adPreviewSchema>;

export const AD_PREVIEW_MESSAGES = {
  /** The ad id names no ad of this ad account (or none the last sync stored). */
  adNotFound: 'Ad not found',
} as const;

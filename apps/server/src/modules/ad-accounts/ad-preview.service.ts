import { AD_PREVIEW_MESSAGES, type AdPreview } from '@hookline/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { credentialsFor } from './ad-platform-connections.service.ts';
import type { PlatformAdMedia } from './connectors/connector.ts';
import { ads, type AdAccountRow, type AdRow } from './tables.ts';

type PreviewContext = Pick<AppContext, 'database' | 'adPlatforms' | 'log' | 'config'>;

/** What the preview shows when the platform cannot be asked: the thumbnail the last sync stored. */
function storedMedia(ad: AdRow): PlatformAdMedia {
  return {
    imageUrl: ad.creativeType === 'video' ? null : ad.thumbnailUrl,
    videoUrl: null,
    thumbnailUrl: ad.thumbnailUrl,
    callToAction: null,
    previewUrl: null,
  };
}

/**
 * The platform's current media of the ad, or the stored thumbnail when the platform fails, refuses the
 * token or no longer knows the ad: a preview is worth showing with what we have.
 */
async function mediaOf(context: PreviewContext, account: AdAccountRow, ad: AdRow): Promise<PlatformAdMedia> {
  const connector = context.adPlatforms[account.provider];
  if (!connector.adMedia) return storedMedia(ad);
  try {
    const credentials = await credentialsFor(context, {
      workspaceId: account.workspaceId,
      provider: account.provider,
    });
    if (!credentials) return storedMedia(ad);
    const media = await connector.adMedia(
      credentials,
      {
        externalId: account.externalId,
        platform: account.platform,
        timezoneName: account.timezoneName,
        settings: account.settings,
      },
      ad.externalId,
    );
    if (!media) return storedMedia(ad);
    return { ...media, thumbnailUrl: media.thumbnailUrl ?? ad.thumbnailUrl };
  } catch (error) {
    context.log.warn(
      { err: error, adAccountId: account.id, adId: ad.externalId },
      'the ad preview could not read the creative from the platform; showing the stored thumbnail',
    );
    return storedMedia(ad);
  }
}

/**
 * One ad of a proven ad account as the creative preview drawer shows it: name, copy, headline, landing
 * page, campaign and ad set as the last sync stored them; media, button and preview link read from the
 * platform now. `adId` is the platform's id; an id that names no ad of this account is a 404.
 */
export async function readAdPreview(
  context: PreviewContext,
  input: { account: AdAccountRow; adId: string },
): Promise<AdPreview> {
  const { account } = input;
  const [ad] = await context.database.db
    .select()
    .from(ads)
    .where(and(eq(ads.adAccountId, account.id), eq(ads.externalId, input.adId)))
    .limit(1);
  if (!ad) throw notFound(AD_PREVIEW_MESSAGES.adNotFound);
  const media = await mediaOf(context, account, ad);
  return {
    adId: ad.externalId,
    name: ad.name,
    status: ad.status,
    creativeType: ad.creativeType,
    imageUrl: media.imageUrl,
    videoUrl: media.videoUrl,
    thumbnailUrl: media.thumbnailUrl,
    copy: ad.copy,
    headline: ad.headline,
    landingPage: ad.landingPage,
    callToAction: media.callToAction,
    campaignName: ad.campaignName,
    adsetName: ad.adsetName,
    launchedAt: ad.launchedAt,
    publisherPlatforms: ad.publisherPlatforms ?? [],
    previewUrl: media.previewUrl,
  };
}

import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../../platform/db/database.ts';
import { versionPictures, type MediaUrls } from '../../../drive/index.ts';
import type { LaunchedSandboxAd } from '../../connectors/connector.ts';
import { sandboxLaunchedAds, sandboxLaunchedAdsets, sandboxLaunchedCreatives } from '../../tables.ts';
import type { CreativeSpec } from '../launch-platform.ts';

type Asset = CreativeSpec['assets'][number];

/** The asset Analytics shows an ad by: the feeds', else the first. */
const shownAsset = (creative: Partial<CreativeSpec>): Asset | undefined =>
  creative.assets?.find((item) => item.placement !== 'stories_reels') ?? creative.assets?.[0];

/**
 * The ads the Ad Launcher created on a sandbox account in one organisation, as the sandbox connector lists
 * them: like a real ad account, the sandbox's is one account for every workspace of the organisation, so an
 * ad launched from the Creative Hub's workspace shows in the Analytics of another; never in another
 * organisation's. An ad's thumbnail is the Creative Hub file it was launched from, by a URL `mediaUrls` signs
 * (as a real platform keeps the uploaded picture, the ad account's readers see it); without a signer, or once
 * the file is gone, the sandbox draws its own picture.
 */
export async function sandboxLaunchedAdRefs(
  db: Executor,
  input: { orgId: string; accountExternalId: string; mediaUrls?: MediaUrls },
): Promise<LaunchedSandboxAd[]> {
  const rows = await db
    .select({
      ad: sandboxLaunchedAds,
      spec: sandboxLaunchedCreatives.spec,
      adsetName: sandboxLaunchedAdsets.name,
      campaignId: sandboxLaunchedAdsets.campaignId,
      campaignName: sandboxLaunchedAdsets.campaignName,
    })
    .from(sandboxLaunchedAds)
    .innerJoin(
      sandboxLaunchedCreatives,
      and(
        eq(sandboxLaunchedCreatives.id, sandboxLaunchedAds.creativeId),
        eq(sandboxLaunchedCreatives.workspaceId, sandboxLaunchedAds.workspaceId),
      ),
    )
    .leftJoin(
      sandboxLaunchedAdsets,
      and(
        eq(sandboxLaunchedAdsets.id, sandboxLaunchedAds.adsetId),
        eq(sandboxLaunchedAdsets.workspaceId, sandboxLaunchedAds.workspaceId),
      ),
    )
    .where(
      and(
        eq(sandboxLaunchedAds.orgId, input.orgId),
        eq(sandboxLaunchedAds.accountExternalId, input.accountExternalId),
      ),
    )
    .orderBy(sandboxLaunchedAds.createdAt, sandboxLaunchedAds.id);
  const { mediaUrls } = input;
  const pictures = mediaUrls
    ? await versionPictures(db, {
        orgId: input.orgId,
        versionIds: rows.flatMap(({ spec }) => shownAsset(spec as Partial<CreativeSpec>)?.hubVersionId ?? []),
      })
    : undefined;
  const pictureUrl = (versionId: string | undefined): string | null => {
    const picture = versionId ? pictures?.get(versionId) : undefined;
    return picture && mediaUrls ? mediaUrls.url(picture.versionId, picture.variant) : null;
  };
  return rows.map(({ ad, spec, adsetName, campaignId, campaignName }) => {
    const creative = spec as Partial<CreativeSpec>;
    const asset = shownAsset(creative);
    const video = asset?.videoId !== undefined && asset.imageHash === undefined;
    return {
      externalId: ad.id,
      name: ad.name,
      status: ad.status,
      adsetId: ad.adsetId,
      adsetName,
      campaignId,
      campaignName,
      creativeId: ad.creativeId,
      launchedOn: ad.launchedOn,
      creative: {
        type: video ? 'video' : 'image',
        hash: (video ? asset?.videoId : asset?.imageHash) ?? ad.creativeId,
        copy: creative.primaryText ?? '',
        headline: creative.headline ?? '',
        landingPage: creative.url ?? '',
        thumbnailUrl: pictureUrl(asset?.hubVersionId),
      },
    };
  });
}

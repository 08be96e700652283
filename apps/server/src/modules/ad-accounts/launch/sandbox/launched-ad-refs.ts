import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../../platform/db/database.ts';
import type { LaunchedSandboxAd } from '../../connectors/connector.ts';
import { sandboxLaunchedAds, sandboxLaunchedAdsets, sandboxLaunchedCreatives } from '../../tables.ts';
import type { CreativeSpec } from '../launch-platform.ts';

/**
 * The ads the Ad Launcher created on a sandbox account in one organisation, as the sandbox connector lists
 * them: like a real ad account, the sandbox's is one account for every workspace of the organisation, so an
 * ad launched from the Creative Hub's workspace shows in the Analytics of another; never in another
 * organisation's.
 */
export async function sandboxLaunchedAdRefs(
  db: Executor,
  input: { orgId: string; accountExternalId: string },
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
  return rows.map(({ ad, spec, adsetName, campaignId, campaignName }) => {
    const creative = spec as Partial<CreativeSpec>;
    const asset = creative.assets?.find((item) => item.placement !== 'stories_reels') ?? creative.assets?.[0];
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
      },
    };
  });
}

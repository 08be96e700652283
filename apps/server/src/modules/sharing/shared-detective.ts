import {
  DISCOVER_MESSAGES,
  type DetectiveAnalyticsResponse,
  type DetectiveDuration,
  type DetectiveMenu,
  type DiscoverAd,
  type ShareContent,
} from '@hookline/domain';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import {
  brandDashboard,
  trackerDto,
  trackerInWorkspace,
  type DetectiveTrackerRow,
} from '../detective/index.ts';
import { findDiscoverAd } from '../discover/index.ts';
import type { ShareLinkRow } from './tables.ts';

/*
 * What a link to a tracked brand's dashboard needs from Detective: the tracker it names, while the workspace
 * still tracks the brand, and the dashboard as the workspace's members see it, read through Detective's
 * public face. The brand's ads are the Discover library's, read through Discover's.
 */

type Context = Pick<AppContext, 'database' | 'clock'>;

/** The tracker a dashboard link shares; not found once it is no longer tracked, or for another kind of link. */
async function sharedTracker(context: Context, link: ShareLinkRow): Promise<DetectiveTrackerRow> {
  if (link.assetType !== 'detective') throw notFound();
  const tracker = await trackerInWorkspace(context.database.db, {
    id: link.assetId,
    workspaceId: link.workspaceId,
  });
  if (!tracker) throw notFound();
  return tracker;
}

/** The dashboard's header: the brand's name, logo and website. */
export async function sharedDetectiveContent(
  context: Context,
  link: ShareLinkRow,
): Promise<Extract<ShareContent, { assetType: 'detective' }>> {
  const tracker = await trackerDto(context, await sharedTracker(context, link));
  return { assetType: 'detective', kind: 'detective_dashboard', brand: tracker.brand };
}

/** One menu of the dashboard over the chosen duration: the same answer as `GET detective/{id}/analytics`. */
export async function sharedDetectiveAnalytics(
  context: Context,
  input: { link: ShareLinkRow; query: { duration: DetectiveDuration; menu: DetectiveMenu } },
): Promise<DetectiveAnalyticsResponse> {
  return brandDashboard(context, await sharedTracker(context, input.link), input.query);
}

/** One ad behind a figure: an ad of the tracked brand only ('Ad not found' for any other). */
export async function sharedDetectiveAd(
  context: Context,
  input: { link: ShareLinkRow; adId: string },
): Promise<DiscoverAd> {
  const tracker = await sharedTracker(context, input.link);
  const ad = await findDiscoverAd(context.database.db, input.adId);
  if (ad.brand._id !== tracker.brandId) throw notFound(DISCOVER_MESSAGES.adNotFound);
  return ad;
}

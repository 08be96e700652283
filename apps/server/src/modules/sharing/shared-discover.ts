import {
  DISCOVER_MESSAGES,
  DISCOVER_PAGE_MAX,
  deniedMessage,
  type SharedDiscoverAssetType,
  type ShareContent,
} from '@hookline/domain';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { brandDetail, brandExists, findDiscoverAd, searchDiscoverAds } from '../discover/index.ts';
import type { WorkspaceAccess } from '../tenancy/index.ts';
import { grantCovers, type ShareTarget } from './share-link-resources.ts';

/*
 * What a share link needs from the Discover library. The library's ads and brands are public and belong
 * to no organisation: a link to one is the workspace's own (it is shared from a workspace, whose members
 * manage it), and its public page reads the ad or brand through the Discover area's public face.
 */

/**
 * The workspace a Discover item is shared from, as the declared access proved it: the member's grant there
 * must include Inspiration, the product Discover belongs to.
 */
export function discoverShareSource(
  target: ShareTarget,
  input: { access: WorkspaceAccess; assetType: SharedDiscoverAssetType },
): ShareTarget {
  if (target.assetType !== 'workspace') throw notFound();
  if (!grantCovers(input.access, input.assetType)) {
    throw forbidden(deniedMessage('share.manage'));
  }
  return target;
}

/** 404 'Ad not found' or 'Brand not found' when the library has no such ad or brand (any more). */
export async function assertDiscoverItem(
  db: Executor,
  input: { assetType: SharedDiscoverAssetType; id: string },
): Promise<void> {
  if (input.assetType === 'discover') {
    await findDiscoverAd(db, input.id);
    return;
  }
  if (!(await brandExists(db, input.id))) throw notFound(DISCOVER_MESSAGES.brandNotFound);
}

/**
 * Nobody's id: a viewer of a link is no user, so the brand they see is nobody's favourite. The nil UUID is
 * never a user's (ids are random v4 UUIDs).
 */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/** What a Discover link's viewer sees: the ad, or the brand with one page of its ads, newest first. */
export async function sharedDiscoverContent(
  db: Executor,
  input: { assetType: SharedDiscoverAssetType; id: string; page: number; limit: number },
): Promise<Extract<ShareContent, { assetType: SharedDiscoverAssetType }>> {
  if (input.assetType === 'discover') {
    return { assetType: 'discover', kind: 'discover_ad', ad: await findDiscoverAd(db, input.id) };
  }
  const brand = await brandDetail(db, { userId: NO_USER_ID, brandId: input.id });
  const ads = await searchDiscoverAds(db, {
    query: '',
    filters: { brandIds: [input.id] },
    sort: 'newest',
    page: input.page,
    limit: Math.min(input.limit, DISCOVER_PAGE_MAX),
  });
  return {
    assetType: 'discover_brand',
    kind: 'discover_brand',
    brand: { ...brand, isFavourite: false },
    ads: ads.data,
    total: ads.total,
  };
}

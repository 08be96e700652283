import {
  shareLinkCreatedResponse,
  shareLinkListResponse,
  shareLinkSchema,
  shareLinkViewsResponse,
  type CreateShareLinkBody,
  type SharedDiscoverAssetType,
  type ShareLink,
  type ShareLinkOptionsInput,
  type ShareLinkViews,
  type UpdateShareLinkBody,
} from '@hookline/domain';
import { http } from './client.ts';

/** A Discover ad (`discover`) or brand (`discover_brand`), shared from a workspace. */
export interface DiscoverShareTarget {
  assetType: SharedDiscoverAssetType;
  assetId: string;
  workspaceId: string;
}

const id = (value: string) => encodeURIComponent(value);

/**
 * The share links members make to Discover ads and brands (API.md, "Inspiration"): created with
 * `?discover=true`, listed by the workspace they were shared from, changed and counted like any link.
 */
export const discoverShareApi = {
  links: async (target: DiscoverShareTarget, signal?: AbortSignal): Promise<ShareLink[]> =>
    (
      await http.main.get('assets/share-link', {
        query: { assetType: target.assetType, assetId: target.assetId, workspaceId: target.workspaceId },
        schema: shareLinkListResponse,
        signal,
      })
    ).links,
  create: (
    target: DiscoverShareTarget,
    input: { options: ShareLinkOptionsInput; timezone: string },
  ): Promise<{ shareLinkId: string }> => {
    const body: CreateShareLinkBody = {
      workspaceId: target.workspaceId,
      ...(target.assetType === 'discover' ? { discoverAdId: target.assetId } : { brandId: target.assetId }),
      options: input.options,
      timezone: input.timezone,
    };
    return http.main.post('assets/share-link', body, {
      query: { discover: 'true' },
      schema: shareLinkCreatedResponse,
    });
  },
  update: (shareLinkId: string, body: UpdateShareLinkBody): Promise<ShareLink> =>
    http.main.put(`assets/share-link/${id(shareLinkId)}`, body, { schema: shareLinkSchema }),
  views: (shareLinkId: string, signal?: AbortSignal): Promise<ShareLinkViews> =>
    http.main.get(`assets/share-link/${id(shareLinkId)}/views`, { schema: shareLinkViewsResponse, signal }),
};

export const DISCOVER_SHARE_KEYS = {
  links: (target: DiscoverShareTarget) =>
    ['discover-share', 'links', target.workspaceId, target.assetType, target.assetId] as const,
  views: (shareLinkId: string) => ['discover-share', 'views', shareLinkId] as const,
};

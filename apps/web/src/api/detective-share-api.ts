import {
  detectiveAnalyticsResponse,
  discoverAdSchema,
  shareLinkCreatedResponse,
  shareLinkListResponse,
  shareLinkSchema,
  shareLinkViewsResponse,
  type CreateShareLinkBody,
  type DetectiveAnalyticsResponse,
  type DetectiveDuration,
  type DetectiveMenu,
  type DiscoverAd,
  type ShareLink,
  type ShareLinkOptionsInput,
  type ShareLinkViews,
  type UpdateShareLinkBody,
} from '@hookline/domain';
import { http } from './client.ts';
import { viewerClient } from './share-api.ts';

/** A tracked brand's dashboard, shared from the workspace that tracks it. */
export interface DetectiveShareTarget {
  detectiveId: string;
  workspaceId: string;
}

const id = (value: string) => encodeURIComponent(value);

/**
 * The share links members make to a tracked brand's dashboard (API.md, "Detective"): created with
 * `?detective=true`, listed by the tracker, changed and counted like any link.
 */
export const detectiveShareApi = {
  links: async (target: DetectiveShareTarget, signal?: AbortSignal): Promise<ShareLink[]> =>
    (
      await http.main.get('assets/share-link', {
        query: { assetType: 'detective', assetId: target.detectiveId },
        schema: shareLinkListResponse,
        signal,
      })
    ).links,
  create: (
    target: DetectiveShareTarget,
    input: { options: ShareLinkOptionsInput; timezone: string },
  ): Promise<{ shareLinkId: string }> => {
    const body: CreateShareLinkBody = {
      workspaceId: target.workspaceId,
      detectiveId: target.detectiveId,
      options: input.options,
      timezone: input.timezone,
    };
    return http.main.post('assets/share-link', body, {
      query: { detective: 'true' },
      schema: shareLinkCreatedResponse,
    });
  },
  update: (shareLinkId: string, body: UpdateShareLinkBody): Promise<ShareLink> =>
    http.main.put(`assets/share-link/${id(shareLinkId)}`, body, { schema: shareLinkSchema }),
  views: (shareLinkId: string, signal?: AbortSignal): Promise<ShareLinkViews> =>
    http.main.get(`assets/share-link/${id(shareLinkId)}/views`, { schema: shareLinkViewsResponse, signal }),
};

export const DETECTIVE_SHARE_KEYS = {
  links: (target: DetectiveShareTarget) =>
    ['detective-share', 'links', target.workspaceId, target.detectiveId] as const,
  views: (shareLinkId: string) => ['detective-share', 'views', shareLinkId] as const,
};

/**
 * A shared dashboard's public page, read with the viewer's token (its header comes with the link's content,
 * `shareApi.content`): one menu at a time, and the ads behind a figure. Silent: the page shows failures in
 * place, and a 401 sends the viewer back to the gate.
 */
export const sharedDetectiveApi = {
  analytics: (
    linkId: string,
    options: { duration: DetectiveDuration; menu: DetectiveMenu },
    signal?: AbortSignal,
  ): Promise<DetectiveAnalyticsResponse> =>
    viewerClient(linkId).get(`public/share/${id(linkId)}/detective-analytics`, {
      query: { duration: options.duration, menu: options.menu },
      schema: detectiveAnalyticsResponse,
      signal,
      silent: true,
    }),
  ad: (linkId: string, adId: string, signal?: AbortSignal): Promise<DiscoverAd> =>
    viewerClient(linkId).get(`public/share/${id(linkId)}/detective-ad/${id(adId)}`, {
      schema: discoverAdSchema,
      signal,
      silent: true,
    }),
};

/** Under the link's own keys (`SHARE_KEYS.all`), so that they go when the viewer's access ends. */
export const SHARED_DETECTIVE_KEYS = {
  /** The dashboard adds the duration and the menu. */
  analytics: (linkId: string) => ['share', linkId, 'detective-analytics'] as const,
  ad: (linkId: string, adId: string) => ['share', linkId, 'detective-ad', adId] as const,
};

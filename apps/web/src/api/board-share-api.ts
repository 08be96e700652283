import {
  shareLinkCreatedResponse,
  shareLinkListResponse,
  shareLinkSchema,
  shareLinkViewsResponse,
  sharedInspirationFileResponse,
  type ShareLink,
  type ShareLinkOptionsInput,
  type ShareLinkViews,
  type SharedInspirationFile,
} from '@hookline/domain';
import { http } from './client.ts';
import { viewerClient } from './share-api.ts';

const enc = encodeURIComponent;
const linkPath = (linkId: string) => `assets/share-link/${enc(linkId)}`;
const adPath = (linkId: string, fileId: string) =>
  `public/share/${enc(linkId)}/inspiration-file/${enc(fileId)}`;

/**
 * A board's share links (API.md, "Share links"): a board is shared by its id as `folderId`, and its links
 * are listed as `assetType=board`. Changed and counted like any link.
 */
export const boardShareApi = {
  links: async (boardId: string, signal?: AbortSignal): Promise<ShareLink[]> =>
    (
      await http.main.get('assets/share-link', {
        query: { assetType: 'board', assetId: boardId },
        schema: shareLinkListResponse,
        signal,
      })
    ).links,
  create: (input: {
    workspaceId: string;
    boardId: string;
    description?: string;
    options: ShareLinkOptionsInput;
    timezone: string;
  }): Promise<{ shareLinkId: string }> =>
    http.main.post(
      'assets/share-link',
      {
        workspaceId: input.workspaceId,
        folderId: input.boardId,
        description: input.description,
        options: input.options,
        timezone: input.timezone,
      },
      { schema: shareLinkCreatedResponse },
    ),
  update: (
    shareLinkId: string,
    body: { options: ShareLinkOptionsInput; timezone: string },
  ): Promise<ShareLink> => http.main.put(linkPath(shareLinkId), body, { schema: shareLinkSchema }),
  views: (shareLinkId: string, signal?: AbortSignal): Promise<ShareLinkViews> =>
    http.main.get(`${linkPath(shareLinkId)}/views`, { schema: shareLinkViewsResponse, signal }),
};

/**
 * What a board link's viewer reads and writes about one saved ad, with the token the link's gate gave:
 * the ad with every asset's comments (none when the link doesn't allow comments), and a comment under the
 * name they gave. Reads are silent: the page shows their failures in place.
 */
export const sharedAdApi = {
  file: (linkId: string, fileId: string, signal?: AbortSignal): Promise<SharedInspirationFile> =>
    viewerClient(linkId).get(adPath(linkId, fileId), {
      schema: sharedInspirationFileResponse,
      signal,
      silent: true,
    }),
  comment: (
    linkId: string,
    ids: { fileId: string; assetIndex: number },
    body: { content: string; authorName: string },
  ) => viewerClient(linkId).post(`${adPath(linkId, ids.fileId)}/asset/${ids.assetIndex}/discussion`, body),
};

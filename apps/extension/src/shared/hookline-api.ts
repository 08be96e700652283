/*
 * The calls the extension makes to Hookline's main service (API.md, "Browser extension"), and what they answer.
 * The extension ships apart from the server, so it keeps its own copy of these shapes.
 */

export type AdPlatform = 'meta' | 'tiktok';

export interface AdAsset {
  type: 'image' | 'video';
  /** An absolute http(s) URL; Hookline fetches and stores the file itself. */
  url: string;
}

/** An ad as read from a platform's page: the `ad` of `POST extension/save-ad`. */
export interface ScrapedAd {
  platform: AdPlatform;
  sourceUrl: string;
  adArchiveId?: string;
  pageName: string;
  body: string;
  title: string | null;
  ctaText: string | null;
  ctaURL: string | null;
  /** `YYYY-MM-DD`. */
  startDate: string | null;
  assets: AdAsset[];
}

export interface SaveAdBody {
  workspaceId: string;
  folderId: string;
  ad: ScrapedAd;
}

export interface BoardEntry {
  _id: string;
  name: string;
  /** The board's parents' names and its own, joined with ' / '. */
  path: string;
}

export interface BoardWorkspace {
  workspaceId: string;
  workspaceName: string;
  boards: BoardEntry[];
}

export interface BoardOrganisation {
  orgId: string;
  orgName: string;
  workspaces: BoardWorkspace[];
}

/** `GET extension/boards`. */
export interface ExtensionBoardsResponse {
  data: BoardOrganisation[];
}

/** `POST extension/save-ad` answers the saved file; the extension needs only its id. */
export interface SavedFile {
  _id: string;
}

/** `POST /auth/api/v1/refresh-token`. */
export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** Limits of the save call's fields (packages/domain, Inspiration): longer values are cut before sending. */
export const AD_LIMITS = { body: 5000, field: 500, url: 2048, assets: 10 } as const;

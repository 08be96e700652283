import {
  NETWORK_ERROR_MESSAGE,
  SESSION_KEYS,
  SHARE_VISITOR_KEY_HEADER,
  driveDiscussionSchema,
  driveFileSchema,
  publicShareLinkSchema,
  shareAccessResponse,
  shareContentResponse,
  shareDiscussionListResponse,
  type CommentAnnotation,
  type DriveDiscussion,
  type DriveFile,
  type PublicShareLink,
  type ShareAccess,
  type ShareContent,
} from '@hookline/domain';
import { toast } from '../ui/toasts.ts';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';
import { filenameFromDisposition, saveBlob } from './download.ts';
import { codeFromErrorBody, messageFromErrorBody } from './error-message.ts';
import { createHttpClient } from './http-client.ts';
import { SERVICE_BASE_PATHS } from './services.ts';
import { shareVisitorKey } from './share-visitor-key.ts';

/** The header a share link's viewer proves their access with (API.md, "Share links"). */
export const SHARE_TOKEN_HEADER = 'X-Share-Token';

type StoredAccesses = Record<string, ShareAccess>;

function readAccesses(): StoredAccesses {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEYS.shareToken) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredAccesses) : {};
  } catch {
    return {};
  }
}

function writeAccesses(accesses: StoredAccesses): void {
  sessionStorage.setItem(SESSION_KEYS.shareToken, JSON.stringify(accesses));
}

/**
 * The access a viewer was given to each link they opened, kept for the browser tab's session under the
 * spec's key `shareToken` (by link id), with the name they comment under once they gave one.
 */
export const shareAccessStore = {
  /** The link's access while its token has not expired. */
  get: (linkId: string): ShareAccess | null => {
    const access = readAccesses()[linkId];
    if (!access || typeof access.accessToken !== 'string') return null;
    return Date.parse(access.expiresAt) > Date.now() ? access : null;
  },
  set: (linkId: string, access: ShareAccess): void => {
    writeAccesses({ ...readAccesses(), [linkId]: access });
  },
  clear: (linkId: string): void => {
    const { [linkId]: _ended, ...others } = readAccesses();
    writeAccesses(others);
  },
  setViewerName: (linkId: string, viewerName: string): void => {
    const access = shareAccessStore.get(linkId);
    if (access) shareAccessStore.set(linkId, { ...access, viewerName });
  },
};

/**
 * A client for one link's viewer: no account (a member's session is never sent, and a 401 never signs a
 * member out), the link's token as `X-Share-Token`, the browser's key as `X-Share-Visitor-Key` (views are
 * counted once per browser), the error catalogue's toasts for calls that aren't silent.
 */
export function viewerClient(linkId: string) {
  return createHttpClient({
    fetch: (input, init) => {
      const token = shareAccessStore.get(linkId)?.accessToken;
      const browserKey = shareVisitorKey();
      const headers = {
        ...(init.headers as Record<string, string>),
        ...(token ? { [SHARE_TOKEN_HEADER]: token } : {}),
        ...(browserKey ? { [SHARE_VISITOR_KEY_HEADER]: browserKey } : {}),
      };
      return fetch(input, { ...init, headers });
    },
    tokens: { get: () => null, set: () => undefined },
    notifyError: (message) => toast.error(message),
    onUnauthorized: () => undefined,
  }).main;
}

const enc = encodeURIComponent;
const linkPath = (linkId: string) => `public/share/${enc(linkId)}`;
const filePath = (linkId: string, fileId: string) => `${linkPath(linkId)}/file/${enc(fileId)}`;

export interface ShareContentPage {
  /** A folder inside the shared folder; the shared folder itself when left out. */
  folderId?: string | undefined;
  page: number;
  limit: number;
}

export interface ViewerComment {
  content: string;
  authorName: string;
  annotation?: CommentAnnotation | undefined;
}

/**
 * The public page of a Creative Hub share link (API.md, "Share links"): its state, the password gate, and
 * what the link shares, read and commented on with the token the gate hands out. Reads are silent: the page
 * shows their failures in place (a 401 sends the viewer back to the gate).
 */
export const shareApi = {
  state: (linkId: string, signal?: AbortSignal): Promise<PublicShareLink> =>
    viewerClient(linkId).get(`${linkPath(linkId)}/state`, {
      schema: publicShareLinkSchema,
      signal,
      silent: true,
    }),

  access: (linkId: string, body: { password?: string; viewerName?: string }): Promise<ShareAccess> =>
    viewerClient(linkId).post(`${linkPath(linkId)}/access`, body, {
      schema: shareAccessResponse,
      silent: true,
    }),

  content: (linkId: string, page: ShareContentPage, signal?: AbortSignal): Promise<ShareContent> =>
    viewerClient(linkId).get(linkPath(linkId), {
      query: { folderId: page.folderId, page: page.page, limit: page.limit },
      schema: shareContentResponse,
      signal,
      silent: true,
    }),

  file: (linkId: string, fileId: string, signal?: AbortSignal): Promise<DriveFile> =>
    viewerClient(linkId).get(filePath(linkId, fileId), { schema: driveFileSchema, signal, silent: true }),

  discussions: async (
    linkId: string,
    ids: { fileId: string; versionId: string },
    signal?: AbortSignal,
  ): Promise<DriveDiscussion[]> =>
    (
      await viewerClient(linkId).get(
        `${filePath(linkId, ids.fileId)}/version/${enc(ids.versionId)}/discussion`,
        {
          schema: shareDiscussionListResponse,
          signal,
          silent: true,
        },
      )
    ).data,

  comment: (
    linkId: string,
    ids: { fileId: string; versionId: string },
    body: ViewerComment,
  ): Promise<DriveDiscussion> =>
    viewerClient(linkId).post(
      `${filePath(linkId, ids.fileId)}/version/${enc(ids.versionId)}/discussion`,
      body,
      {
        schema: driveDiscussionSchema,
      },
    ),

  /**
   * Saves a file of the link under its name, when the link allows downloads. Fetched with the token (a
   * followed link can't carry a header), then saved; a refusal toasts and throws like any call's.
   */
  download: (linkId: string, file: Pick<DriveFile, '_id' | 'name'>): Promise<void> =>
    saveWithToken(linkId, `${filePath(linkId, file._id)}/download`, file.name),

  /**
   * Saves the shared folder (or `folderId` inside it) as one zip with everything inside it, when the link
   * allows downloads; the server makes the zip while it sends it.
   */
  downloadAll: (linkId: string, folder: { folderId?: string; name: string }): Promise<void> =>
    saveWithToken(
      linkId,
      `${linkPath(linkId)}/download-all${folder.folderId ? `?folderId=${enc(folder.folderId)}` : ''}`,
      `${folder.name}.zip`,
    ),
};

/** Fetches `path` of the link with its token and saves it under the server's name, else `fallbackName`. */
async function saveWithToken(linkId: string, path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${SERVICE_BASE_PATHS.main}${path}`, {
      headers: { [SHARE_TOKEN_HEADER]: shareAccessStore.get(linkId)?.accessToken ?? '' },
    });
  } catch {
    toast.error(NETWORK_ERROR_MESSAGE);
    throw new ApiError({ message: NETWORK_ERROR_MESSAGE, status: 0, code: CLIENT_ERROR_CODES.network });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = messageFromErrorBody(body, response.status);
    toast.error(message);
    throw new ApiError({
      message,
      status: response.status,
      code: codeFromErrorBody(body, CLIENT_ERROR_CODES.unknown),
    });
  }
  const name = filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
}

export const SHARE_KEYS = {
  all: (linkId: string) => ['share', linkId] as const,
  state: (linkId: string) => ['share', linkId, 'state'] as const,
  content: (linkId: string, page: ShareContentPage) =>
    ['share', linkId, 'content', page.folderId ?? null, page.page, page.limit] as const,
  file: (linkId: string, fileId: string) => ['share', linkId, 'file', fileId] as const,
  discussions: (linkId: string, fileId: string, versionId: string) =>
    ['share', linkId, 'discussions', fileId, versionId] as const,
};

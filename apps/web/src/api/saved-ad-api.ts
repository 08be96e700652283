import {
  copiedFilesResponse,
  copyAssetToHubResponse,
  inspirationDiscussionListResponse,
  inspirationDiscussionSchema,
  inspirationFavouriteResponse,
  inspirationFileSchema,
  inspirationWatchResponse,
  type InspirationDiscussion,
  type InspirationFile,
  type UpdateInspirationFileBody,
} from '@hookline/domain';
import { z } from 'zod';
import { http } from './client.ts';

const enc = encodeURIComponent;
const filePath = (fileId: string) => `inspiration/file/${enc(fileId)}`;
const assetPath = (ids: AssetIds) => `${filePath(ids.fileId)}/asset/${ids.assetIndex}`;
const discussionPath = (ids: DiscussionIds) => `${assetPath(ids)}/discussion/${enc(ids.discussionId)}`;
const replyPath = (ids: DiscussionIds, replyId: string) => `${discussionPath(ids)}/reply/${enc(replyId)}`;

/** One asset of a saved ad: its comments are addressed by the asset's index. */
export interface AssetIds {
  fileId: string;
  assetIndex: number;
}
export interface DiscussionIds extends AssetIds {
  discussionId: string;
}

/** The answers that carry only the server's words (and maybe the id they touched). */
const messageResponse = z.object({ message: z.string().optional() });

/**
 * A saved ad's calls (API.md, "Inspiration"): the ad itself, its marks, copying and linking it to boards,
 * copying an asset to the Creative Hub, taking it out of a board, and each asset's comments.
 */
export const savedAdApi = {
  /** Silent: the view shows its failure in place ('Ad not found', or what failed with a Retry). */
  file: (fileId: string, signal?: AbortSignal): Promise<InspirationFile> =>
    http.main.get(filePath(fileId), { schema: inspirationFileSchema, signal, silent: true }),

  update: (fileId: string, body: UpdateInspirationFileBody): Promise<InspirationFile> =>
    http.main.put(filePath(fileId), body, { schema: inspirationFileSchema }),

  favourite: (fileId: string, on: boolean) =>
    on
      ? http.main.post(`${filePath(fileId)}/favourite`, undefined, { schema: inspirationFavouriteResponse })
      : http.main.delete(`${filePath(fileId)}/favourite`, { schema: inspirationFavouriteResponse }),

  watch: (fileId: string, on: boolean) =>
    on
      ? http.main.post(`${filePath(fileId)}/watch`, undefined, { schema: inspirationWatchResponse })
      : http.main.delete(`${filePath(fileId)}/watch`, { schema: inspirationWatchResponse }),

  /** A copy of its own in each board (its comments stay behind). */
  copyToBoards: (fileId: string, targetFolderIds: string[]) =>
    http.main.post(`${filePath(fileId)}/copy-file`, { targetFolderIds }, { schema: copiedFilesResponse }),

  /** The same ad shown in more boards. */
  linkToBoards: (fileId: string, folderIds: string[]) =>
    http.main.post(`${filePath(fileId)}/link-to`, { folderIds }, { schema: messageResponse }),

  /** One asset into a Creative Hub folder (the workspace's id: its root). */
  copyAssetToHub: (ids: AssetIds, target: { workspaceId: string; folderId: string }) =>
    http.main.post(`${assetPath(ids)}/copy-to`, target, { schema: copyAssetToHubResponse }),

  /** Takes the ad out of one board; out of its last board, it is deleted. */
  removeFromBoard: (input: { folderId: string; fileId: string }) =>
    http.main.delete(`inspiration/folder/${enc(input.folderId)}/file/${enc(input.fileId)}`, {
      schema: messageResponse,
    }),

  discussions: async (ids: AssetIds, signal?: AbortSignal): Promise<InspirationDiscussion[]> =>
    (
      await http.main.get(`${assetPath(ids)}/discussion`, {
        schema: inspirationDiscussionListResponse,
        signal,
      })
    ).data,

  createDiscussion: (ids: AssetIds, content: string): Promise<InspirationDiscussion> =>
    http.main.post(`${assetPath(ids)}/discussion`, { content }, { schema: inspirationDiscussionSchema }),

  /** New words, or the status (`resolved`), not both. */
  updateDiscussion: (ids: DiscussionIds, body: { content: string } | { resolved: boolean }) =>
    http.main.put(discussionPath(ids), body),

  deleteDiscussion: (ids: DiscussionIds) => http.main.delete(discussionPath(ids)),

  createReply: (ids: DiscussionIds, content: string) =>
    http.main.post(`${discussionPath(ids)}/reply`, { content }),

  updateReply: (ids: DiscussionIds, replyId: string, content: string) =>
    http.main.put(replyPath(ids, replyId), { content }),

  deleteReply: (ids: DiscussionIds, replyId: string) => http.main.delete(replyPath(ids, replyId)),
};

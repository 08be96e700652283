import {
  discussionListResponse,
  driveDiscussionSchema,
  splitVersionResponse,
  type CreateDiscussionBody,
  type DriveDiscussion,
  type SplitVersionResponse,
  type UpdateDiscussionBody,
} from '@hookline/domain';
import { http } from './client.ts';

const enc = encodeURIComponent;
const filePath = (fileId: string) => `assets/file/${enc(fileId)}`;
const versionPath = (ids: VersionIds) => `${filePath(ids.fileId)}/version/${enc(ids.versionId)}`;
const discussionPath = (ids: DiscussionIds) => `${versionPath(ids)}/discussion/${enc(ids.discussionId)}`;
const replyPath = (ids: DiscussionIds, replyId: string) => `${discussionPath(ids)}/reply/${enc(replyId)}`;

export interface VersionIds {
  fileId: string;
  versionId: string;
}
export interface DiscussionIds extends VersionIds {
  discussionId: string;
}

/**
 * The Creative Hub's review calls (API.md, "Versions" and "Comments"): what the file studio does to a
 * file's versions, and its comments and replies. The file itself is read and changed through `driveApi`.
 */
export const driveReviewApi = {
  setActiveVersion: (ids: VersionIds) => http.main.put(`${versionPath(ids)}/active`),

  renameVersion: (ids: VersionIds, name: string) => http.main.put(versionPath(ids), { name }),

  /** The version becomes a file of its own, beside this one. */
  splitVersion: (ids: VersionIds): Promise<SplitVersionResponse> =>
    http.main.put(`${versionPath(ids)}/split`, undefined, { schema: splitVersionResponse }),

  deleteVersion: (ids: VersionIds) => http.main.delete(versionPath(ids)),

  /** Moves every version of `fileId` into `targetFileId`; `fileId` is gone afterwards. */
  mergeInto: (fileId: string, targetFileId: string) =>
    http.main.put(`${filePath(fileId)}/merge-to/${enc(targetFileId)}`),

  discussions: async (ids: VersionIds, signal?: AbortSignal): Promise<DriveDiscussion[]> =>
    (await http.main.get(`${versionPath(ids)}/discussion`, { schema: discussionListResponse, signal })).data,

  createDiscussion: (ids: VersionIds, body: CreateDiscussionBody): Promise<DriveDiscussion> =>
    http.main.post(`${versionPath(ids)}/discussion`, body, { schema: driveDiscussionSchema }),

  /** New text, or the status (`resolved`), not both. */
  updateDiscussion: (ids: DiscussionIds, body: UpdateDiscussionBody) =>
    http.main.put(discussionPath(ids), body),

  deleteDiscussion: (ids: DiscussionIds) => http.main.delete(discussionPath(ids)),

  createReply: (ids: DiscussionIds, content: string) =>
    http.main.post(`${discussionPath(ids)}/reply`, { content }),

  updateReply: (ids: DiscussionIds, replyId: string, content: string) =>
    http.main.put(replyPath(ids, replyId), { content }),

  deleteReply: (ids: DiscussionIds, replyId: string) => http.main.delete(replyPath(ids, replyId)),
};

export const DRIVE_REVIEW_KEYS = {
  all: ['drive-review'] as const,
  discussions: (ids: VersionIds) => ['drive-review', 'discussions', ids.fileId, ids.versionId] as const,
};

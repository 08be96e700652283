import type { DriveDiscussion, DriveFile } from '@hookline/domain';
import { DRIVE_KEYS } from '../../../../api/drive-api.ts';
import { DRIVE_REVIEW_KEYS, driveReviewApi, type VersionIds } from '../../../../api/drive-review-api.ts';
import {
  memberSource,
  type MemberAsking,
  type MemberDiscussions,
} from '../../../../ui/discussion/member-discussion-source.ts';
import type { VersionCommentInput } from './discussion-cache.ts';
import type { DiscussionSource } from './discussion-source.ts';

/** A version's comments; a change reads the file again (its comment counts). */
const versionDiscussions: MemberDiscussions<VersionIds, DriveDiscussion, VersionCommentInput> = {
  calls: driveReviewApi,
  queryKey: DRIVE_REVIEW_KEYS.discussions,
  refresh: (ids) => ({ queryKey: DRIVE_KEYS.file(ids.fileId) }),
};

/** A member's comment calls on one version of a file; the actions the file allows decide what is offered. */
export function memberDiscussionSource(
  input: MemberAsking & { file: DriveFile; versionId: string },
): DiscussionSource {
  const ids = { fileId: input.file._id, versionId: input.versionId };
  return memberSource(versionDiscussions, { ...input, ids, allowedActions: input.file.allowedActions });
}

import type { DriveDiscussion } from '@hookline/domain';
import type { DiscussionSource as CommentSource } from '../../../../ui/discussion/discussion-source.ts';
import type { VersionCommentInput } from './discussion-cache.ts';

/**
 * Where a version's comments come from and go to: a member's calls in the studio, a share link's viewer
 * calls on the public page.
 */
export type DiscussionSource = CommentSource<DriveDiscussion, VersionCommentInput>;

import type { InspirationDiscussion } from '@hookline/domain';
import type { DiscussionSource as CommentSource } from '../../../../ui/discussion/discussion-source.ts';

/**
 * Where one asset's comments come from and go to: a member's calls in the saved-ad view, a share link's
 * viewer calls on the public page. A new comment is its text.
 */
export type DiscussionSource = CommentSource<InspirationDiscussion, string>;

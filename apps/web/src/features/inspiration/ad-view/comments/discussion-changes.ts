import type { DiscussionStatusFilter, InspirationDiscussion } from '@hookline/domain';
import {
  filterDiscussions,
  pendingComment,
  type CommentAuthor,
} from '../../../../ui/discussion/discussion-changes.ts';

/** A comment on one asset of a saved ad as it shows while it is being sent. */
export function pendingDiscussion(input: {
  assetIndex: number;
  content: string;
  author: CommentAuthor;
  now?: Date;
}): InspirationDiscussion {
  return { ...pendingComment(input), assetIndex: input.assetIndex };
}

/** The comments a filter shows (All, Open Comments, Resolved Comments), oldest first. */
export function shownDiscussions(
  list: readonly InspirationDiscussion[],
  filter: DiscussionStatusFilter,
): InspirationDiscussion[] {
  return filterDiscussions(list, filter).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

import type { CommentAnnotation, DriveDiscussion } from '@hookline/domain';
import { pendingComment, type CommentAuthor } from '../../../../ui/discussion/discussion-changes.ts';

/** What a new comment on a version is made of: its text, and where on the frame and when it points. */
export interface VersionCommentInput {
  content: string;
  annotation: CommentAnnotation | null;
}

/** A comment on a version as it shows while it is being sent. */
export function pendingDiscussion(input: {
  versionId: string;
  content: string;
  annotation: CommentAnnotation | null;
  author: CommentAuthor;
  now?: Date;
}): DriveDiscussion {
  return {
    ...pendingComment(input),
    versionId: input.versionId,
    annotation: input.annotation,
  };
}

/** Oldest first, and on a video by the time they point at (comments without a time last). */
export function orderDiscussions(list: readonly DriveDiscussion[]): DriveDiscussion[] {
  return [...list].sort((a, b) => {
    const at = a.annotation?.time ?? Number.POSITIVE_INFINITY;
    const bt = b.annotation?.time ?? Number.POSITIVE_INFINITY;
    if (at !== bt) return at - bt;
    return a.createdAt.localeCompare(b.createdAt);
  });
}

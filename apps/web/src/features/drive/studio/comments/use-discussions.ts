import {
  useDiscussionActions as useCommentActions,
  useDiscussions,
} from '../../../../ui/discussion/use-discussions.ts';
import { pendingDiscussion } from './discussion-cache.ts';
import type { DiscussionSource } from './discussion-source.ts';

export { useDiscussions };

/** The comment actions on one version: a new comment shows on it, at its place, until the server answers. */
export function useDiscussionActions(source: DiscussionSource, versionId: string) {
  return useCommentActions(source, ({ content, annotation }, author) =>
    pendingDiscussion({ versionId, content, annotation, author }),
  );
}

export type DiscussionActions = ReturnType<typeof useDiscussionActions>;

import {
  useDiscussionActions as useCommentActions,
  useDiscussions,
} from '../../../../ui/discussion/use-discussions.ts';
import { pendingDiscussion } from './discussion-changes.ts';
import type { DiscussionSource } from './discussion-source.ts';

/** One asset's comments, oldest first as the server sends them. */
export function useAssetDiscussions(source: DiscussionSource) {
  return useDiscussions(source);
}

/** The comment actions on one asset: a new comment shows on it until the server answers. */
export function useDiscussionActions(source: DiscussionSource, assetIndex: number) {
  return useCommentActions(source, (content, author) => pendingDiscussion({ assetIndex, content, author }));
}

export type DiscussionActions = ReturnType<typeof useDiscussionActions>;

import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/index.ts';
import type { DiscussionSource } from '../ad-view/comments/discussion-source.ts';
import { sharedAdApi } from '../../../api/board-share-api.ts';
import { SHARED_AD_KEYS } from './board-share-keys.ts';

/**
 * A board link viewer's comment calls on one asset of a saved ad: the asset's comments, read with the ad,
 * and a new comment under the name they gave when the link allows comments. Nothing of anyone's comments
 * can be edited, deleted, resolved or answered from here.
 */
export function viewerDiscussionSource(input: {
  linkId: string;
  fileId: string;
  assetIndex: number;
  canComment: boolean;
  /** The name given, read when a comment is sent (it may have just been typed). */
  viewerName: () => string | null;
  queryClient: QueryClient;
  /** The server ended the viewer's access (a 401): back to the link's gate. */
  onAccessEnded: (message: string) => void;
}): DiscussionSource {
  const { linkId, fileId, assetIndex, queryClient } = input;
  const fileKey = SHARED_AD_KEYS.file(linkId, fileId);
  return {
    queryKey: SHARED_AD_KEYS.discussions(linkId, fileId, assetIndex),
    // The ad comes with every asset's comments: reading it again refreshes the ad's counts as well.
    list: async (signal) => {
      const shared = await queryClient.fetchQuery({
        queryKey: fileKey,
        queryFn: () => sharedAdApi.file(linkId, fileId, signal),
        staleTime: 0,
      });
      return shared.discussions.filter((discussion) => discussion.assetIndex === assetIndex);
    },
    get author() {
      return { userId: null, name: input.viewerName() ?? 'You', imageURL: null };
    },
    create: input.canComment
      ? (content) =>
          sharedAdApi
            .comment(linkId, { fileId, assetIndex }, { content, authorName: input.viewerName() ?? '' })
            .catch((error: unknown) => {
              if (isApiError(error) && error.status === 401) input.onAccessEnded(error.message);
              throw error;
            })
      : undefined,
  };
}

import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { SHARE_KEYS, shareApi } from '../../../api/share-api.ts';
import type { DiscussionSource } from '../studio/comments/discussion-source.ts';

/**
 * A share link viewer's comment calls on one version: reading, and writing under the name they gave when
 * the link allows comments. Nothing of anyone's comments can be edited, deleted or resolved from here.
 */
export function viewerDiscussionSource(input: {
  linkId: string;
  fileId: string;
  versionId: string;
  canComment: boolean;
  /** The name given, read when a comment is sent (it may have just been typed). */
  viewerName: () => string | null;
  queryClient: QueryClient;
  /** The server ended the viewer's access (a 401): back to the link's gate. */
  onAccessEnded: (message: string) => void;
}): DiscussionSource {
  const { linkId, fileId, versionId, queryClient } = input;
  const ids = { fileId, versionId };
  return {
    queryKey: SHARE_KEYS.discussions(linkId, fileId, versionId),
    list: (signal) => shareApi.discussions(linkId, ids, signal),
    get author() {
      return { userId: null, name: input.viewerName() ?? 'You', imageURL: null };
    },
    create: input.canComment
      ? ({ content, annotation }) =>
          shareApi
            .comment(linkId, ids, {
              content,
              authorName: input.viewerName() ?? '',
              annotation: annotation ?? undefined,
            })
            .catch((error: unknown) => {
              if (isApiError(error) && error.status === 401) input.onAccessEnded(error.message);
              throw error;
            })
      : undefined,
    afterChange: () => void queryClient.invalidateQueries({ queryKey: SHARE_KEYS.file(linkId, fileId) }),
  };
}

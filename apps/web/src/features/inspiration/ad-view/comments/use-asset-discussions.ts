import type { InspirationDiscussion } from '@hookline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyDiscussionChange,
  pendingDiscussion,
  pendingReply,
  type DiscussionChange,
} from './discussion-changes.ts';
import type { DiscussionSource } from './discussion-source.ts';

/** One asset's comments, oldest first as the server sends them. */
export function useAssetDiscussions(source: DiscussionSource) {
  return useQuery({ queryKey: source.queryKey, queryFn: ({ signal }) => source.list(signal) });
}

interface Operation {
  change: DiscussionChange;
  call: () => Promise<unknown>;
}

/**
 * The comment actions as spec section 4 has them: the list changes at once, then the server is called,
 * then the comments and the ad are read again. A refusal puts the list back; the HTTP client has already
 * shown the server's words in an error toast.
 */
export function useDiscussionActions(source: DiscussionSource, assetIndex: number) {
  const queryClient = useQueryClient();
  const { queryKey } = source;
  const mutation = useMutation({
    mutationFn: (operation: Operation) => operation.call(),
    onMutate: async (operation) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<InspirationDiscussion[]>(queryKey);
      queryClient.setQueryData<InspirationDiscussion[]>(queryKey, (list = []) =>
        applyDiscussionChange(list, operation.change),
      );
      return { previous };
    },
    onError: (_error, _operation, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
      source.afterChange?.();
    },
  });

  /** True once the server has taken the change; false when it refused (the list is back as it was). */
  const run = (change: DiscussionChange, call: (() => Promise<unknown>) | undefined): Promise<boolean> =>
    call
      ? mutation.mutateAsync({ change, call }).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);

  const { create, edit, remove, resolve, reply, editReply, removeReply, author } = source;
  return {
    add: (content: string) =>
      run(
        { kind: 'add', discussion: pendingDiscussion({ assetIndex, content, author }) },
        create && (() => create(content)),
      ),
    edit: (discussionId: string, content: string) =>
      run({ kind: 'edit', discussionId, content }, edit && (() => edit(discussionId, content))),
    remove: (discussionId: string) =>
      run({ kind: 'remove', discussionId }, remove && (() => remove(discussionId))),
    resolve: (discussionId: string, resolved: boolean) =>
      run({ kind: 'resolve', discussionId, resolved }, resolve && (() => resolve(discussionId, resolved))),
    reply: (discussionId: string, content: string) =>
      run(
        { kind: 'addReply', discussionId, reply: pendingReply({ content, author }) },
        reply && (() => reply(discussionId, content)),
      ),
    editReply: (discussionId: string, replyId: string, content: string) =>
      run(
        { kind: 'editReply', discussionId, replyId, content },
        editReply && (() => editReply(discussionId, replyId, content)),
      ),
    removeReply: (discussionId: string, replyId: string) =>
      run(
        { kind: 'removeReply', discussionId, replyId },
        removeReply && (() => removeReply(discussionId, replyId)),
      ),
    can: { create: create !== undefined, reply: reply !== undefined },
  };
}

export type DiscussionActions = ReturnType<typeof useDiscussionActions>;

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../use-mutation.ts';
import {
  applyDiscussionChange,
  pendingReply,
  type CommentAuthor,
  type DiscussionChange,
  type DiscussionShape,
} from './discussion-changes.ts';
import type { DiscussionSource } from './discussion-source.ts';

/** The comments of one discussed thing, oldest first as the server sends them. */
export function useDiscussions<D extends DiscussionShape, C>(source: DiscussionSource<D, C>, enabled = true) {
  return useQuery({
    queryKey: source.queryKey,
    queryFn: ({ signal }) => source.list(signal),
    enabled,
  });
}

interface Operation<D extends DiscussionShape> {
  change: DiscussionChange<D>;
  call: () => Promise<unknown>;
}

/**
 * The comment actions, each as spec section 4 has it: the screen changes at once, then the server is called,
 * then the comments and what they discuss are read again. A refusal puts the list back as it was; the HTTP
 * client has already shown the server's words in an error toast. `pending` makes the comment a new one
 * shows as until the server answers.
 */
export function useDiscussionActions<D extends DiscussionShape, C>(
  source: DiscussionSource<D, C>,
  pending: (input: C, author: CommentAuthor) => D,
) {
  const queryClient = useQueryClient();
  const { queryKey } = source;
  const mutation = useMutation({
    mutationFn: (operation: Operation<D>) => operation.call(),
    onMutate: async (operation) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<D[]>(queryKey);
      queryClient.setQueryData<D[]>(queryKey, (list = []) => applyDiscussionChange(list, operation.change));
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

  /** True once the server has taken the change; false when it refused it (the list is back as it was). */
  const run = (change: DiscussionChange<D>, call: (() => Promise<unknown>) | undefined): Promise<boolean> =>
    call
      ? mutation.mutateAsync({ change, call }).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);

  const { create, edit, remove, resolve, reply, editReply, removeReply, author } = source;
  return {
    add: (input: C) =>
      run({ kind: 'add', discussion: pending(input, author) }, create && (() => create(input))),
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

/** What a comment card may do: the actions on an existing comment and its replies. */
export type CommentActions = Omit<ReturnType<typeof useDiscussionActions>, 'add'>;

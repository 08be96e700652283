import type { InspirationDiscussion } from '@hookline/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useState } from 'react';
import { CommentEditor } from '../../../../ui/comments/CommentEditor.tsx';
import { CommentMenu } from '../../../../ui/comments/CommentMenu.tsx';
import { CommentText } from '../../../../ui/comments/CommentText.tsx';
import { nameParts, type Mentionable } from '../../../../ui/comments/mentionable.ts';
import { RelativeTime } from '../../../../ui/comments/RelativeTime.tsx';
import { ReplyItem } from '../../../../ui/comments/ReplyItem.tsx';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { UserAvatar } from '../../../../ui/UserAvatar.tsx';
import classes from './comments.module.css';
import { isPending } from './discussion-changes.ts';
import type { DiscussionActions } from './use-asset-discussions.ts';

interface AssetCommentCardProps {
  discussion: InspirationDiscussion;
  /** Its place in the asset's list, from 1: how buttons name it. */
  number: number;
  actions: DiscussionActions;
  members: readonly Mentionable[];
  canReply: boolean;
}

type Confirming = { kind: 'comment' } | { kind: 'reply'; replyId: string } | null;

/**
 * One comment thread on an asset: who wrote it and when, its words, its replies, and what its
 * `allowedActions` give (resolve or reopen, edit, delete), with Reply for whoever may write.
 */
export function AssetCommentCard({ discussion, number, actions, members, canReply }: AssetCommentCardProps) {
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const pending = isPending(discussion._id);
  const resolved = discussion.status === 'resolved';
  const can = (action: string) => !pending && discussion.allowedActions.includes(action);
  const id = discussion._id;

  return (
    <article
      className={classes.card}
      data-resolved={resolved || undefined}
      data-pending={pending || undefined}
      aria-label={`Comment ${number} by ${discussion.authorName}`}
    >
      <Stack gap={8}>
        <Group gap={8} wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap={8} wrap="nowrap" miw={0}>
            <UserAvatar
              size={28}
              {...nameParts(discussion.authorName)}
              imageUrl={discussion.authorImageURL}
            />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} truncate>
                {discussion.authorName}
              </Text>
              {pending ? (
                <Text size="xs" c="gray.7">
                  Sending…
                </Text>
              ) : (
                <RelativeTime
                  iso={discussion.createdAt}
                  edited={discussion.updatedAt !== discussion.createdAt && !resolved}
                />
              )}
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap">
            {can('comment.resolve') ? (
              <Button
                size="compact-xs"
                variant={resolved ? 'light' : 'subtle'}
                color={resolved ? 'teal' : 'dark'}
                leftSection={resolved ? <IconCircleCheck size={14} /> : <IconCircleDashed size={14} />}
                aria-label={resolved ? `Reopen comment ${number}` : `Resolve comment ${number}`}
                onClick={() => void actions.resolve(id, !resolved)}
              >
                {resolved ? 'Resolved' : 'Resolve'}
              </Button>
            ) : (
              resolved && (
                <Badge color="teal" variant="light" size="sm">
                  Resolved
                </Badge>
              )
            )}
            {!pending && (
              <CommentMenu
                label={`Actions for comment ${number}`}
                canEdit={can('comment.edit')}
                canDelete={can('comment.delete')}
                onEdit={() => setEditing(true)}
                onDelete={() => setConfirming({ kind: 'comment' })}
              />
            )}
          </Group>
        </Group>
        {editing ? (
          <CommentEditor
            label="Edit comment"
            initial={discussion.content}
            members={members}
            submitLabel="Save"
            onCancel={() => setEditing(false)}
            onSubmit={(content) => {
              setEditing(false);
              if (content !== discussion.content) void actions.edit(id, content);
            }}
          />
        ) : (
          <CommentText content={discussion.content} dimmed={resolved} />
        )}
        {discussion.replies.length > 0 && (
          <div className={classes.replies}>
            {discussion.replies.map((reply) => (
              <ReplyItem
                key={reply._id}
                reply={reply}
                pending={isPending(reply._id)}
                members={members}
                onEdit={(content) => void actions.editReply(id, reply._id, content)}
                onDelete={() => setConfirming({ kind: 'reply', replyId: reply._id })}
              />
            ))}
          </div>
        )}
        {canReply && !pending && !replying && (
          <Group>
            <Button
              size="compact-xs"
              variant="subtle"
              color="dark"
              leftSection={<IconArrowBackUp size={14} />}
              aria-label={`Reply to comment ${number}`}
              onClick={() => setReplying(true)}
            >
              Reply
            </Button>
          </Group>
        )}
        {replying && (
          <CommentEditor
            label={`Reply to comment ${number}`}
            initial=""
            members={members}
            submitLabel="Reply"
            onCancel={() => setReplying(false)}
            onSubmit={(content) => {
              setReplying(false);
              void actions.reply(id, content);
            }}
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.kind === 'reply' ? 'Delete this reply?' : 'Delete this comment?'}
        confirmLabel="Delete"
        danger
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const target = confirming;
          setConfirming(null);
          if (target?.kind === 'comment') void actions.remove(id);
          if (target?.kind === 'reply') void actions.removeReply(id, target.replyId);
        }}
      >
        {confirming?.kind === 'reply'
          ? 'The reply is removed for everyone.'
          : 'The comment and its replies are removed for everyone.'}
      </ConfirmDialog>
    </article>
  );
}

import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CommentEditor } from '../comments/CommentEditor.tsx';
import { CommentMenu } from '../comments/CommentMenu.tsx';
import { CommentText } from '../comments/CommentText.tsx';
import { nameParts, type Mentionable } from '../comments/mentionable.ts';
import { RelativeTime } from '../comments/RelativeTime.tsx';
import { ReplyItem } from '../comments/ReplyItem.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { UserAvatar } from '../UserAvatar.tsx';
import { isPending, type DiscussionShape } from './discussion-changes.ts';
import classes from './discussion.module.css';
import type { CommentActions } from './use-discussions.ts';

interface CommentThreadProps {
  discussion: DiscussionShape;
  /** Its place in the list, from 1: how buttons name it. */
  number: number;
  actions: CommentActions;
  members: readonly Mentionable[];
  /** The caller may reply (a member with `comment.write`, a viewer where the link allows comments). */
  canReply: boolean;
  /** Where on the discussed thing the comment points, when the area knows (a version's timecode). */
  pointer?: ReactNode;
  /** The thread selectable: its number shows, a click selects it, and a selected one scrolls into view. */
  selection?: { selected: boolean; onSelect: () => void };
}

type Confirming = { kind: 'comment' } | { kind: 'reply'; replyId: string } | null;

/**
 * One comment thread, whatever is discussed: who wrote it and when, where it points, its words and replies,
 * and what its `allowedActions` give (resolve or reopen, edit, delete), with Reply for whoever may write.
 */
export function CommentThread({
  discussion,
  number,
  actions,
  members,
  canReply,
  pointer,
  selection,
}: CommentThreadProps) {
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const pending = isPending(discussion._id);
  const resolved = discussion.status === 'resolved';
  const can = (action: string) => !pending && discussion.allowedActions.includes(action);
  const id = discussion._id;
  const selected = selection?.selected ?? false;
  // A selected comment is in view: a deep link's comment may sit far down the list.
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (selected) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  return (
    <article
      ref={card}
      className={classes.card}
      data-selectable={selection ? true : undefined}
      data-selected={selected || undefined}
      data-resolved={resolved || undefined}
      data-pending={pending || undefined}
      aria-label={`Comment ${number} by ${discussion.authorName}`}
      aria-current={selected || undefined}
      onClick={selection?.onSelect}
    >
      <Stack gap={6}>
        <Group gap={8} wrap="nowrap" justify="space-between">
          <Group gap={8} wrap="nowrap" miw={0}>
            {selection && (
              <span className={classes.number} aria-hidden="true">
                {number}
              </span>
            )}
            <UserAvatar
              size={26}
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
        {(pointer || can('comment.resolve') || resolved) && (
          <Group gap={6} justify="space-between" wrap="nowrap">
            {pointer}
            {can('comment.resolve') && (
              <Tooltip label={resolved ? 'Reopen' : 'Resolve'}>
                <Button
                  size="compact-xs"
                  variant={resolved ? 'light' : 'subtle'}
                  color={resolved ? 'teal' : 'dark'}
                  ml="auto"
                  leftSection={resolved ? <IconCircleCheck size={14} /> : <IconCircleDashed size={14} />}
                  aria-label={resolved ? `Reopen comment ${number}` : `Resolve comment ${number}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    void actions.resolve(id, !resolved);
                  }}
                >
                  {resolved ? 'Resolved' : 'Resolve'}
                </Button>
              </Tooltip>
            )}
            {!can('comment.resolve') && resolved && (
              <Badge color="teal" variant="light" size="sm" ml="auto">
                Resolved
              </Badge>
            )}
          </Group>
        )}
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
              onClick={(event) => {
                event.stopPropagation();
                setReplying(true);
              }}
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

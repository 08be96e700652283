import { Badge, Button, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCircleCheck,
  IconCircleDashed,
  IconClock,
  IconShape,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { UserAvatar } from '../../../../ui/UserAvatar.tsx';
import { timecodeOfFrame, timecode } from '../media/timecode.ts';
import type { NumberedDiscussion } from '../studio-context.ts';
import classes from './comments.module.css';
import { CommentEditor } from '../../../../ui/comments/CommentEditor.tsx';
import { CommentMenu } from '../../../../ui/comments/CommentMenu.tsx';
import { CommentText } from '../../../../ui/comments/CommentText.tsx';
import { isPending } from './discussion-cache.ts';
import type { DiscussionActions } from './use-discussions.ts';
import { nameParts, type Mentionable } from '../../../../ui/comments/mentionable.ts';
import { ReplyItem } from '../../../../ui/comments/ReplyItem.tsx';
import { RelativeTime } from '../../../../ui/comments/RelativeTime.tsx';

interface CommentCardProps {
  item: NumberedDiscussion;
  actions: DiscussionActions;
  members: readonly Mentionable[];
  /** The caller may reply (a member with `comment.write`). */
  canReply: boolean;
  selected: boolean;
  onSelect: () => void;
  /** The frame rate the studio counts in, for a comment that recorded none. */
  fps: number;
}

type Confirming = { kind: 'comment' } | { kind: 'reply'; replyId: string } | null;

/** Where a comment points: its video time as a timecode, and whether it has a shape. */
function Pointer({ item, fps, onSelect }: { item: NumberedDiscussion; fps: number; onSelect: () => void }) {
  const annotation = item.discussion.annotation;
  if (!annotation) return null;
  const hasTime = annotation.time !== undefined;
  const label = hasTime
    ? annotation.frame !== undefined
      ? timecodeOfFrame(annotation.frame, annotation.fps ?? fps)
      : timecode(annotation.time ?? 0, annotation.fps ?? fps)
    : 'On the image';
  return (
    <UnstyledButton
      onClick={(event) => {
        event.stopPropagation();
        onSelect();
      }}
      aria-label={hasTime ? `Go to ${label}` : `Show comment ${item.number} on the image`}
    >
      <Badge
        variant="light"
        color={hasTime ? 'hookline' : 'gray'}
        radius="sm"
        leftSection={hasTime ? <IconClock size={12} /> : <IconShape size={12} />}
        rightSection={
          hasTime && annotation.shape ? <IconShape size={12} aria-label="with a drawing" /> : undefined
        }
        styles={{
          label: { fontFamily: hasTime ? 'ui-monospace, monospace' : undefined, textTransform: 'none' },
        }}
      >
        {label}
      </Badge>
    </UnstyledButton>
  );
}

/**
 * One comment thread: author, when, where on the media it points, its words and replies, and the actions
 * its `allowedActions` give (resolve or reopen, edit, delete), with replying for whoever may write.
 */
export function CommentCard({ item, actions, members, canReply, selected, onSelect, fps }: CommentCardProps) {
  const { discussion } = item;
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const pending = isPending(discussion._id);
  const resolved = discussion.status === 'resolved';
  const can = (action: string) => !pending && discussion.allowedActions.includes(action);
  const ids = discussion._id;

  return (
    <article
      className={classes.card}
      data-selected={selected || undefined}
      data-resolved={resolved || undefined}
      data-pending={pending || undefined}
      aria-label={`Comment ${item.number} by ${discussion.authorName}`}
      aria-current={selected || undefined}
      onClick={onSelect}
    >
      <Stack gap={6}>
        <Group gap={8} wrap="nowrap" justify="space-between">
          <Group gap={8} wrap="nowrap" miw={0}>
            <span className={classes.number} aria-hidden="true">
              {item.number}
            </span>
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
              label={`Actions for comment ${item.number}`}
              canEdit={can('comment.edit')}
              canDelete={can('comment.delete')}
              onEdit={() => setEditing(true)}
              onDelete={() => setConfirming({ kind: 'comment' })}
            />
          )}
        </Group>
        {(discussion.annotation || can('comment.resolve') || resolved) && (
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Pointer item={item} fps={fps} onSelect={onSelect} />
            {can('comment.resolve') && (
              <Tooltip label={resolved ? 'Reopen' : 'Resolve'}>
                <Button
                  size="compact-xs"
                  variant={resolved ? 'light' : 'subtle'}
                  color={resolved ? 'teal' : 'dark'}
                  ml="auto"
                  leftSection={resolved ? <IconCircleCheck size={14} /> : <IconCircleDashed size={14} />}
                  aria-label={resolved ? `Reopen comment ${item.number}` : `Resolve comment ${item.number}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    void actions.resolve(ids, !resolved);
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
              if (content !== discussion.content) void actions.edit(ids, content);
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
                onEdit={(content) => void actions.editReply(ids, reply._id, content)}
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
            label={`Reply to comment ${item.number}`}
            initial=""
            members={members}
            submitLabel="Reply"
            onCancel={() => setReplying(false)}
            onSubmit={(content) => {
              setReplying(false);
              void actions.reply(ids, content);
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
          if (target?.kind === 'comment') void actions.remove(ids);
          if (target?.kind === 'reply') void actions.removeReply(ids, target.replyId);
        }}
      >
        {confirming?.kind === 'reply'
          ? 'The reply is removed for everyone.'
          : 'The comment and its replies are removed for everyone.'}
      </ConfirmDialog>
    </article>
  );
}

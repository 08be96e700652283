import type { DriveReply } from '@hookline/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { UserAvatar } from '../UserAvatar.tsx';
import { CommentEditor } from './CommentEditor.tsx';
import { CommentMenu } from './CommentMenu.tsx';
import { CommentText } from './CommentText.tsx';
import { nameParts, type Mentionable } from './mentionable.ts';
import { RelativeTime } from './RelativeTime.tsx';

interface ReplyItemProps {
  reply: DriveReply;
  /** Shown before the server has taken it: no actions until it has. */
  pending: boolean;
  members: readonly Mentionable[];
  onEdit: (content: string) => void;
  onDelete: () => void;
}

/** One reply of a comment thread, with Edit and Delete where its `allowedActions` allow them. */
export function ReplyItem({ reply, pending, members, onEdit, onDelete }: ReplyItemProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack
      gap={4}
      component="article"
      aria-label={`Reply by ${reply.authorName}`}
      style={{ opacity: pending ? 0.65 : 1 }}
    >
      <Group gap={8} wrap="nowrap" justify="space-between">
        <Group gap={8} wrap="nowrap" miw={0}>
          <UserAvatar size={22} {...nameParts(reply.authorName)} imageUrl={reply.authorImageURL} />
          <Text size="sm" fw={600} truncate>
            {reply.authorName}
          </Text>
          {pending ? (
            <Text size="xs" c="gray.7">
              Sending…
            </Text>
          ) : (
            <RelativeTime iso={reply.createdAt} edited={reply.updatedAt !== reply.createdAt} />
          )}
        </Group>
        {!pending && (
          <CommentMenu
            label={`Actions for the reply by ${reply.authorName}`}
            canEdit={reply.allowedActions.includes('comment.edit')}
            canDelete={reply.allowedActions.includes('comment.delete')}
            onEdit={() => setEditing(true)}
            onDelete={onDelete}
          />
        )}
      </Group>
      {editing ? (
        <CommentEditor
          label="Edit reply"
          initial={reply.content}
          members={members}
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onSubmit={(content) => {
            setEditing(false);
            if (content !== reply.content) onEdit(content);
          }}
        />
      ) : (
        <CommentText content={reply.content} />
      )}
    </Stack>
  );
}

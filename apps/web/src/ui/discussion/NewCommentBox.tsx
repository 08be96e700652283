import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Mentionable } from '../comments/mentionable.ts';
import { MentionTextarea } from '../comments/MentionTextarea.tsx';
import classes from './discussion.module.css';
import type { NewComment } from './use-new-comment.ts';

interface NewCommentBoxProps {
  comment: NewComment;
  /** The words box's label. */
  label: string;
  members: readonly Mentionable[];
  onSend: () => void;
  onFocus?: () => void;
  /** The browser's autofill hint for a viewer's name. */
  nameAutoComplete?: string;
  /** Between the words and the Send row: what else the comment carries (a video's frame). */
  options?: ReactNode;
  /** Beside Send, at the start of its row. */
  besideSend: ReactNode;
  /** Under the Send row. */
  footer?: ReactNode;
}

/**
 * The new-comment box, whatever is discussed: on a share link's page the viewer's name first, then the words
 * with @mentions of the workspace's members (Ctrl+Enter sends), and Send.
 */
export function NewCommentBox({
  comment,
  label,
  members,
  onSend,
  onFocus,
  nameAutoComplete,
  options,
  besideSend,
  footer,
}: NewCommentBoxProps) {
  const { viewerName } = comment;
  return (
    <Stack gap={8} className={classes.composer} component="section" aria-label="New comment">
      {viewerName && !viewerName.name && (
        <TextInput
          size="xs"
          label="Your name"
          description="Shown with your comments"
          value={comment.name}
          onChange={(event) => comment.changeName(event.currentTarget.value)}
          error={comment.nameError}
          maxLength={100}
          autoComplete={nameAutoComplete}
        />
      )}
      {viewerName?.name && (
        <Text size="xs" c="gray.7">
          Commenting as <b>{viewerName.name}</b>
        </Text>
      )}
      <MentionTextarea
        label={label}
        placeholder={members.length > 0 ? 'Leave a comment… (@ to mention)' : 'Leave a comment…'}
        value={comment.text}
        onChange={comment.changeText}
        mentions={comment.mentions}
        onMentionsChange={comment.changeMentions}
        members={members}
        onSubmit={onSend}
        onFocus={onFocus}
        error={comment.error}
      />
      {options}
      <Group gap={4} justify="space-between" wrap="nowrap">
        {besideSend}
        <Button size="xs" leftSection={<IconSend size={14} />} onClick={onSend}>
          Send
        </Button>
      </Group>
      {footer}
    </Stack>
  );
}

import type { CommentMention } from '@hookline/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useCommentDraft } from '../../../../ui/comments/comment-drafts.ts';
import { MentionTextarea } from '../../../../ui/comments/MentionTextarea.tsx';
import { toContent } from '../../../../ui/comments/mention-text.ts';
import type { Mentionable } from '../../../../ui/comments/mentionable.ts';
import classes from '../../../../ui/discussion/discussion.module.css';

/** The name a share link's viewer comments under: asked once, kept for the session. */
export interface ViewerName {
  name: string | null;
  onName: (name: string) => void;
}

interface AssetCommentComposerProps {
  /** Which asset the comment goes on, as the box's label says ("Comment on asset 2"). */
  assetLabel: string;
  members: readonly Mentionable[];
  onSend: (content: string) => Promise<boolean>;
  viewerName?: ViewerName;
  /** Where the unsent draft is kept (the ad and its asset), so that closing the viewer keeps it. */
  draftKey?: string;
}

/**
 * The new-comment box of the asset shown: words with @mentions of the workspace's members, sent with
 * Ctrl+Enter or Send. On a share link's page it asks the viewer's name first.
 */
export function AssetCommentComposer({
  assetLabel,
  members,
  onSend,
  viewerName,
  draftKey,
}: AssetCommentComposerProps) {
  const [draft, setDraft] = useCommentDraft(draftKey);
  const { text, mentions } = draft;
  const setText = (update: string | ((current: string) => string)) =>
    setDraft((current) => ({
      ...current,
      text: typeof update === 'function' ? update(current.text) : update,
    }));
  const setMentions = (update: CommentMention[] | ((current: CommentMention[]) => CommentMention[])) =>
    setDraft((current) => ({
      ...current,
      mentions: typeof update === 'function' ? update(current.mentions) : update,
    }));
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    const content = toContent(text, mentions).trim();
    if (!content) {
      setError('Please write a comment');
      return;
    }
    if (viewerName && !viewerName.name) {
      const given = name.trim();
      if (!given) {
        setNameError('Please enter your name');
        return;
      }
      viewerName.onName(given);
    }
    // The comment shows at once; the box is ready for the next one.
    setText('');
    setMentions([]);
    setError(null);
    const sent = await onSend(content);
    if (!sent) {
      setText((current) => current || text);
      setMentions((current) => (current.length > 0 ? current : mentions));
    }
  };

  return (
    <Stack gap={8} className={classes.composer} component="section" aria-label="New comment">
      {viewerName && !viewerName.name && (
        <TextInput
          size="xs"
          label="Your name"
          description="Shown with your comments"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          maxLength={100}
          autoComplete="name"
        />
      )}
      {viewerName?.name && (
        <Text size="xs" c="gray.7">
          Commenting as <b>{viewerName.name}</b>
        </Text>
      )}
      <MentionTextarea
        label={`Comment on ${assetLabel}`}
        placeholder={members.length > 0 ? 'Leave a comment… (@ to mention)' : 'Leave a comment…'}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        mentions={mentions}
        onMentionsChange={setMentions}
        members={members}
        onSubmit={() => void send()}
        error={error}
      />
      <Group gap={4} justify="space-between" wrap="nowrap">
        <Text size="xs" c="gray.7">
          Ctrl + Enter to send
        </Text>
        <Button size="xs" leftSection={<IconSend size={14} />} onClick={() => void send()}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}

import type { CommentMention } from '@hookline/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { MentionTextarea } from './MentionTextarea.tsx';
import { toContent, toEditable } from './mention-text.ts';
import type { Mentionable } from './mentionable.ts';

interface CommentEditorProps {
  label: string;
  /** The saved comment (with its tags), or '' for a new reply. */
  initial: string;
  members: readonly Mentionable[];
  submitLabel: string;
  onSubmit: (content: string) => void;
  onCancel: () => void;
}

/** Editing a comment or a reply, or writing a reply: Save (Ctrl+Enter) or Cancel (Escape). */
export function CommentEditor({
  label,
  initial,
  members,
  submitLabel,
  onSubmit,
  onCancel,
}: CommentEditorProps) {
  const editable = toEditable(initial);
  const [text, setText] = useState(editable.text);
  const [mentions, setMentions] = useState<CommentMention[]>(editable.mentions);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const content = toContent(text, mentions).trim();
    if (!content) {
      setError('Please write a comment');
      return;
    }
    onSubmit(content);
  };
  return (
    <Stack gap={6} onClick={(event) => event.stopPropagation()}>
      <MentionTextarea
        label={label}
        placeholder={label}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        mentions={mentions}
        onMentionsChange={setMentions}
        members={members}
        onSubmit={submit}
        onCancel={onCancel}
        autoFocus
        minRows={1}
        error={error}
      />
      <Group gap={6} justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="compact-xs" onClick={submit}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

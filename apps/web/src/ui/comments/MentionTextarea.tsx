import type { CommentMention } from '@hookline/domain';
import { Group, Paper, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { UserAvatar } from '../UserAvatar.tsx';
import { matchingMembers, nameParts, type Mentionable } from './mentionable.ts';
import classes from './mention-textarea.module.css';
import { insertMention, mentionQueryAt } from './mention-text.ts';

interface MentionTextareaProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The members picked from the list so far: their `@Name` is sent as their tag. */
  mentions: readonly CommentMention[];
  onMentionsChange: (mentions: CommentMention[]) => void;
  members: readonly Mentionable[];
  /** Ctrl or ⌘ + Enter. */
  onSubmit: () => void;
  onCancel?: () => void;
  onFocus?: () => void;
  autoFocus?: boolean;
  minRows?: number;
  error?: string | null;
}

/**
 * A comment box where typing `@` offers the workspace's members: picking one writes `@Name`, sent as the
 * member's tag. Arrow keys move through the list, Enter or Tab picks, Escape closes it.
 */
export function MentionTextarea(props: MentionTextareaProps) {
  const listId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const options = query && props.members.length > 0 ? matchingMembers(props.members, query.query) : [];
  const open = options.length > 0;

  const readQuery = (element: HTMLTextAreaElement) => {
    const found = mentionQueryAt(element.value, element.selectionStart);
    setQuery(found);
    setActive(0);
  };

  const pick = (member: Mentionable) => {
    const element = input.current;
    if (!query || !element) return;
    const next = insertMention(props.value, { start: query.start, end: element.selectionStart }, member.name);
    props.onChange(next.text);
    if (!props.mentions.some((mention) => mention.userId === member.userId)) {
      props.onMentionsChange([...props.mentions, { userId: member.userId, name: member.name }]);
    }
    setQuery(null);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const member = options[active];
        if (member) pick(member);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setQuery(null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      props.onSubmit();
    }
    if (event.key === 'Escape' && props.onCancel) {
      event.stopPropagation();
      props.onCancel();
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className={classes.mentionBox}>
      <Textarea
        ref={input}
        label={props.label}
        labelProps={{ className: classes.visuallyHidden }}
        placeholder={props.placeholder}
        value={props.value}
        autosize
        minRows={props.minRows ?? 2}
        maxRows={10}
        autoFocus={props.autoFocus}
        error={props.error}
        onChange={(event) => {
          props.onChange(event.currentTarget.value);
          readQuery(event.currentTarget);
        }}
        onSelect={(event) => readQuery(event.currentTarget)}
        onFocus={props.onFocus}
        onBlur={() => setQuery(null)}
        onKeyDown={onKeyDown}
        // Mantine's drawers and modals hear Escape on the window before this box does: while the list is
        // open, Escape is the list's (it closes the list, not the viewer around it).
        data-mantine-stop-propagation={open ? 'true' : undefined}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
      />
      {open && (
        <Paper
          className={classes.mentionList}
          shadow="md"
          withBorder
          p={4}
          id={listId}
          role="listbox"
          aria-label="Members to mention"
        >
          {options.map((member, index) => (
            <UnstyledButton
              key={member.userId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={classes.mentionOption}
              data-active={index === active || undefined}
              tabIndex={-1}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(member);
              }}
            >
              <Group gap={8} wrap="nowrap">
                <UserAvatar size={22} {...nameParts(member.name)} imageUrl={member.imageURL} aria-hidden />
                <Text size="sm" truncate>
                  {member.name}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </div>
  );
}

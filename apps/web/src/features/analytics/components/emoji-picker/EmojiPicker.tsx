import { ActionIcon, Popover, Text, type PopoverProps } from '@mantine/core';
import { IconMoodPlus } from '@tabler/icons-react';
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { emojiName } from './emoji-catalogue.ts';
import { EmojiPanel } from './EmojiPanel.tsx';

/** An element the picker can open from: it takes a ref, and may have its own click handler. */
export type EmojiPickerTarget = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;

export interface EmojiPickerProps {
  /** The chosen emoji, or null for none. */
  value: string | null;
  /** Called with the emoji picked, or with null for "Remove emoji"; the picker closes either way. */
  onChange: (emoji: string | null) => void;
  /** What the emoji is for ("Report emoji"): the name of the default button and of the picker. */
  label?: string;
  /**
   * The element the picker opens from, in place of the default button; it must take a ref. When the
   * picker is not controlled (`opened` unset), clicking it opens and closes the picker.
   */
  children?: EmojiPickerTarget;
  /** Controlled opening, for a picker opened from elsewhere (a menu's "Change emoji"). */
  opened?: boolean;
  /** Told of every opening and closing, controlled or not. */
  onOpenChange?: (opened: boolean) => void;
  position?: PopoverProps['position'];
  disabled?: boolean;
}

/**
 * A popover emoji picker with a curated set: a search by English keywords, the emoji by category, arrow
 * keys to move and Enter to choose, and "Remove emoji". Controlled: it shows `value` and reports choices.
 */
export function EmojiPicker({
  value,
  onChange,
  label = 'Emoji',
  children,
  opened: controlledOpened,
  onOpenChange,
  position = 'bottom-start',
  disabled = false,
}: EmojiPickerProps) {
  const [uncontrolledOpened, setUncontrolledOpened] = useState(false);
  const controlled = controlledOpened !== undefined;
  const opened = controlled ? controlledOpened : uncontrolledOpened;
  const setOpened = (next: boolean) => {
    if (!controlled) setUncontrolledOpened(next);
    onOpenChange?.(next);
  };
  const choose = (emoji: string | null) => {
    onChange(emoji);
    setOpened(false);
  };

  let target: ReactElement;
  if (children) {
    target = controlled
      ? children
      : cloneElement(children, {
          onClick: (event: MouseEvent<HTMLElement>) => {
            children.props.onClick?.(event);
            setOpened(!opened);
          },
        });
  } else {
    target = (
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={label}
        title={value ? `${label}: ${emojiName(value)}` : label}
        disabled={disabled}
        onClick={() => setOpened(!opened)}
      >
        {value ? (
          <Text component="span" fz={20} lh={1} aria-hidden>
            {value}
          </Text>
        ) : (
          <IconMoodPlus size={20} stroke={1.6} aria-hidden />
        )}
      </ActionIcon>
    );
  }

  return (
    <Popover
      opened={opened && !disabled}
      onChange={setOpened}
      position={position}
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      withRoles={!controlled}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p="xs" role="dialog" aria-label={label}>
        {/* Mounted while open only, so each opening starts with an empty search. */}
        {opened && <EmojiPanel value={value} onChoose={choose} />}
      </Popover.Dropdown>
    </Popover>
  );
}

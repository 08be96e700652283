import { Button, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { EMOJI_CATEGORIES, type EmojiEntry } from './emoji-catalogue.ts';
import { searchEmoji } from './emoji-search.ts';
import { GRID_KEYS, nextGridIndex, type GridKey } from './grid-navigation.ts';
import classes from './EmojiPicker.module.css';

/** Columns of the grid; the stylesheet lays out the same number. */
const COLUMNS = 8;

interface Section {
  name: string;
  emoji: readonly EmojiEntry[];
}

/** The picker's content: search, the grid by category (or the matches) and "Remove emoji". */
export function EmojiPanel({
  value,
  onChoose,
}: {
  value: string | null;
  onChoose: (emoji: string | null) => void;
}) {
  const [query, setQuery] = useState('');
  const sections = useMemo<Section[]>(() => {
    if (query.trim() === '') return [...EMOJI_CATEGORIES];
    const found = searchEmoji(query);
    return found.length > 0 ? [{ name: 'Results', emoji: found }] : [];
  }, [query]);
  const shown = useMemo(() => sections.flatMap((section) => section.emoji), [sections]);
  const chosenIndex = shown.findIndex((entry) => entry.emoji === value);
  const [focusIndex, setFocusIndex] = useState(Math.max(0, chosenIndex));
  const activeIndex = Math.min(focusIndex, Math.max(0, shown.length - 1));
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const idPrefix = useId();

  const focusAt = (index: number) => {
    setFocusIndex(index);
    buttons.current.get(index)?.focus();
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    if (!GRID_KEYS.has(event.key)) return;
    event.preventDefault();
    const sizes = sections.map((section) => section.emoji.length);
    focusAt(nextGridIndex(sizes, COLUMNS, activeIndex, event.key as GridKey));
  };

  const onSearchKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && shown.length > 0) {
      event.preventDefault();
      focusAt(0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const first = shown[0];
      if (query.trim() !== '' && first) onChoose(first.emoji);
    }
  };

  let flatIndex = 0;
  return (
    <Stack gap="xs" w={8 * 34 + 12}>
      <TextInput
        size="xs"
        aria-label="Search emoji"
        placeholder="Search emoji"
        leftSection={<IconSearch size={14} aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setFocusIndex(0);
        }}
        onKeyDown={onSearchKeyDown}
        data-autofocus
        autoComplete="off"
      />
      <ScrollArea.Autosize mah={248} type="auto" offsetScrollbars>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            No emoji match “{query.trim()}”.
          </Text>
        ) : (
          <div onKeyDown={onGridKeyDown}>
            {sections.map((section) => {
              const headingId = `${idPrefix}-${section.name}`;
              return (
                <div key={section.name} className={classes.section}>
                  <Text id={headingId} size="xs" fw={600} c="dimmed" className={classes.heading}>
                    {section.name}
                  </Text>
                  <div role="group" aria-labelledby={headingId} className={classes.grid}>
                    {section.emoji.map((entry) => {
                      const index = flatIndex++;
                      return (
                        <UnstyledButton
                          key={entry.emoji}
                          ref={(node) => {
                            if (node) buttons.current.set(index, node);
                            else buttons.current.delete(index);
                          }}
                          className={classes.emoji}
                          aria-label={entry.name}
                          title={entry.name}
                          aria-pressed={entry.emoji === value}
                          tabIndex={index === activeIndex ? 0 : -1}
                          onFocus={() => setFocusIndex(index)}
                          onClick={() => onChoose(entry.emoji)}
                        >
                          {entry.emoji}
                        </UnstyledButton>
                      );
                    })}
                  </div>
                </div>
              );
            })}
          </div>
        )}
      </ScrollArea.Autosize>
      {value !== null && (
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => onChoose(null)}
          style={{ alignSelf: 'flex-start' }}
        >
          Remove emoji
        </Button>
      )}
    </Stack>
  );
}

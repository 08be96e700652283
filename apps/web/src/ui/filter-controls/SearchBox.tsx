import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Typing settles this long before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The words searched for now (from the address). */
  value: string;
  /** `immediate` when the user asked for it (Enter, clearing), not after a pause in typing. */
  onSearch: (words: string, immediate: boolean) => void;
  label: string;
  placeholder: string;
  /** The longest search the server takes. */
  maxLength: number;
}

/** A search box that searches once typing pauses, at once on Enter, and follows the address (Back, Clear all). */
export function SearchBox({ value, onSearch, label, placeholder, maxLength }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The words changed elsewhere (Back, Clear all): the box shows them.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }
  const searchSoon = useDebouncedCallback((words: string) => onSearch(words, false), SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      size="sm"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        draft ? (
          <CloseButton
            size="sm"
            aria-label="Clear the search"
            onClick={() => {
              searchSoon.cancel();
              setDraft('');
              onSearch('', true);
            }}
          />
        ) : null
      }
      value={draft}
      maxLength={maxLength}
      onChange={(event) => {
        const words = event.currentTarget.value;
        setDraft(words);
        searchSoon(words);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        searchSoon.cancel();
        onSearch(draft, true);
      }}
      enterKeyHint="search"
    />
  );
}

import { EXPERT_QUERY_MAX } from '@hookline/domain';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Typing settles this long before the directory is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The directory's search: once typing pauses, at once on Enter, and following the address (Back). */
export function DirectorySearch({ value, onSearch }: { value: string; onSearch: (words: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The words changed elsewhere (Back, Clear search): the box shows them.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }
  const searchSoon = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      aria-label="Search experts"
      placeholder="Search by name or expertise"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        draft ? (
          <CloseButton
            size="sm"
            aria-label="Clear the search"
            onClick={() => {
              searchSoon.cancel();
              setDraft('');
              onSearch('');
            }}
          />
        ) : null
      }
      value={draft}
      maxLength={EXPERT_QUERY_MAX}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        searchSoon(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        searchSoon.cancel();
        onSearch(draft);
      }}
      enterKeyHint="search"
    />
  );
}

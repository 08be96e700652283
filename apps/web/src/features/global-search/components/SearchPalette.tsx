import { Group, Kbd, Loader, Modal, Skeleton, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import {
  allOptions,
  movedIndex,
  resultCountText,
  searchGroups,
  type SearchOption,
} from '../search-results.ts';
import { useGlobalSearch } from '../use-global-search.ts';
import classes from '../GlobalSearch.module.css';
import { SearchResultList } from './SearchResultList.tsx';

interface SearchPaletteProps {
  opened: boolean;
  onClose: () => void;
  /** The workspace whose files are searched too; none, no files. */
  workspaceId: string | undefined;
}

/** The Ctrl/Cmd-K palette: a search box over grouped results, worked from the keyboard. */
export function SearchPalette({ opened, onClose, workspaceId }: SearchPaletteProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      title="Search"
      size={640}
      yOffset="10vh"
      radius="lg"
      classNames={{ body: classes.modalBody }}
    >
      {/* Mounted only while open, so each opening starts from an empty box. */}
      {opened && <PaletteBody onClose={onClose} workspaceId={workspaceId} />}
    </Modal>
  );
}

function ResultsSkeleton() {
  return (
    <Stack gap="sm" p="md" aria-hidden>
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap">
          <Skeleton height={36} width={36} radius="md" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={10} width="55%" />
            <Skeleton height={8} width="35%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function PaletteBody({ onClose, workspaceId }: Omit<SearchPaletteProps, 'opened'>) {
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const [text, setText] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const { searched, query } = useGlobalSearch(text, workspaceId);
  const typed = text.trim();

  const groups = useMemo(
    () => (query.data && typed !== '' ? searchGroups(query.data) : []),
    [query.data, typed],
  );
  const options = useMemo(() => allOptions(groups), [groups]);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;
  const optionId = (option: SearchOption) => `${baseId}-${option.key}`;

  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const open = (option: SearchOption) => {
    onClose();
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = movedIndex(activeIndex, event.key === 'ArrowDown' ? 1 : -1, options.length);
      setActiveKey(options[next]?.key ?? null);
    } else if (event.key === 'Enter') {
      // Enter opens the option the arrows reached, or the best match when they haven't moved.
      const chosen = active ?? options[0];
      if (chosen) {
        event.preventDefault();
        open(chosen);
      }
    }
  };

  const waiting = typed !== '' && (typed !== searched || query.isFetching);
  const answered = typed !== '' && typed === searched && query.isSuccess && !query.isPlaceholderData;
  // What a screen reader hears as the search goes: the listbox itself says nothing while it fills.
  let status = '';
  if (query.isError && typed === searched) {
    status = 'The search failed';
  } else if (waiting) {
    status = 'Searching…';
  } else if (answered) {
    status = options.length > 0 ? resultCountText(options.length) : `No results for ${typed}`;
  }

  let content;
  if (typed === '') {
    content = (
      <Text size="sm" c="dimmed" ta="center" py="xl" px="md">
        Find brands, ads, files and experts by name or by the words in them.
      </Text>
    );
  } else if (query.isError && typed === searched && !query.isFetching) {
    content = (
      <LoadError what="the search results" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (options.length > 0) {
    content = (
      <SearchResultList
        id={listboxId}
        groups={groups}
        activeKey={active?.key ?? null}
        optionId={optionId}
        onActivate={(option) => setActiveKey(option.key)}
        onOpen={open}
      />
    );
  } else if (answered) {
    content = (
      <Stack gap={4} align="center" ta="center" py="xl" px="md">
        <Text fw={600}>No results for “{typed}”</Text>
        <Text size="sm" c="dimmed" maw={420}>
          Check the spelling, or try a brand’s name, words from an ad, a file’s name or an expert’s name.
        </Text>
      </Stack>
    );
  } else {
    content = <ResultsSkeleton />;
  }

  return (
    <>
      <div className={classes.searchBox}>
        <TextInput
          data-autofocus
          size="md"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="Search brands, ads, files and experts"
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={waiting ? <Loader size="xs" aria-hidden /> : null}
          role="combobox"
          aria-label="Search brands, ads, files and experts"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={options.length > 0 ? listboxId : undefined}
          aria-activedescendant={active ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      <div className={classes.content}>{content}</div>
      <Group gap="lg" className={classes.footer} aria-hidden>
        <span>
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to move
        </span>
        <span>
          <Kbd size="xs">Enter</Kbd> to open
        </span>
        <span>
          <Kbd size="xs">Esc</Kbd> to close
        </span>
      </Group>
    </>
  );
}

import {
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import classes from './filter-controls.module.css';

export interface FilterOption {
  value: string;
  label: string;
  icon?: ReactNode;
  /** How many brands or ads it holds, shown beside it. */
  count?: number;
}

interface OptionsFilterProps {
  /** The button's words, and the list's name: "Platform". */
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /**
   * A search box over the options: filtered here by default, or by the owner (`onSearch`) when the options
   * come from the server.
   */
  search?: { placeholder: string; onSearch?: (words: string) => void };
  /** While the options load, or when they failed: shown in the list's place. */
  status?: 'loading' | { error: string; onRetry: () => void };
  emptyText?: string;
}

/**
 * One filter of the bar: a button with how many values are chosen, opening a list of checkboxes (and a
 * search box for long lists). Each tick applies at once.
 */
export function OptionsFilter({
  label,
  options,
  value,
  onChange,
  search,
  status,
  emptyText = 'Nothing to choose from',
}: OptionsFilterProps) {
  const listId = useId();
  const [words, setWords] = useState('');
  const shown =
    search && !search.onSearch && words.trim()
      ? options.filter((option) => option.label.toLowerCase().includes(words.trim().toLowerCase()))
      : options;
  const toggle = (optionValue: string, checked: boolean) =>
    onChange(checked ? [...value, optionValue] : value.filter((chosen) => chosen !== optionValue));

  let list: ReactNode;
  if (status === 'loading') {
    list = (
      <Group justify="center" p="md">
        <Loader size="sm" role="status" aria-label={`Loading the ${label.toLowerCase()} list`} />
      </Group>
    );
  } else if (status) {
    list = (
      <Stack gap={6} p="sm" role="alert">
        <Text size="sm">{status.error}</Text>
        <Button size="compact-sm" variant="light" onClick={status.onRetry}>
          Retry
        </Button>
      </Stack>
    );
  } else if (shown.length === 0) {
    list = (
      <Text size="sm" c="dimmed" p="sm">
        {emptyText}
      </Text>
    );
  } else {
    list = (
      <div role="group" aria-labelledby={listId} className={classes.options}>
        {shown.map((option) => (
          <Checkbox
            key={option.value}
            classNames={{ root: classes.option, body: classes.optionBody, labelWrapper: classes.optionLabel }}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            label={
              <span className={classes.optionText}>
                {option.icon}
                <span className={classes.optionName}>{option.label}</span>
                {option.count !== undefined && (
                  <span className={classes.optionCount}>{option.count.toLocaleString('en-US')}</span>
                )}
              </span>
            }
          />
        ))}
      </div>
    );
  }

  return (
    <Popover position="bottom-start" width={290} shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button
          size="sm"
          variant={value.length > 0 ? 'light' : 'default'}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          className={classes.filterButton}
        >
          {label}
          {/* A space of its own, so the button's name reads "Platform 2", not "Platform2". */}
          {value.length > 0 && ' '}
          {value.length > 0 && (
            <Badge size="sm" circle ml={2} variant="filled">
              {value.length}
            </Badge>
          )}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Text id={listId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="sm">
          {label}
        </Text>
        {search && (
          <TextInput
            size="sm"
            m="sm"
            mb={4}
            aria-label={`Search ${label.toLowerCase()}`}
            placeholder={search.placeholder}
            leftSection={<IconSearch size={14} aria-hidden />}
            value={words}
            data-autofocus
            onChange={(event) => {
              setWords(event.currentTarget.value);
              search.onSearch?.(event.currentTarget.value);
            }}
          />
        )}
        <ScrollArea.Autosize mah={300} type="auto">
          {list}
        </ScrollArea.Autosize>
        {value.length > 0 && (
          <Group justify="flex-end" p={6} className={classes.dropdownFoot}>
            <Button size="compact-sm" variant="subtle" onClick={() => onChange([])}>
              Clear {label.toLowerCase()}
            </Button>
          </Group>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

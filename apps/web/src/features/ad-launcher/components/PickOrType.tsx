import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

export interface PickOrTypeList {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface PickOrTypeProps {
  label: string;
  /** The list's state: loading, failed (a typed id instead), empty or listed. */
  list: PickOrTypeList;
  /** The choices once listed (an empty list shows `emptyText`). */
  options: { value: string; label: string }[] | undefined;
  value: string | null;
  onChange: (value: string | null) => void;
  /** What the options are, plural: "Pages", "pixels". */
  what: string;
  emptyText: string;
  placeholder: string;
  /** Why nothing can be chosen yet (e.g. no Page chosen), shown in place of the options. */
  unavailable?: string;
}

/**
 * A select of what the platform lists (four states); when the list can't be read, the id is typed instead,
 * with a Retry, so a platform hiccup never blocks the settings.
 */
export function PickOrType(props: PickOrTypeProps) {
  const { label, list, options, value, onChange, what } = props;
  if (list.isError) {
    return (
      <Stack gap={4}>
        <TextInput
          label={`${label} id`}
          description={`We couldn’t load the ${what}: paste the id instead.`}
          value={value ?? ''}
          onChange={(event) => {
            const next = event.currentTarget.value.trim();
            onChange(next === '' ? null : next);
          }}
        />
        <Group>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconRefresh size={12} />}
            loading={list.isFetching}
            onClick={() => void list.refetch()}
          >
            Retry
          </Button>
        </Group>
      </Stack>
    );
  }
  if (list.isPending) {
    return <Select label={label} placeholder={`Loading the ${what}…`} data={[]} disabled aria-busy="true" />;
  }
  if (props.unavailable) {
    return <Select label={label} placeholder={props.unavailable} data={[]} value={null} disabled />;
  }
  const data = options ?? [];
  if (data.length === 0) {
    return (
      <Stack gap={2}>
        <Select label={label} placeholder={`No ${what}`} data={[]} value={null} disabled />
        <Text size="xs" c="dimmed">
          {props.emptyText}
        </Text>
      </Stack>
    );
  }
  // A saved id the platform no longer lists stays visible, so saving doesn't silently drop it.
  const known = value === null || data.some((option) => option.value === value);
  return (
    <Select
      label={label}
      placeholder={props.placeholder}
      clearable
      data={known ? data : [...data, { value, label: `${value} (not listed on the account)` }]}
      value={value}
      onChange={onChange}
    />
  );
}

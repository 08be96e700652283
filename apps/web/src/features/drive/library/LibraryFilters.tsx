import '@mantine/dates/styles.css';
import type { CustomField, DriveLibraryFilters } from '@hookline/domain';
import {
  Button,
  Divider,
  MultiSelect,
  NumberInput,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFilter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { SETTINGS_KEYS, settingsApi } from '../../../api/settings-api.ts';
import { ItemFilterFields } from '../folder/FolderToolbar.tsx';
import { activeFilterCount } from './library-state.ts';

interface LibraryFiltersProps {
  workspaceId: string;
  filters: DriveLibraryFilters;
  onChange: (filters: DriveLibraryFilters) => void;
}

/** The workspace's custom fields, in their order. */
function useCustomFields(workspaceId: string) {
  return useQuery({
    queryKey: SETTINGS_KEYS.customFields(workspaceId),
    queryFn: ({ signal }) => settingsApi.customFields(workspaceId, signal),
    select: ({ data, dataOrder }) =>
      [...data].sort((a, b) => {
        const at = (id: string) => (dataOrder.includes(id) ? dataOrder.indexOf(id) : dataOrder.length);
        return at(a._id) - at(b._id);
      }),
  });
}

/** The date input shows its placeholder as text, not as an input's placeholder: it needs a readable colour. */
const DATE_INPUT_STYLES = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

const day = (value: string | Date | null) => (value ? dayjs(value).format('YYYY-MM-DD') : undefined);

/** The library's filters: type, tags, favourites, created dates and the workspace's custom fields. */
export function LibraryFilters({ workspaceId, filters, onChange }: LibraryFiltersProps) {
  const fields = useCustomFields(workspaceId);
  const count = activeFilterCount(filters);
  const setField = (fieldId: string, value: string | number | string[] | undefined) => {
    const next = { ...(filters.customFields ?? {}) };
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      delete next[fieldId];
    } else next[fieldId] = value;
    onChange({ ...filters, customFields: next });
  };
  return (
    <Popover position="bottom-end" width={340} withinPortal shadow="md" trapFocus>
      <Popover.Target>
        <Button variant={count > 0 ? 'light' : 'default'} size="sm" leftSection={<IconFilter size={16} />}>
          {count > 0 ? `Filters (${count})` : 'Filter'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <ScrollArea.Autosize mah="min(70vh, 640px)" type="auto">
          <Stack gap="md" p="md">
            <ItemFilterFields workspaceId={workspaceId} filters={filters} onChange={onChange} />
            <DatePickerInput
              styles={DATE_INPUT_STYLES}
              type="range"
              label="Created between"
              placeholder="Any date"
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the dates' }}
              valueFormat="MMM D, YYYY"
              allowSingleDateInRange
              value={[filters.createdFrom ?? null, filters.createdTo ?? null]}
              onChange={([from, to]) => onChange({ ...filters, createdFrom: day(from), createdTo: day(to) })}
              popoverProps={{ withinPortal: false, floatingStrategy: 'fixed' }}
            />
            {fields.isSuccess && fields.data.length > 0 && (
              <>
                <Divider label="Custom fields" labelPosition="left" />
                {fields.data.map((field) => (
                  <CustomFieldFilter
                    key={field._id}
                    field={field}
                    value={filters.customFields?.[field._id]}
                    onChange={(value) => setField(field._id, value)}
                  />
                ))}
              </>
            )}
            {fields.isError && (
              <Text size="xs" c="red.8">
                The custom fields could not be loaded.
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

type FieldValue = string | number | (string | number)[] | undefined;

function CustomFieldFilter({
  field,
  value,
  onChange,
}: {
  field: CustomField;
  value: FieldValue;
  onChange: (value: string | number | string[] | undefined) => void;
}) {
  switch (field.type) {
    case 'single-select':
    case 'multi-select':
      return (
        <MultiSelect
          label={field.title}
          placeholder="Any"
          data={field.options.map((option) => ({ value: option._id, label: option.label }))}
          value={Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []}
          onChange={(chosen) => onChange(chosen)}
          clearable
          comboboxProps={{ withinPortal: false, floatingStrategy: 'fixed' }}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={field.title}
          placeholder="Any"
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
        />
      );
    case 'date':
      return (
        <DatePickerInput
          styles={DATE_INPUT_STYLES}
          label={field.title}
          placeholder="Any date"
          clearable
          clearButtonProps={{ 'aria-label': `Clear ${field.title}` }}
          valueFormat="MMM D, YYYY"
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(day(next))}
          popoverProps={{ withinPortal: false, floatingStrategy: 'fixed' }}
        />
      );
    case 'text':
      return (
        <TextInput
          label={field.title}
          placeholder="Any"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

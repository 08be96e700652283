import '@mantine/dates/styles.css';
import type { CustomField, CustomFieldValue, DriveFile } from '@hookline/domain';
import { MultiSelect, NumberInput, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { SETTINGS_KEYS, settingsApi } from '../../../../api/settings-api.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';

type SaveValue = (fieldId: string, value: CustomFieldValue | null) => void;

interface FieldProps {
  field: CustomField;
  value: CustomFieldValue | undefined;
  onSave: SaveValue;
}

/** A text or number saved when the box is left (or Enter pressed), only when it changed. */
function TypedField({ field, value, onSave }: FieldProps) {
  const saved = value === undefined ? '' : String(value);
  // Keyed by the saved value (below): a new value starts a new draft.
  const [draft, setDraft] = useState<string | number>(saved);
  const commit = () => {
    const text = String(draft).trim();
    if (text === saved) return;
    if (text === '') onSave(field._id, null);
    else onSave(field._id, field.type === 'number' ? Number(text) : text);
  };
  const common = {
    label: field.title,
    description: field.description ?? undefined,
    onBlur: commit,
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Enter') (event.currentTarget as HTMLInputElement).blur();
    },
  };
  return field.type === 'number' ? (
    <NumberInput
      {...common}
      value={draft}
      onChange={setDraft}
      thousandSeparator=","
      decimalScale={6}
      hideControls
    />
  ) : (
    <TextInput
      {...common}
      value={String(draft)}
      onChange={(event) => setDraft(event.currentTarget.value)}
      maxLength={2000}
    />
  );
}

function FieldEditor({ field, value, onSave }: FieldProps) {
  const options = field.options.map((option) => ({ value: option._id, label: option.label }));
  const description = field.description ?? undefined;
  switch (field.type) {
    case 'single-select':
      return (
        <Select
          label={field.title}
          description={description}
          data={options}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onSave(field._id, next)}
          clearable
          placeholder="Choose one"
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'multi-select':
      return (
        <MultiSelect
          label={field.title}
          description={description}
          data={options}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onSave(field._id, next.length > 0 ? next : null)}
          placeholder={Array.isArray(value) && value.length > 0 ? undefined : 'Choose any'}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'date':
      return (
        <DateInput
          label={field.title}
          description={description}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onSave(field._id, next ? dayjs(next).format('YYYY-MM-DD') : null)}
          valueFormat="MMM D, YYYY"
          clearable
          placeholder="Pick a date"
          popoverProps={{ withinPortal: true }}
        />
      );
    case 'text':
    case 'number':
      return <TypedField key={String(value ?? '')} field={field} value={value} onSave={onSave} />;
  }
}

/** A value as read, for someone who can't change it. */
function readValue(field: CustomField, value: CustomFieldValue | undefined): string {
  if (value === undefined || value === '') return '—';
  const label = (id: string) => field.options.find((option) => option._id === id)?.label ?? '';
  if (field.type === 'single-select' && typeof value === 'string') return label(value) || '—';
  if (field.type === 'multi-select' && Array.isArray(value)) {
    return value.map(label).filter(Boolean).join(', ') || '—';
  }
  if (field.type === 'date' && typeof value === 'string') return dayjs(value).format('MMM D, YYYY');
  return String(value);
}

/** The workspace's custom fields with this file's values, each edited in place and saved on change. */
export function CustomFieldsSection({
  file,
  canEdit,
  onSave,
}: {
  file: DriveFile;
  canEdit: boolean;
  onSave: SaveValue;
}) {
  const fields = useQuery({
    queryKey: SETTINGS_KEYS.customFields(file.workspaceId),
    queryFn: ({ signal }) => settingsApi.customFields(file.workspaceId, signal),
  });
  if (fields.isError) {
    return (
      <LoadError
        what="the custom fields"
        onRetry={() => void fields.refetch()}
        retrying={fields.isRefetching}
        compact
      />
    );
  }
  if (fields.isPending) return <Skeleton h={120} radius="md" aria-label="Loading the custom fields" />;
  if (fields.data.data.length === 0) {
    return (
      <section aria-label="Custom fields">
        <Text size="sm" fw={700} mb={4}>
          Custom fields
        </Text>
        <Text size="sm" c="gray.7">
          This workspace has no custom fields. An admin or collaborator adds them in Settings, Fields.
        </Text>
      </section>
    );
  }
  return (
    <Stack gap={10} component="section" aria-label="Custom fields">
      <Text size="sm" fw={700}>
        Custom fields
      </Text>
      {fields.data.data.map((field) =>
        canEdit ? (
          <FieldEditor key={field._id} field={field} value={file.customFields[field._id]} onSave={onSave} />
        ) : (
          <div key={field._id}>
            <Text size="xs" c="gray.7">
              {field.title}
            </Text>
            <Text size="sm">{readValue(field, file.customFields[field._id])}</Text>
          </div>
        ),
      )}
    </Stack>
  );
}

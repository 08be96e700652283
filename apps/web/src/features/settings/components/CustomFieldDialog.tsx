import {
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  isSelectFieldType,
  newCustomFieldSchema,
  TEXT_AREA_MAX,
  type CustomField,
  type CustomFieldType,
} from '@hookline/domain';
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import {
  addOption,
  draftOptionsOf,
  optionChanges,
  optionsFilled,
  shownOptions,
  type DraftOption,
} from '../field-options.ts';
import { useCreateCustomField, useUpdateCustomField } from '../hooks/use-custom-fields.ts';
import { FieldOptionsEditor } from './FieldOptionsEditor.tsx';

const TYPE_OPTIONS = CUSTOM_FIELD_TYPES.map((type) => ({
  value: type,
  label: CUSTOM_FIELD_TYPE_LABELS[type],
}));

interface CustomFieldDialogProps {
  workspaceId: string;
  /** The field to edit; a new field when absent. */
  field: CustomField | undefined;
  opened: boolean;
  onClose: () => void;
}

/** The dialog that creates or edits a field; the parent mounts it afresh for each field it opens. */
export function CustomFieldDialog({ workspaceId, field, opened, onClose }: CustomFieldDialogProps) {
  const create = useCreateCustomField(workspaceId);
  const update = useUpdateCustomField(workspaceId);
  const [title, setTitle] = useState(field?.title ?? '');
  const [type, setType] = useState<CustomFieldType | null>(field?.type ?? null);
  const [description, setDescription] = useState(field?.description ?? '');
  const [options, setOptions] = useState<DraftOption[]>(() => draftOptionsOf(field));
  const [error, setError] = useState<string | undefined>();
  const pending = create.isPending || update.isPending;
  const selectType = type !== null && isSelectFieldType(type);

  const chooseType = (value: string | null) => {
    const next = (value as CustomFieldType | null) ?? null;
    setType(next);
    setError(undefined);
    // A select field starts with one option to fill in.
    if (next !== null && isSelectFieldType(next) && shownOptions(options).length === 0) {
      setOptions(addOption(options));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shown = shownOptions(options);
    const parsed = newCustomFieldSchema.safeParse({
      title,
      type: type ?? undefined,
      description,
      options: selectType ? shown.map((option) => ({ label: option.label })) : undefined,
    });
    if (!parsed.success || (selectType && !optionsFilled(options))) {
      setError(parsed.success ? CUSTOM_FIELD_MESSAGES.requiredFields : parsed.error.issues[0]?.message);
      return;
    }
    if (field) {
      update.mutate(
        {
          _id: field._id,
          title: parsed.data.title,
          description: parsed.data.description ?? null,
          ...(selectType ? { options: optionChanges(options) } : {}),
        },
        { onSuccess: onClose },
      );
    } else {
      create.mutate(parsed.data, { onSuccess: onClose });
    }
  };

  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      title={field ? 'Edit field' : 'New field'}
      centered
      radius="lg"
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Title"
            required
            value={title}
            error={error !== undefined && title.trim() === ''}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Select
            label="Type"
            required
            placeholder="Choose a type"
            data={TYPE_OPTIONS}
            value={type}
            onChange={chooseType}
            disabled={field !== undefined}
            description={field ? "A field's type can't change once it is created." : undefined}
            error={error !== undefined && type === null}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="Description"
            rows={3}
            maxLength={TEXT_AREA_MAX}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          {selectType && (
            <FieldOptionsEditor
              options={options}
              invalid={error !== undefined}
              onChange={(next) => {
                setOptions(next);
                setError(undefined);
              }}
            />
          )}
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {field ? 'Save field' : 'Create field'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

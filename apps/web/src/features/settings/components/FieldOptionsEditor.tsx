import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { addOption, deleteOption, renameOption, shownOptions, type DraftOption } from '../field-options.ts';

interface FieldOptionsEditorProps {
  options: DraftOption[];
  onChange: (options: DraftOption[]) => void;
  /** Set when the form was sent with no option, or one without a label. */
  invalid: boolean;
}

/** A select field's options: add ('Option N'), rename and delete (spec sections 4 and 5). */
export function FieldOptionsEditor({ options, onChange, invalid }: FieldOptionsEditorProps) {
  const shown = shownOptions(options);
  return (
    <Stack gap={6} role="group" aria-labelledby="field-options-label">
      <Text id="field-options-label" size="sm" fw={500}>
        Options{' '}
        <Text span c="red" aria-hidden>
          *
        </Text>
      </Text>
      {shown.length === 0 && (
        <Text size="sm" c={invalid ? 'red' : 'dimmed'}>
          A select field needs at least one option.
        </Text>
      )}
      {shown.map((option, index) => (
        <Group key={option.key} gap={6} wrap="nowrap">
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            aria-label={`Option ${index + 1}`}
            value={option.label}
            error={invalid && option.label.trim() === ''}
            onChange={(event) => onChange(renameOption(options, option.key, event.currentTarget.value))}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size={36}
            aria-label={`Delete option ${option.label || index + 1}`}
            onClick={() => onChange(deleteOption(options, option.key))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange(addOption(options))}
        >
          Add option
        </Button>
      </Group>
    </Stack>
  );
}

import { TEXT_AREA_MAX } from '@hookline/domain';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

interface DescriptionFieldProps {
  value: string | null;
  canEdit: boolean;
  saving: boolean;
  onSave: (description: string | null) => void;
  /** What the empty box suggests writing, in the words of what is described. */
  placeholder: string;
}

/** The description of a file or a saved ad: read, or edited and saved (empty clears it). */
export function DescriptionField({ value, canEdit, saving, onSave, placeholder }: DescriptionFieldProps) {
  // The parent keys this field by the saved value: a new value starts a new draft.
  const [draft, setDraft] = useState(value ?? '');
  const changed = draft.trim() !== (value ?? '').trim();
  if (!canEdit) {
    return (
      <section aria-label="Description">
        <Text size="sm" fw={700} mb={4}>
          Description
        </Text>
        <Text size="sm" c={value ? undefined : 'gray.7'} style={{ whiteSpace: 'pre-wrap' }}>
          {value || 'No description.'}
        </Text>
      </section>
    );
  }
  return (
    <section aria-label="Description">
      <Textarea
        label="Description"
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={TEXT_AREA_MAX}
        description={`${draft.length}/${TEXT_AREA_MAX}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {changed && (
        <Group justify="flex-end" gap={6} mt={6}>
          <Button size="compact-xs" variant="default" onClick={() => setDraft(value ?? '')} disabled={saving}>
            Cancel
          </Button>
          <Button
            size="compact-xs"
            loading={saving}
            onClick={() => onSave(draft.trim() === '' ? null : draft.trim())}
          >
            Save
          </Button>
        </Group>
      )}
    </section>
  );
}

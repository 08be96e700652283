import { createBoardBody, TEXT_AREA_MAX } from '@hookline/domain';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../ui/FormDialog.tsx';

const nameSchema = createBoardBody.shape.name;
const descriptionSchema = createBoardBody.shape.description.unwrap();

interface BoardFormDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial?: { name: string; description: string | null };
  pending: boolean;
  onSubmit: (values: { name: string; description: string | null }) => void;
  onClose: () => void;
}

/** A board's name and description: a new board, or a board renamed and described. */
export function BoardFormDialog(props: BoardFormDialogProps) {
  return (
    <FormDialog opened={props.opened} onClose={props.onClose} title={props.title}>
      {<BoardForm {...props} />}
    </FormDialog>
  );
}

function BoardForm({ initial, submitLabel, pending, onSubmit, onClose }: BoardFormDialogProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedName = nameSchema.safeParse(name);
    const parsedDescription = descriptionSchema.safeParse(description);
    if (!parsedName.success || !parsedDescription.success) {
      setErrors({
        name: parsedName.success ? undefined : parsedName.error.issues[0]?.message,
        description: parsedDescription.success ? undefined : parsedDescription.error.issues[0]?.message,
      });
      return;
    }
    const text = parsedDescription.data?.trim() ?? '';
    onSubmit({ name: parsedName.data, description: text === '' ? null : text });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Board name"
          placeholder="Summer hooks, UGC that converts…"
          value={name}
          error={errors.name}
          data-autofocus
          required
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
        <Textarea
          label="Description"
          description="What the board collects, for whoever opens it"
          placeholder="Optional"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={TEXT_AREA_MAX}
          value={description}
          error={errors.description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
        />
      </Stack>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

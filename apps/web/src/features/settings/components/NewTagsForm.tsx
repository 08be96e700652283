import { createTagsBody, splitTagNames, TAG_MESSAGES, type Tag } from '@hookline/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useCreateTags } from '../hooks/use-tags.ts';

/**
 * Why the typed names can't be created, if they can't: the server's own checks (the same schema), and a
 * name an existing tag has, ignoring case (spec section 5).
 */
function problemWith(input: string, workspaceId: string, existing: readonly Tag[]): string | undefined {
  const names = splitTagNames(input);
  const parsed = createTagsBody.safeParse({
    workspaceId,
    product: 'drive',
    tags: names.map((name) => ({ name })),
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? TAG_MESSAGES.nameRequired;
  const taken = new Set(existing.map((tag) => tag.name.toLowerCase()));
  if (parsed.data.tags.some((tag) => taken.has(tag.name.toLowerCase()))) return TAG_MESSAGES.duplicate;
  return undefined;
}

/** The box for new tags: several names at once, separated by commas. */
export function NewTagsForm({ workspaceId, existing }: { workspaceId: string; existing: readonly Tag[] }) {
  const create = useCreateTags(workspaceId);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemWith(value, workspaceId, existing);
    setError(problem);
    if (problem) return;
    create.mutate(splitTagNames(value), { onSuccess: () => setValue('') });
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="New tags"
        description="Separate several names with commas."
        placeholder="Summer, UGC, Hero shot"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(undefined);
        }}
        // The button sits beside the box itself, so an error below never pushes it out of line.
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="center">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button
              type="submit"
              loading={create.isPending}
              leftSection={<IconPlus size={16} />}
              style={{ flexShrink: 0 }}
            >
              Add tags
            </Button>
          </Group>
        )}
      />
    </form>
  );
}

import { tagNameSchema, TAG_MESSAGES, type Tag } from '@hookline/domain';
import { ActionIcon, Group, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { filesCount } from '../files-count.ts';
import { useUpdateTag } from '../hooks/use-tags.ts';
import { TagColorPicker } from './TagColorPicker.tsx';

interface TagRowProps {
  workspaceId: string;
  tag: Tag;
  /** Every tag of the list, whose names a new name must not repeat. */
  others: readonly Tag[];
  narrow: boolean;
  onDelete: () => void;
}

/** One tag: its colour, its name (renamed in place), the files using it, and its actions. */
export function TagRow({ workspaceId, tag, others, narrow, onDelete }: TagRowProps) {
  const update = useUpdateTag(workspaceId);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(tag.name);
  const [error, setError] = useState<string | undefined>();

  const cancel = () => {
    setEditing(false);
    setName(tag.name);
    setError(undefined);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tagNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TAG_MESSAGES.nameRequired);
      return;
    }
    const next = parsed.data;
    if (next === tag.name) {
      cancel();
      return;
    }
    const taken = others.some(
      (other) => other._id !== tag._id && other.name.toLowerCase() === next.toLowerCase(),
    );
    if (taken) {
      setError(TAG_MESSAGES.duplicate);
      return;
    }
    update.mutate({ _id: tag._id, name: next }, { onSuccess: () => setEditing(false) });
  };

  return (
    <Table.Tr>
      <Table.Td>
        <TagColorPicker
          tagName={tag.name}
          color={tag.color}
          saving={update.isPending}
          onPick={(color) => update.mutate({ _id: tag._id, color })}
        />
      </Table.Td>
      <Table.Td>
        {editing ? (
          <form onSubmit={save} noValidate>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                size="xs"
                aria-label={`New name for tag ${tag.name}`}
                value={name}
                error={error}
                autoFocus
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setError(undefined);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') cancel();
                }}
              />
              <ActionIcon
                type="submit"
                variant="light"
                size={30}
                loading={update.isPending}
                aria-label="Save name"
              >
                <IconCheck size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={30}
                onClick={cancel}
                aria-label="Cancel renaming"
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </form>
        ) : (
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end" title={tag.name}>
              {tag.name}
            </Text>
            {narrow && (
              <Text size="xs" c="dimmed">
                Used by {filesCount(tag.count)}
              </Text>
            )}
          </div>
        )}
      </Table.Td>
      {!narrow && (
        <Table.Td>
          <Text size="sm" c="dimmed">
            {filesCount(tag.count)}
          </Text>
        </Table.Td>
      )}
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Rename">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Rename tag ${tag.name}`}
              onClick={() => setEditing(true)}
              disabled={editing}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete tag ${tag.name}`} onClick={onDelete}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

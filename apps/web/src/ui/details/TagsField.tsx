import type { Tag } from '@hookline/domain';
import { Badge, Group, MultiSelect, Skeleton, Text } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { LoadError } from '../LoadError.tsx';

type ShownTag = Pick<Tag, '_id' | 'name' | 'color'>;

/** Where the workspace's tags of one area come from: the choices of the picker. */
export interface TagChoices {
  queryKey: QueryKey;
  list: (signal?: AbortSignal) => Promise<Tag[]>;
}

interface TagsFieldProps {
  /** The tags on the thing now. */
  tags: readonly ShownTag[];
  /** Read only when the caller may edit. */
  choices: TagChoices;
  canEdit: boolean;
  /** A change being saved: the picker waits for it. */
  saving?: boolean;
  /** What the picker says when the workspace has no tags of this area yet. */
  noTagsMessage: string;
  onChange: (change: { tagsToAdd: string[]; tagsToRemove: string[] }) => void;
}

/** The tags added and taken away between two lists of tag ids. */
export function tagChanges(before: readonly string[], after: readonly string[]) {
  return {
    tagsToAdd: after.filter((id) => !before.includes(id)),
    tagsToRemove: before.filter((id) => !after.includes(id)),
  };
}

function TagList({ tags }: { tags: readonly ShownTag[] }) {
  if (tags.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        No tags.
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag._id} variant="filled" color={tag.color} c="dark.8" tt="none">
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}

/** The tags of a file or a saved ad, picked from the workspace's tags of its area; each change is saved at once. */
export function TagsField({ tags, choices, canEdit, saving, noTagsMessage, onChange }: TagsFieldProps) {
  const available = useQuery({
    queryKey: choices.queryKey,
    queryFn: ({ signal }) => choices.list(signal),
    enabled: canEdit,
  });
  const current = tags.map((tag) => tag._id);

  if (!canEdit) {
    return (
      <section aria-label="Tags">
        <Text size="sm" fw={700} mb={4}>
          Tags
        </Text>
        <TagList tags={tags} />
      </section>
    );
  }
  if (available.isError) {
    return (
      <LoadError
        what="the workspace’s tags"
        onRetry={() => void available.refetch()}
        retrying={available.isRefetching}
        compact
      />
    );
  }
  if (available.isPending) return <Skeleton h={56} radius="md" aria-label="Loading the tags" />;

  const live = available.data.filter((tag) => !tag.isDeleted);
  return (
    <MultiSelect
      label="Tags"
      placeholder={current.length === 0 ? 'Add tags' : undefined}
      data={live.map((tag) => ({ value: tag._id, label: tag.name }))}
      value={current.filter((id) => live.some((tag) => tag._id === id))}
      onChange={(next) => {
        const change = tagChanges(current, next);
        if (change.tagsToAdd.length + change.tagsToRemove.length > 0) onChange(change);
      }}
      disabled={saving}
      searchable
      clearable={false}
      nothingFoundMessage={live.length === 0 ? noTagsMessage : 'No tag of that name'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

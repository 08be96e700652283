import type { InspirationFile } from '@hookline/domain';
import { Badge, Group, MultiSelect, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_KEYS, settingsApi } from '../../../../api/settings-api.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';

type FileTag = InspirationFile['tags'][number];

interface AdTagsFieldProps {
  workspaceId: string;
  tags: readonly FileTag[];
  canEdit: boolean;
  saving: boolean;
  onChange: (change: { tagsToAdd: string[]; tagsToRemove: string[] }) => void;
}

/** The tags added and taken away between two lists of tag ids. */
export function tagChanges(before: readonly string[], after: readonly string[]) {
  return {
    tagsToAdd: after.filter((id) => !before.includes(id)),
    tagsToRemove: before.filter((id) => !after.includes(id)),
  };
}

function TagList({ tags }: { tags: readonly FileTag[] }) {
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

/** The ad's tags, picked from the workspace's Inspiration tags; each change is saved at once. */
export function AdTagsField({ workspaceId, tags, canEdit, saving, onChange }: AdTagsFieldProps) {
  const available = useQuery({
    queryKey: SETTINGS_KEYS.tags(workspaceId, 'inspiration'),
    queryFn: ({ signal }) => settingsApi.tags(workspaceId, 'inspiration', signal),
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
      nothingFoundMessage={
        live.length === 0
          ? 'This workspace has no Inspiration tags yet: add them in Settings, Tags.'
          : 'No tag of that name'
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import type { DriveFile } from '@hookline/domain';
import { Badge, Group, MultiSelect, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_KEYS, settingsApi } from '../../../../api/settings-api.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';

interface TagsFieldProps {
  file: DriveFile;
  canEdit: boolean;
  onChange: (change: { tagsToAdd: string[]; tagsToRemove: string[] }) => void;
}

/** The tags added and taken away between two lists of tag ids. */
export function tagChanges(before: readonly string[], after: readonly string[]) {
  return {
    tagsToAdd: after.filter((id) => !before.includes(id)),
    tagsToRemove: before.filter((id) => !after.includes(id)),
  };
}

/** The file's tags, picked from the workspace's Creative Hub tags; each change is saved at once. */
export function TagsField({ file, canEdit, onChange }: TagsFieldProps) {
  const tags = useQuery({
    queryKey: SETTINGS_KEYS.tags(file.workspaceId, 'drive'),
    queryFn: ({ signal }) => settingsApi.tags(file.workspaceId, 'drive', signal),
    enabled: canEdit,
  });
  const current = file.tags.map((tag) => tag._id);

  if (!canEdit) {
    return (
      <section aria-label="Tags">
        <Text size="sm" fw={700} mb={4}>
          Tags
        </Text>
        {file.tags.length === 0 ? (
          <Text size="sm" c="gray.7">
            No tags.
          </Text>
        ) : (
          <Group gap={4}>
            {file.tags.map((tag) => (
              <Badge key={tag._id} variant="filled" color={tag.color} c="dark.8" tt="none">
                {tag.name}
              </Badge>
            ))}
          </Group>
        )}
      </section>
    );
  }
  if (tags.isError) {
    return (
      <LoadError
        what="the workspace’s tags"
        onRetry={() => void tags.refetch()}
        retrying={tags.isRefetching}
        compact
      />
    );
  }
  if (tags.isPending) return <Skeleton h={56} radius="md" aria-label="Loading the tags" />;

  const available = tags.data.filter((tag) => !tag.isDeleted);
  return (
    <MultiSelect
      label="Tags"
      placeholder={current.length === 0 ? 'Add tags' : undefined}
      data={available.map((tag) => ({ value: tag._id, label: tag.name }))}
      value={current.filter((id) => available.some((tag) => tag._id === id))}
      onChange={(next) => {
        const change = tagChanges(current, next);
        if (change.tagsToAdd.length + change.tagsToRemove.length > 0) onChange(change);
      }}
      searchable
      clearable={false}
      nothingFoundMessage={
        available.length === 0
          ? 'This workspace has no tags yet: add them in Settings, Tags.'
          : 'No tag of that name'
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}

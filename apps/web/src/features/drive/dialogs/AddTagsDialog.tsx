import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SETTINGS_KEYS, settingsApi } from '../../../api/settings-api.ts';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import type { ItemRef } from './use-drive-mutations.ts';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

interface AddTagsDialogProps {
  opened: boolean;
  workspaceId: string;
  files: readonly ItemRef[];
  pending: boolean;
  onAdd: (tagIds: string[]) => void;
  onClose: () => void;
}

/** The workspace's Creative Hub tags, for pickers and filters. */
export function useDriveTags(workspaceId: string) {
  return useQuery({
    queryKey: SETTINGS_KEYS.tags(workspaceId, 'drive'),
    queryFn: ({ signal }) => settingsApi.tags(workspaceId, 'drive', signal),
    select: (tags) => tags.filter((tag) => !tag.isDeleted),
  });
}

/** Adds tags to the selected files at once. */
export function AddTagsDialog(props: AddTagsDialogProps) {
  const count = props.files.length;
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.opened}
      onClose={props.onClose}
      title={
        <TruncatedText inline>
          {`Add tags to ${count === 1 ? `“${props.files[0]?.name ?? ''}”` : `${count} files`}`}
        </TruncatedText>
      }
      centered
      radius="lg"
    >
      {props.opened && <TagPicker {...props} />}
    </Modal>
  );
}

function TagPicker({ workspaceId, pending, onAdd, onClose }: AddTagsDialogProps) {
  const tags = useDriveTags(workspaceId);
  const [chosen, setChosen] = useState<string[]>([]);
  if (tags.isError) return <LoadError what="the tags" onRetry={() => void tags.refetch()} />;
  const none = tags.isSuccess && tags.data.length === 0;
  return (
    <Stack gap="md">
      {none ? (
        <Text size="sm" c="dimmed">
          This workspace has no tags yet. A workspace admin or collaborator creates them in Settings, under
          the workspace’s Tags tab.
        </Text>
      ) : (
        <MultiSelect
          label="Tags"
          placeholder={tags.isPending ? 'Loading tags…' : 'Choose tags'}
          data={(tags.data ?? []).map((tag) => ({ value: tag._id, label: tag.name }))}
          value={chosen}
          onChange={setChosen}
          searchable
          nothingFoundMessage="No tag by that name"
          disabled={tags.isPending}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button disabled={chosen.length === 0} loading={pending} onClick={() => onAdd(chosen)}>
          Add tags
        </Button>
      </Group>
    </Stack>
  );
}

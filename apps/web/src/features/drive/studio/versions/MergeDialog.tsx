import type { DriveFile } from '@hookline/domain';
import { Button, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DIALOG_PROPS } from '../../../../ui/dialog-props.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { FOLDER_ORDER } from '../use-folder-neighbours.ts';
import { flattenItems, useFolderItems } from '../../shared/drive-queries.ts';

interface MergeDialogProps {
  opened: boolean;
  file: DriveFile;
  merging: boolean;
  onMerge: (target: DriveFile) => void;
  onClose: () => void;
}

/** Merging this file into another of the same folder: its versions go there, after the other's own. */
export function MergeDialog({ opened, file, merging, onMerge, onClose }: MergeDialogProps) {
  const folderId = file.folderId ?? file.workspaceId;
  const [targetId, setTargetId] = useState<string | null>(null);
  const files = useFolderItems(file.workspaceId, opened ? folderId : '', FOLDER_ORDER);
  const others = flattenItems(files.data).files.filter((candidate) => candidate._id !== file._id);
  const target = others.find((candidate) => candidate._id === targetId) ?? null;

  let body;
  if (files.isError) {
    body = (
      <LoadError
        what="the folder’s files"
        onRetry={() => void files.refetch()}
        retrying={files.isRefetching}
        compact
      />
    );
  } else if (files.isPending) {
    body = <Skeleton h={58} radius="md" aria-label="Loading the folder’s files" />;
  } else if (others.length === 0) {
    body = (
      <Text size="sm" c="gray.7">
        There is no other file in this folder to merge into. Move the files into one folder first.
      </Text>
    );
  } else {
    body = (
      <Select
        label="Merge into"
        placeholder="Choose a file"
        searchable
        data={others.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
        value={targetId}
        onChange={setTargetId}
        comboboxProps={{ withinPortal: true }}
        nothingFoundMessage="No file of that name"
      />
    );
  }
  if (files.hasNextPage && body) {
    body = (
      <Stack gap={4}>
        {body}
        <Button
          size="compact-xs"
          variant="subtle"
          loading={files.isFetchingNextPage}
          onClick={() => void files.fetchNextPage()}
        >
          Load more files
        </Button>
      </Stack>
    );
  }

  const count = file.versions.length;
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      title="Merge into another file"
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {count === 1 ? 'The version' : `All ${count} versions`} of “{file.name}” become the newest versions
          of the file you choose, with their comments. “{file.name}” then leaves the folder.
        </Text>
        {body}
      </Stack>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose} disabled={merging}>
          Cancel
        </Button>
        <Button disabled={!target} loading={merging} onClick={() => target && onMerge(target)}>
          Merge
        </Button>
      </Group>
    </Modal>
  );
}

import { INSPIRATION_MESSAGES } from '@hookline/domain';
import {
  Anchor,
  Button,
  Group,
  Modal,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconFolder, IconHome } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../../ui/use-mutation.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DRIVE_KEYS, driveApi } from '../../../../api/drive-api.ts';
import { useActiveWorkspace } from '../../../../app/session/use-active-workspace.ts';
import { DIALOG_PROPS } from '../../../../ui/dialog-props.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { toast } from '../../../../ui/toasts.ts';
import { savedAdApi } from '../../../../api/saved-ad-api.ts';
import classes from './dialogs.module.css';
import { creativeHubFilePath, flattenFolders, type FolderRow } from './hub-folders.ts';

interface HubFolderDialogProps {
  opened: boolean;
  fileId: string;
  assetIndex: number;
  /** "asset 2 of 3", "the video": what is copied. */
  assetLabel: string;
  /** The saved ad's workspace, offered first. */
  workspaceId: string;
  onClose: () => void;
}

/** Copies the asset shown into a Creative Hub folder of a workspace the caller may upload to. */
export function HubFolderDialog(props: HubFolderDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.opened}
      onClose={props.onClose}
      title="Copy to the Creative Hub"
      centered
      radius="lg"
      size={500}
    >
      {props.opened && <FolderPicker {...props} />}
    </Modal>
  );
}

function FolderPicker({ fileId, assetIndex, assetLabel, workspaceId, onClose }: HubFolderDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { workspaces } = useActiveWorkspace();
  const targets = workspaces.filter(
    (workspace) => workspace.products.includes('drive') && workspace.allowedActions.includes('file.upload'),
  );
  const [targetId, setTargetId] = useState<string | null>(
    targets.some((workspace) => workspace._id === workspaceId) ? workspaceId : (targets[0]?._id ?? null),
  );
  const [chosen, setChosen] = useState<FolderRow | null>(null);
  const tree = useQuery({
    queryKey: DRIVE_KEYS.tree(targetId ?? ''),
    queryFn: ({ signal }) => driveApi.folderTree(targetId ?? '', {}, signal),
    enabled: targetId !== null,
  });

  const copy = useMutation({
    mutationFn: (target: { workspaceId: string; folderId: string }) =>
      savedAdApi.copyAssetToHub({ fileId, assetIndex }, target),
    onSuccess: (answer, target) => {
      const path = creativeHubFilePath({ ...target, fileId: answer.fileId });
      toast.success(
        <Group gap={8} wrap="nowrap">
          <span>{answer.message || INSPIRATION_MESSAGES.assetCopied}</span>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => void navigate(path)}>
            Open in Creative Hub
          </Anchor>
        </Group>,
      );
      void queryClient.invalidateQueries({ queryKey: ['drive', 'workspace', target.workspaceId] });
      onClose();
    },
  });

  if (targets.length === 0) {
    return (
      <Stack gap="md">
        <Text size="sm">
          None of your workspaces lets you add files to its Creative Hub. Ask a workspace admin for access.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  let rows;
  if (tree.isError) {
    rows = (
      <LoadError
        compact
        what="the folders"
        onRetry={() => void tree.refetch()}
        retrying={tree.isRefetching}
      />
    );
  } else if (tree.isPending) {
    rows = (
      <Stack gap={8} p="xs" aria-hidden>
        {[60, 80, 70].map((width) => (
          <Skeleton key={width} h={20} w={`${width}%`} />
        ))}
      </Stack>
    );
  } else {
    rows = (
      <ul className={classes.treeList} aria-label="Folders">
        {flattenFolders(tree.data).map((row) => (
          <li key={row._id}>
            <UnstyledButton
              className={classes.treeRow}
              style={{ paddingInlineStart: 8 + row.depth * 18 }}
              aria-pressed={chosen?._id === row._id}
              data-chosen={chosen?._id === row._id || undefined}
              onClick={() => setChosen(row)}
            >
              {row.isWorkspace ? <IconHome size={16} aria-hidden /> : <IconFolder size={16} aria-hidden />}
              <span className={classes.treeName}>
                {row.isWorkspace ? `${row.name} (top level)` : row.name}
              </span>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        A copy of {assetLabel} becomes a file of the Creative Hub, ready to review with your team.
      </Text>
      {targets.length > 1 && (
        <Select
          label="Workspace"
          data={targets.map((workspace) => ({ value: workspace._id, label: workspace.name }))}
          value={targetId}
          allowDeselect={false}
          onChange={(value) => {
            setTargetId(value);
            setChosen(null);
          }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <ScrollArea.Autosize mah={320} type="auto" className={classes.frame}>
        {rows}
      </ScrollArea.Autosize>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={copy.isPending}>
          Cancel
        </Button>
        <Button
          disabled={!chosen || targetId === null}
          loading={copy.isPending}
          onClick={() => chosen && targetId && copy.mutate({ workspaceId: targetId, folderId: chosen._id })}
        >
          Copy
        </Button>
      </Group>
    </Stack>
  );
}

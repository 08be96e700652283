import type { FileCollectLink } from '@hookline/domain';
import { Button, Group, Modal, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { DRIVE_KEYS, driveApi } from '../../../api/drive-api.ts';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { CopyField } from '../../../ui/CopyField.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { toast } from '../../../ui/toasts.ts';
import { absoluteUrl, drivePaths } from '../shared/drive-paths.ts';
import type { ItemRef } from './use-drive-mutations.ts';

interface FileCollectDialogProps {
  opened: boolean;
  workspaceId: string;
  folder: ItemRef | null;
  onClose: () => void;
}

/** File-collect links: people without an account upload into this folder through the link's page. */
export function FileCollectDialog({ opened, workspaceId, folder, onClose }: FileCollectDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      title={folder ? `Collect files into “${folder.name}”` : 'Collect files'}
      centered
      radius="lg"
      size={520}
    >
      {opened && folder && <FileCollectLinks workspaceId={workspaceId} folder={folder} />}
    </Modal>
  );
}

function FileCollectLinks({ workspaceId, folder }: { workspaceId: string; folder: ItemRef }) {
  const queryClient = useQueryClient();
  const key = DRIVE_KEYS.fileCollectLinks(folder._id);
  const links = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => driveApi.fileCollectLinks(folder._id, signal),
  });
  const create = useMutation({
    mutationFn: () => driveApi.createFileCollectLink({ workspaceId, folderId: folder._id }),
    onSuccess: async () => {
      toast.success('Link generated');
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });

  if (links.isError) {
    return (
      <LoadError
        what="the file-collect links"
        onRetry={() => void links.refetch()}
        retrying={links.isRefetching}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Anyone with the link can upload images and videos into this folder, without an account. They can’t see
        what is already in it.
      </Text>
      {links.isPending ? (
        <Skeleton h={60} aria-hidden />
      ) : (
        links.data.map((link) => <CollectLinkRow key={link._id} link={link} folderId={folder._id} />)
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconLink size={16} />}
          variant={links.data && links.data.length > 0 ? 'default' : 'filled'}
          loading={create.isPending}
          disabled={!links.isSuccess}
          onClick={() => create.mutate()}
        >
          {links.data && links.data.length > 0 ? 'Generate another link' : 'Generate Link'}
        </Button>
      </Group>
    </Stack>
  );
}

function CollectLinkRow({ link, folderId }: { link: FileCollectLink; folderId: string }) {
  const queryClient = useQueryClient();
  const url = absoluteUrl(drivePaths.fileCollect(link._id));
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => driveApi.setFileCollectEnabled(link._id, enabled),
    onSuccess: async (updated) => {
      toast.success(
        updated.enabled ? 'Link turned on: it accepts files again' : 'Link turned off: it accepts no files',
      );
      await queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.fileCollectLinks(folderId) });
    },
  });
  return (
    <Stack gap={8} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <CopyField
        label="Upload link"
        value={url}
        copiedForMs={2000}
        failedMessage={`We couldn’t copy the link. Copy it from here: ${url}`}
      />
      <Switch
        label="Accepting files"
        checked={link.enabled}
        disabled={toggle.isPending}
        onChange={(event) => toggle.mutate(event.currentTarget.checked)}
      />
    </Stack>
  );
}

import { connectFolderChatBody } from '@hookline/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandSlack, IconPlugConnected } from '@tabler/icons-react';
import { useMutation } from '../../../ui/use-mutation.ts';
import { useState, type FormEvent } from 'react';
import { driveApi } from '../../../api/drive-api.ts';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { toast } from '../../../ui/toasts.ts';
import { useDriveCache } from '../shared/drive-cache.ts';
import type { ItemRef } from './use-drive-mutations.ts';

type ChatFolder = ItemRef & { hasChatConnection: boolean };

interface TeamChatDialogProps {
  opened: boolean;
  workspaceId: string;
  folder: ChatFolder | null;
  onClose: () => void;
}

const webhookSchema = connectFolderChatBody.shape.webhookUrl;

/** Connects a folder to a team-chat channel (a Slack incoming webhook): uploads and comments are posted there. */
export function TeamChatDialog({ opened, workspaceId, folder, onClose }: TeamChatDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      title={folder ? `Team chat for “${folder.name}”` : 'Team chat'}
      centered
      radius="lg"
      size={520}
    >
      {opened && folder && <TeamChatForm workspaceId={workspaceId} folder={folder} onClose={onClose} />}
    </Modal>
  );
}

function TeamChatForm({
  workspaceId,
  folder,
  onClose,
}: {
  workspaceId: string;
  folder: ChatFolder;
  onClose: () => void;
}) {
  const cache = useDriveCache(workspaceId);
  // The webhook is a secret the server never sends back: the folder only says whether there is one.
  const [connected, setConnected] = useState(folder.hasChatConnection);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const settle = (hasChatConnection: boolean) => {
    setConnected(hasChatConnection);
    cache.patchFolder(folder._id, { hasChatConnection });
    void cache.refresh();
  };
  const connect = useMutation({
    mutationFn: (webhookUrl: string) => driveApi.connectFolderChat(folder._id, webhookUrl),
    onSuccess: (connection) => {
      toast.success(
        `Team chat connected: “${folder.name}” posts to ${connection.webhookHost ?? 'your channel'}`,
      );
      setUrl('');
      settle(true);
      onClose();
    },
  });
  const disconnect = useMutation({
    mutationFn: () => driveApi.disconnectFolderChat(folder._id),
    onSuccess: () => {
      toast.success(`Team chat disconnected from “${folder.name}”`);
      settle(false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = webhookSchema.safeParse(url);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid URL');
      return;
    }
    connect.mutate(parsed.data);
  };

  return (
    <Stack gap="md">
      {connected && (
        <Alert color="teal" variant="light" icon={<IconPlugConnected size={18} />} title="Connected">
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Text size="sm">New uploads and comments in this folder are posted to your team chat.</Text>
            <Button
              color="red"
              variant="light"
              size="xs"
              style={{ flex: 'none' }}
              loading={disconnect.isPending}
              onClick={() => disconnect.mutate()}
            >
              Disconnect
            </Button>
          </Group>
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={connected ? 'Replace the webhook URL' : 'Slack webhook URL'}
            description="In Slack: Apps → Incoming Webhooks → Add to Slack, choose the channel, then copy the Webhook URL."
            placeholder="https://hooks.slack.com/services/…"
            leftSection={<IconBrandSlack size={16} aria-hidden />}
            value={url}
            error={error}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={connect.isPending}>
              Connect
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

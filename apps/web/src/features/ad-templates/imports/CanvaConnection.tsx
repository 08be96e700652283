import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX, IconTemplate } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TEMPLATE_KEYS, templatesApi } from '../../../api/templates-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { signInExit } from '../../../ui/platform-sign-in.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { CanvaPicker } from './CanvaPicker.tsx';

const connectedSince = (at: string | null) =>
  at === null
    ? 'Connected'
    : `Connected since ${new Date(at).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' })}`;

/**
 * The organisation's Canva (`GET templates/canva`): not set up on this server, not connected ("Connect
 * Canva" leaves for Canva's sign-in, which comes back to the entry), or connected, with its brand templates
 * to import and "Disconnect".
 */
export function CanvaConnection({ workspaceId }: { workspaceId: string }) {
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const connection = useQuery({
    queryKey: TEMPLATE_KEYS.canva(workspaceId),
    queryFn: ({ signal }) => templatesApi.canva(workspaceId, signal),
  });
  const connect = useMutation({
    mutationFn: () => templatesApi.canvaConnect(workspaceId),
    // Canva's sign-in page, in this window: it comes back to the entry (`use-canva-callback.ts`).
    onSuccess: ({ url }) => signInExit.assign(url),
  });
  const disconnect = useMutation({
    mutationFn: () => templatesApi.canvaDisconnect(workspaceId),
    onSuccess: ({ message }) => {
      toast.success(message);
      setPicking(false);
      void queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.canva(workspaceId) });
    },
  });

  let status: { text: string; detail?: string };
  let actions = null;
  if (connection.isPending) {
    return (
      <Paper withBorder radius="md" p="md" role="status" aria-busy="true" aria-label="Checking Canva">
        <Skeleton height={14} width="40%" />
      </Paper>
    );
  }
  if (connection.isError) {
    return (
      <Paper withBorder radius="md" p="xs">
        <LoadError
          compact
          what="the Canva connection"
          onRetry={() => void connection.refetch()}
          retrying={connection.isRefetching}
        />
      </Paper>
    );
  }
  const { configured, connected, connectedAt } = connection.data;
  if (!configured) {
    status = {
      text: 'Canva is not set up on this server',
      detail: 'An administrator of this Hookline server adds Canva’s app keys to connect it.',
    };
    actions = (
      <Button variant="default" disabled leftSection={<IconPlugConnected size={16} aria-hidden />}>
        Connect Canva
      </Button>
    );
  } else if (!connected) {
    status = {
      text: 'Canva is not connected',
      detail: 'Connect your organisation’s Canva to import its brand templates and fill them in Canva.',
    };
    actions = (
      <Button
        variant="default"
        leftSection={<IconPlugConnected size={16} aria-hidden />}
        loading={connect.isPending}
        onClick={() => connect.mutate()}
      >
        Connect Canva
      </Button>
    );
  } else {
    status = { text: 'Canva is connected', detail: connectedSince(connectedAt) };
    actions = (
      <>
        <Button
          variant="default"
          leftSection={<IconTemplate size={16} aria-hidden />}
          onClick={() => setPicking(true)}
        >
          Import from Canva
        </Button>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconPlugConnectedX size={16} aria-hidden />}
          loading={disconnect.isPending}
          onClick={() => disconnect.mutate()}
        >
          Disconnect
        </Button>
      </>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Canva">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {status.text}
          </Text>
          {status.detail && (
            <Text size="xs" c="dimmed">
              {status.detail}
            </Text>
          )}
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>
      {connected && (
        <CanvaPicker opened={picking} workspaceId={workspaceId} onClose={() => setPicking(false)} />
      )}
    </Paper>
  );
}

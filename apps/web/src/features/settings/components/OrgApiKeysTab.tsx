import type { ApiKey, Organisation } from '@hookline/domain';
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SettingsPanelHeader } from '../../../ui/SettingsPanelHeader.tsx';
import { sortByName } from '../../../ui/sort-by-name.ts';
import { useApiKeys, useRevokeApiKey } from '../hooks/use-api-keys.ts';
import { ApiKeyCallsDrawer } from './ApiKeyCallsDrawer.tsx';
import { ApiKeysTable } from './ApiKeysTable.tsx';
import { CreateApiKeyDialog } from './CreateApiKeyDialog.tsx';

/** Where an MCP client connects: the app's own origin, so the sentence is right on every deployment. */
const mcpUrl = () => `${window.location.origin}/mcp`;

/**
 * Organisation > API keys (admins only): the live keys, making one (its secret shown once), revoking one,
 * and the calls made with each.
 */
export function OrgApiKeysTab({ org }: { org: Organisation }) {
  const orgId = org._id;
  const keys = useApiKeys(orgId);
  const revoke = useRevokeApiKey(orgId);
  const [createOpened, createDialog] = useDisclosure(false);
  const [confirmOpened, confirm] = useDisclosure(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [showingCalls, setShowingCalls] = useState<ApiKey | undefined>();
  const workspaces = sortByName(Object.values(org.workspaces));

  const createButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={createDialog.open}>
      Create API key
    </Button>
  );

  return (
    <>
      <SettingsPanelHeader
        title="API keys"
        description={
          <>
            Keys let scripts and AI assistants use {org.name} through the public API and the MCP server at{' '}
            <Text span size="sm" ff="monospace" c="dark">
              {mcpUrl()}
            </Text>
            . A key acts as the admin who made it, within its scope and workspaces.
          </>
        }
        // In the empty state the button sits under its explanation; while loading it waits, so that it
        // doesn't jump from the header to there under the pointer.
        actions={(keys.data?.length ?? 0) > 0 || keys.isError ? createButton : undefined}
      />
      <Paper withBorder radius="md">
        {keys.isError ? (
          <LoadError what="the API keys" onRetry={() => void keys.refetch()} retrying={keys.isRefetching} />
        ) : !keys.data ? (
          <Stack p="md" gap="sm" data-testid="api-keys-loading">
            {[0, 1, 2].map((row) => (
              <Group key={row} gap="sm">
                <Skeleton height={12} width="30%" />
                <Skeleton height={12} width="20%" />
              </Group>
            ))}
          </Stack>
        ) : keys.data.length === 0 ? (
          <Stack align="center" ta="center" gap="xs" py={48} px="md">
            <ThemeIcon size={44} radius="xl" variant="light">
              <IconKey size={22} />
            </ThemeIcon>
            <Text fw={600}>No API keys yet</Text>
            <Text size="sm" c="dimmed" maw={460}>
              Make a key to let a script or an AI assistant read your workspaces — or save ads to boards —
              without signing in. Each key shows what it may do and every call made with it.
            </Text>
            <div>{createButton}</div>
          </Stack>
        ) : (
          <ApiKeysTable
            keys={keys.data}
            onShowCalls={setShowingCalls}
            onRevoke={(key) => {
              setRevoking(key);
              confirm.open();
            }}
          />
        )}
      </Paper>

      <CreateApiKeyDialog
        orgId={orgId}
        opened={createOpened}
        onClose={createDialog.close}
        workspaces={workspaces}
      />
      <ApiKeyCallsDrawer orgId={orgId} apiKey={showingCalls} onClose={() => setShowingCalls(undefined)} />
      <ConfirmDialog
        opened={confirmOpened}
        title="Revoke API key"
        confirmLabel="Revoke key"
        danger
        loading={revoke.isPending}
        onClose={confirm.close}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking, { onSuccess: confirm.close });
        }}
      >
        <Text size="sm" component="span" fw={600} c="dark">
          {revoking?.name}
        </Text>{' '}
        stops working at once: every script or assistant using it will be refused. This can&apos;t be undone.
      </ConfirmDialog>
    </>
  );
}

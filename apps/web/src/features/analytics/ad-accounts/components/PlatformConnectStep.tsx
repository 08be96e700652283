import { AD_ACCOUNT_MESSAGES, PLATFORM_LABELS, type AdAccountProvider } from '@hookline/domain';
import { Button, Group, PasswordInput, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../../ui/LoadError.tsx';
import type { PlatformConnection } from '../../../../api/ad-accounts-api.ts';
import type { usePlatformConnection } from '../hooks/use-platform-connection.ts';

type ConnectionState = ReturnType<typeof usePlatformConnection>;

interface PlatformConnectStepProps extends ConnectionState {
  platform: AdAccountProvider;
}

function connectedAs(connection: PlatformConnection): string {
  const platform = PLATFORM_LABELS[connection.platform];
  return connection.platformUserName
    ? `Connected to ${platform} as ${connection.platformUserName}`
    : `Connected to ${platform}`;
}

/** Step 2: the workspace's connection to the platform, and connecting it (Meta and TikTok with a token). */
export function PlatformConnectStep({ platform, connection, connect }: PlatformConnectStepProps) {
  const [changingToken, setChangingToken] = useState(false);

  if (connection.isError) {
    return (
      <LoadError
        compact
        what={`the connection to ${PLATFORM_LABELS[platform]}`}
        onRetry={() => void connection.refetch()}
        retrying={connection.isRefetching}
      />
    );
  }
  if (!connection.data) return <Skeleton height={36} width="60%" aria-label="Loading the connection" />;

  if (connection.data.connected && !changingToken) {
    return (
      <Group gap="sm" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" radius="xl" size={28} aria-hidden>
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text size="sm" fw={500}>
            {connectedAs(connection.data)}
          </Text>
        </Group>
        {platform !== 'sandbox' && (
          <Button variant="subtle" size="xs" onClick={() => setChangingToken(true)}>
            Use another access token
          </Button>
        )}
      </Group>
    );
  }

  if (platform === 'sandbox') {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          The sandbox needs no sign-in: connecting it lists its demo accounts.
        </Text>
        <Button
          leftSection={<IconPlugConnected size={16} />}
          loading={connect.isPending}
          onClick={() => connect.mutate(undefined)}
        >
          Connect the sandbox
        </Button>
      </Stack>
    );
  }

  return (
    <TokenForm
      platform={platform}
      pending={connect.isPending}
      onCancel={changingToken ? () => setChangingToken(false) : undefined}
      onSubmit={(token) => connect.mutate(token, { onSuccess: () => setChangingToken(false) })}
    />
  );
}

interface TokenFormProps {
  platform: 'meta' | 'tiktok';
  pending: boolean;
  onSubmit: (token: string) => void;
  /** Present when a connection exists and the form replaces its token. */
  onCancel: (() => void) | undefined;
}

function TokenForm({ platform, pending, onSubmit, onCancel }: TokenFormProps) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = PLATFORM_LABELS[platform];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = token.trim();
        if (!trimmed) setError(AD_ACCOUNT_MESSAGES.tokenRequired);
        else onSubmit(trimmed);
      }}
    >
      <Stack gap="sm">
        <PasswordInput
          label="Access token"
          description={`A user access token of a ${label} user who can read the ad accounts you want to add.`}
          value={token}
          onChange={(event) => {
            setToken(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          withAsterisk
        />
        <Group gap="sm">
          <Button type="submit" leftSection={<IconPlugConnected size={16} />} loading={pending}>
            Connect {label}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

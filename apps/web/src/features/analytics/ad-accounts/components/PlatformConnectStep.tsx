import { PLATFORM_LABELS, type AdAccountProvider } from '@hookline/domain';
import { Alert, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBrandFacebook,
  IconBrandTiktok,
  IconCircleCheck,
  IconPlugConnected,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadError } from '../../../../ui/LoadError.tsx';
import type { PlatformConnection } from '../../../../api/ad-accounts-api.ts';
import type { usePlatformConnection } from '../hooks/use-platform-connection.ts';
import { SIGN_IN_BUTTON_LABELS } from '../../../../ui/platform-sign-in.ts';

type ConnectionState = ReturnType<typeof usePlatformConnection>;

interface PlatformConnectStepProps extends ConnectionState {
  platform: AdAccountProvider;
}

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function connectedAs(connection: PlatformConnection): string {
  const platform = PLATFORM_LABELS[connection.platform];
  const who = connection.platformUserName
    ? `Connected to ${platform} as ${connection.platformUserName}`
    : `Connected to ${platform}`;
  if (!connection.expiresAt) return who;
  return `${who} · ${connection.needsReconnect ? 'expired' : 'expires'} ${formatDay(connection.expiresAt)}`;
}

/**
 * Step 2: the workspace's connection to the platform, and connecting it: the sandbox at once, Meta and
 * TikTok by signing in with the platform (the browser goes there and comes back to this page).
 */
export function PlatformConnectStep({ platform, connection, connect, signIn }: PlatformConnectStepProps) {
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

  if (platform === 'sandbox') {
    if (connection.data.connected) return <ConnectedLine connection={connection.data} />;
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

  const label = PLATFORM_LABELS[platform];
  const startSignIn = () => signIn.mutate(undefined);
  const pending = signIn.isPending;

  if (connection.data.connected && connection.data.needsReconnect) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title={`Your ${label} sign-in has expired`}
        >
          {connectedAs(connection.data)}. Sign in again to keep reading this workspace&apos;s ad accounts.
        </Alert>
        <Button leftSection={<IconPlugConnected size={16} />} loading={pending} onClick={startSignIn}>
          Reconnect {label}
        </Button>
      </Stack>
    );
  }

  if (connection.data.connected) {
    return (
      <ConnectedLine connection={connection.data}>
        <Button variant="subtle" size="xs" loading={pending} onClick={startSignIn}>
          Reconnect
        </Button>
      </ConnectedLine>
    );
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        Sign in with {label} as a person who can {platform === 'meta' ? 'read' : 'access'} the ad accounts you
        want to add; you come back here afterwards.
      </Text>
      <Button
        leftSection={platform === 'meta' ? <IconBrandFacebook size={16} /> : <IconBrandTiktok size={16} />}
        loading={pending}
        onClick={startSignIn}
      >
        {SIGN_IN_BUTTON_LABELS[platform]}
      </Button>
    </Stack>
  );
}

function ConnectedLine({ connection, children }: { connection: PlatformConnection; children?: ReactNode }) {
  return (
    <Group gap="sm" justify="space-between">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon variant="light" color="teal" radius="xl" size={28} aria-hidden>
          <IconCircleCheck size={18} />
        </ThemeIcon>
        <Text size="sm" fw={500}>
          {connectedAs(connection)}
        </Text>
      </Group>
      {children}
    </Group>
  );
}

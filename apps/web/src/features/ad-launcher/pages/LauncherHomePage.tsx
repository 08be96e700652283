import type { LauncherAccount, Workspace } from '@hookline/domain';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { ConnectAccountsButton } from '../components/ConnectAccountsButton.tsx';
import { LauncherAccountsState } from '../components/LauncherAccountsState.tsx';
import { useLauncherWorkspace } from '../hooks/use-launcher-workspace.ts';
import { PROVIDER_LABELS } from '../launcher-labels.ts';
import { HANDOFF_PARAM, handoffFileIds, launcherPaths } from '../launcher-paths.ts';

/** `adlauncher/:workspaceId`: the workspace's launcher accounts as cards, with their quick links. */
export function LauncherHomePage() {
  const { workspaceId, workspace, canManage } = useLauncherWorkspace();
  const connect = canManage && <ConnectAccountsButton workspaceId={workspaceId} />;
  const [searchParams] = useSearchParams();
  const fileIds = handoffFileIds(searchParams.get(HANDOFF_PARAM));
  return (
    <PageContainer
      title="Ad Launcher"
      description="Launch batches of ads from the Creative Hub to your ad accounts."
      actions={connect}
    >
      {fileIds.length > 0 && (
        <Alert
          color="blue"
          variant="light"
          mb="md"
          icon={<IconFiles size={18} aria-hidden />}
          title={`${fileIds.length === 1 ? '1 file' : `${fileIds.length} files`} from the Creative Hub ready to launch`}
        >
          Choose the ad account to launch on: its launch wizard starts with{' '}
          {fileIds.length === 1 ? 'this file' : 'these files'} picked.
        </Alert>
      )}
      <LauncherAccountsState
        workspaceId={workspaceId}
        emptyText={
          canManage
            ? 'Connect an ad account to launch ads on it. The sandbox needs no sign-in.'
            : 'An admin of this workspace connects the ad accounts you launch on.'
        }
        connect={connect}
      >
        {(data) => (
          <SimpleGrid type="container" cols={{ base: 1, '720px': 2, '1120px': 3 }} spacing="md">
            {data.map((account) => (
              <AccountCard key={account._id} account={account} workspace={workspace} fileIds={fileIds} />
            ))}
          </SimpleGrid>
        )}
      </LauncherAccountsState>
    </PageContainer>
  );
}

function whoMayLaunch(account: LauncherAccount, workspace: Workspace | undefined): string {
  const names = account.userIds.map((userId) => {
    const member = workspace?.members.find((candidate) => candidate.userId === userId);
    return member ? `${member.firstName} ${member.lastName}`.trim() || member.email : 'A former member';
  });
  return ['Workspace admins', ...names].join(', ');
}

interface AccountCardProps {
  account: LauncherAccount;
  workspace: Workspace | undefined;
  /** Creative Hub files handed over: Launch carries them into the wizard. */
  fileIds: readonly string[];
}

function AccountCard({ account, workspace, fileIds }: AccountCardProps) {
  const workspaceId = account.workspaceId;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={account.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz={18} lineClamp={1}>
            {account.name}
          </Title>
          <Badge
            variant="light"
            color={account.provider === 'meta' ? 'blue' : 'gray'}
            style={{ flexShrink: 0 }}
          >
            {PROVIDER_LABELS[account.provider]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {account.adAccountId}
        </Text>
        <Text size="sm">Who may launch: {whoMayLaunch(account, workspace)}</Text>
        {account.needsReconnect && (
          <Text size="sm" c="orange">
            Sign in again to keep launching on this account.
          </Text>
        )}
        {!account.canLaunch && (
          <Text size="sm" c="dimmed">
            You can't launch on this account: ask a workspace admin to give you access.
          </Text>
        )}
        <Group gap="xs" mt="xs">
          {account.canLaunch && (
            <Button
              size="xs"
              component={Link}
              to={
                fileIds.length > 0
                  ? launcherPaths.launchWithFiles(workspaceId, account._id, fileIds)
                  : launcherPaths.launch(workspaceId, account._id)
              }
            >
              {fileIds.length > 0 ? 'Launch these files' : 'Launch'}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={launcherPaths.drafts(workspaceId, account._id)}
          >
            Drafts
          </Button>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={launcherPaths.launched(workspaceId, account._id)}
          >
            Launched ads
          </Button>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={launcherPaths.launchSettings(workspaceId, account._id)}
          >
            Settings
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

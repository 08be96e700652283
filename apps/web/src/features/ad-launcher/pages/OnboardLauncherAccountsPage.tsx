import type { LauncherProvider } from '@hookline/domain';
import { Button, Checkbox, Group, Radio, Stack, Text, Title, Skeleton } from '@mantine/core';
import { IconArrowLeft, IconBrandFacebook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AD_LAUNCHER_KEYS, adLauncherApi, connectPlatformUrl } from '../../../api/adlauncher-api.ts';
import { LimitReachedDialog } from '../../../ui/LimitReachedDialog.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { useLauncherWorkspace } from '../hooks/use-launcher-workspace.ts';
import { useOnboardLauncherAccounts } from '../hooks/use-onboard-launcher-accounts.ts';
import { launcherPaths } from '../launcher-paths.ts';

/** `adlauncher/:workspaceId/onboard/ad-accounts`: choose a platform, pick its accounts, add them. */
export function OnboardLauncherAccountsPage() {
  const { workspaceId, workspace, canManage } = useLauncherWorkspace();
  const navigate = useNavigate();
  const [platform, setPlatform] = useState<LauncherProvider>('sandbox');
  const { onboard, limitMessage, closeLimitDialog } = useOnboardLauncherAccounts(workspaceId, () => {
    void navigate(launcherPaths.home(workspaceId));
  });
  return (
    <PageContainer
      title="Connect ad accounts"
      description="Add the ad accounts this workspace launches ads on."
      actions={
        <Button
          component={Link}
          to={launcherPaths.home(workspaceId)}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          Ad accounts
        </Button>
      }
    >
      {!workspace ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading">
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      ) : !canManage ? (
        <EmptyState
          title="Only workspace admins connect ad accounts"
          text="Ask an admin of this workspace to connect the ad account you want to launch on."
        />
      ) : (
        <Stack gap="lg" maw={720}>
          <section aria-labelledby="launcher-platform">
            <Title order={2} fz={18} id="launcher-platform" mb="xs">
              1. Choose a platform
            </Title>
            <Radio.Group value={platform} onChange={(value) => setPlatform(value)}>
              <Stack gap="xs">
                <Radio
                  value="sandbox"
                  label="Sandbox"
                  description="Offline ad accounts for trying the whole loop; no sign-in."
                />
                <Radio value="meta" label="Meta" description="Your Facebook and Instagram ad accounts." />
              </Stack>
            </Radio.Group>
          </section>
          {platform === 'meta' && (
            <Group>
              <Button
                leftSection={<IconBrandFacebook size={16} />}
                onClick={() => window.location.assign(connectPlatformUrl('meta', workspaceId, 'launcher'))}
              >
                Continue with Facebook
              </Button>
              <Text size="sm" c="dimmed">
                Sign in with Facebook to list the ad accounts you manage.
              </Text>
            </Group>
          )}
          <section aria-labelledby="launcher-accounts">
            <Title order={2} fz={18} id="launcher-accounts" mb="xs">
              2. Choose ad accounts
            </Title>
            <AvailableAccounts
              key={platform}
              platform={platform}
              workspaceId={workspaceId}
              adding={onboard.isPending}
              onAdd={(accountIds) => onboard.mutate({ platform, accountIds })}
            />
          </section>
          <LimitReachedDialog
            limit={
              limitMessage === null
                ? null
                : {
                    message: limitMessage,
                    upgradeText: 'Upgrade the Ad Launcher add-on to connect more ad accounts.',
                  }
            }
            onClose={closeLimitDialog}
          />
        </Stack>
      )}
    </PageContainer>
  );
}

interface AvailableAccountsProps {
  platform: LauncherProvider;
  workspaceId: string;
  adding: boolean;
  onAdd: (accountIds: string[]) => void;
}

function AvailableAccounts({ platform, workspaceId, adding, onAdd }: AvailableAccountsProps) {
  const available = useQuery({
    queryKey: AD_LAUNCHER_KEYS.available(platform, workspaceId),
    queryFn: ({ signal }) => adLauncherApi.available(platform, workspaceId, signal),
  });
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <QueryState
      query={available}
      what="the platform's ad accounts"
      isEmpty={(data) => data.length === 0}
      empty={
        <Text c="dimmed">
          {platform === 'meta'
            ? 'No ad accounts yet: continue with Facebook first.'
            : 'The sandbox offers no ad accounts right now.'}
        </Text>
      }
    >
      {(data) => (
        <Stack gap="sm">
          <Checkbox.Group value={picked} onChange={setPicked} aria-label="Available ad accounts">
            <Stack gap="xs">
              {data.map((account) => (
                <Checkbox
                  key={account.adAccountId}
                  value={account.adAccountId}
                  label={account.name}
                  description={`${account.adAccountId}${account.onboarded ? ' · Already added' : ''}`}
                  disabled={account.onboarded === true}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button disabled={picked.length === 0} loading={adding} onClick={() => onAdd(picked)}>
              {picked.length === 1 ? 'Add 1 ad account' : `Add ${picked.length} ad accounts`}
            </Button>
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}

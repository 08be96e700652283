import type { LauncherProvider } from '@hookline/domain';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, Title, Skeleton } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconBrandFacebook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { adAccountsApi } from '../../../api/ad-accounts-api.ts';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { LimitReachedDialog } from '../../../ui/LimitReachedDialog.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { SIGN_IN_BUTTON_LABELS, signInExit, signInOutcome } from '../../../ui/platform-sign-in.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { useLauncherWorkspace } from '../hooks/use-launcher-workspace.ts';
import { useOnboardLauncherAccounts } from '../hooks/use-onboard-launcher-accounts.ts';
import { launcherPaths } from '../launcher-paths.ts';

/** `adlauncher/:workspaceId/onboard/ad-accounts`: choose a platform, pick its accounts, add them. */
export function OnboardLauncherAccountsPage() {
  const { workspaceId, workspace, canManage } = useLauncherWorkspace();
  const navigate = useNavigate();
  // Back from Facebook's sign-in: Meta is picked again to list its accounts, or the reason it failed is shown.
  const [search, setSearch] = useSearchParams();
  const outcome = signInOutcome(search);
  const [platform, setPlatform] = useState<LauncherProvider>(
    outcome.connected === 'meta' ? 'meta' : 'sandbox',
  );
  // The browser goes to Facebook's own sign-in and comes back to this page.
  const signIn = useMutation({
    mutationFn: async () => {
      const { url } = await adAccountsApi.startSignIn('meta', { workspaceId, purpose: 'launcher' });
      signInExit.assign(url);
    },
  });
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
          {outcome.connectError && (
            <Alert
              color="red"
              role="alert"
              icon={<IconAlertTriangle size={18} />}
              title="Meta was not connected"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setSearch({}, { replace: true })}
            >
              {outcome.connectError}
            </Alert>
          )}
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
                loading={signIn.isPending}
                onClick={() => signIn.mutate()}
              >
                {SIGN_IN_BUTTON_LABELS.meta}
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

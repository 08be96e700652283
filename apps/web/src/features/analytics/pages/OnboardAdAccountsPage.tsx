import type { AdAccountProvider } from '@hookline/domain';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { AdAccountLimitDialog } from '../ad-accounts/components/AdAccountLimitDialog.tsx';
import { AvailableAccountsPicker } from '../ad-accounts/components/AvailableAccountsPicker.tsx';
import { ConnectNotAllowed } from '../ad-accounts/components/ConnectNotAllowed.tsx';
import { OnboardStep } from '../ad-accounts/components/OnboardStep.tsx';
import { PlatformConnectStep } from '../ad-accounts/components/PlatformConnectStep.tsx';
import { PlatformPicker } from '../ad-accounts/components/PlatformPicker.tsx';
import { PROVIDER_NAMES } from '../ad-accounts/ad-account-labels.ts';
import { useOnboardAdAccounts } from '../ad-accounts/hooks/use-onboard-ad-accounts.ts';
import { useAnalyticsPlan } from '../ad-accounts/hooks/use-analytics-usage.ts';
import { usePlatformConnection } from '../ad-accounts/hooks/use-platform-connection.ts';
import { planAnalyticsLimitsText } from '../ad-accounts/plan-limit-labels.ts';
import { signInOutcome } from '../../../ui/platform-sign-in.ts';
import { analyticsPaths } from '../analytics-paths.ts';
import { useActiveAdAccount } from '../hooks/use-active-ad-account.ts';
import { useAnalyticsWorkspace } from '../hooks/use-analytics-workspace.ts';

/** `analytics/:workspaceId/onboard/ad-accounts`: pick a platform, connect it, add some of its accounts. */
export function OnboardAdAccountsPage() {
  const { workspaceId, workspace, canManage } = useAnalyticsWorkspace();
  const adAccountsPath = analyticsPaths.adAccounts(workspaceId);
  return (
    <PageContainer
      title="Connect ad accounts"
      description="Add ad accounts to this workspace; their figures are read in the background."
      actions={
        <Button
          component={Link}
          to={adAccountsPath}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          style={{ flexShrink: 0 }}
        >
          Ad accounts
        </Button>
      }
    >
      {!workspace ? (
        <Stack gap="md" maw={720} aria-busy="true" aria-label="Loading">
          <Skeleton height={120} radius="md" />
          <Skeleton height={80} radius="md" />
        </Stack>
      ) : canManage ? (
        <OnboardingSteps workspaceId={workspaceId} orgId={workspace.orgId} />
      ) : (
        <ConnectNotAllowed adAccountsPath={adAccountsPath} />
      )}
    </PageContainer>
  );
}

function OnboardingSteps({ workspaceId, orgId }: { workspaceId: string; orgId: string }) {
  const navigate = useNavigate();
  const { organisations } = useActiveOrg();
  const plan = useAnalyticsPlan(organisations.find((org) => org._id === orgId));
  const { setActiveAdAccountId } = useActiveAdAccount(workspaceId);
  // Back from a platform's sign-in: its platform is picked again, or the reason it failed is shown.
  const [search, setSearch] = useSearchParams();
  const outcome = signInOutcome(search);
  const [platform, setPlatform] = useState<AdAccountProvider | null>(outcome.connected);
  const { onboard, limitMessage, closeLimitDialog } = useOnboardAdAccounts({
    workspaceId,
    orgId,
    onOnboarded: (adAccountIds) => {
      // The first new account becomes the active one, so reports open on it.
      if (adAccountIds[0]) setActiveAdAccountId(adAccountIds[0]);
      void navigate(analyticsPaths.adAccounts(workspaceId));
    },
  });

  return (
    <Stack gap="md" maw={720}>
      {outcome.connectError && (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle size={18} />}
          title="The ad platform was not connected"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setSearch({}, { replace: true })}
        >
          {outcome.connectError}
        </Alert>
      )}
      <OnboardStep number={1} title="Choose a platform">
        <PlatformPicker value={platform} onChange={setPlatform} />
      </OnboardStep>
      {platform && (
        // Keyed by platform: the connection and the ticked accounts belong to one platform.
        <PlatformSteps
          key={platform}
          platform={platform}
          workspaceId={workspaceId}
          adding={onboard.isPending}
          planNote={plan && planAnalyticsLimitsText(plan)}
          onAdd={(accountIds) => onboard.mutate({ platform, accountIds })}
        />
      )}
      <AdAccountLimitDialog message={limitMessage} plan={plan} onClose={closeLimitDialog} />
    </Stack>
  );
}

interface PlatformStepsProps {
  platform: AdAccountProvider;
  workspaceId: string;
  adding: boolean;
  planNote: string | undefined;
  onAdd: (accountIds: string[]) => void;
}

function PlatformSteps({ platform, workspaceId, ...picker }: PlatformStepsProps) {
  const connectionState = usePlatformConnection(platform, workspaceId);
  const connected = connectionState.connection.data?.connected ?? false;
  return (
    <>
      <OnboardStep
        number={2}
        title={platform === 'sandbox' ? 'Connect the sandbox' : `Connect ${PROVIDER_NAMES[platform]}`}
      >
        <PlatformConnectStep platform={platform} {...connectionState} />
      </OnboardStep>
      {connected && (
        <OnboardStep number={3} title="Choose ad accounts">
          <AvailableAccountsPicker platform={platform} workspaceId={workspaceId} {...picker} />
        </OnboardStep>
      )}
    </>
  );
}

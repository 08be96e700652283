import type { Organisation } from '@hookline/domain';
import { Alert, Button, Group, Skeleton, SimpleGrid, Stack } from '@mantine/core';
import { IconHeadset, IconInfoCircle, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ORG_KEYS, orgsApi } from '../../../api/orgs-api.ts';
import { useActiveSubscriptions, useBillingAccess } from '../../../app/session/use-active-subscriptions.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SettingsPanelHeader } from '../../../ui/SettingsPanelHeader.tsx';
import { cancelLosses } from '../cancel-losses.ts';
import { openPendingTab } from '../leave-for.ts';
import { hasPaidSubscription } from '../checkout-selection.ts';
import { useBillingMutations, usePostPurchaseRefetch, usePricingPlans } from '../hooks/use-billing.ts';
import { BillingDialogsProvider, useBillingDialogs } from './billing-dialogs.tsx';
import { CancelAllDialog, CancelAllSection } from './CancelAllSection.tsx';
import { LegacyPage } from './LegacyPage.tsx';
import { PerProductPage } from './PerProductPage.tsx';
import { useReleasedModules } from '../../../ui/released-modules.tsx';

function Loading() {
  return (
    <Stack gap="lg" py="lg" aria-busy="true" aria-label="Loading your subscription">
      <Skeleton height={22} width="35%" />
      <SimpleGrid cols={{ base: 2, md: 3, xl: 5 }} spacing="sm">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={76} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={36} width="60%" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={320} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Settings › Organisation › Subscriptions (`?TAB=subscription` or `?TAB=pricing`): the legacy pricing page
 * or the per-product page, as the organisation's flag says.
 */
export function SubscriptionTab({ org }: { org: Organisation }) {
  const active = useActiveSubscriptions(org._id);
  const access = useBillingAccess(org._id);
  return (
    <BillingDialogsProvider
      orgId={org._id}
      schedulingUrl={access.data?.contactSalesUrl}
      isManualSubscription={active.data?.subscriptionInfo.isManualSubscription ?? false}
    >
      <SubscriptionContent org={org} />
    </BillingDialogsProvider>
  );
}

function SubscriptionContent({ org }: { org: Organisation }) {
  const released = useReleasedModules();
  const dialogs = useBillingDialogs();
  const active = useActiveSubscriptions(org._id);
  const plans = usePricingPlans(org._id);
  const usage = useQuery({
    queryKey: ORG_KEYS.usage(org._id),
    queryFn: ({ signal }) => orgsApi.usage(org._id, signal),
  });
  const mutations = useBillingMutations(org._id);
  const [cancelOpen, setCancelOpen] = useState(false);
  usePostPurchaseRefetch(org._id);

  const header = (actions?: boolean) => (
    <SettingsPanelHeader
      title="Subscriptions"
      description="Your plans, add-ons and what your organisation uses."
      actions={
        actions && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconHeadset size={16} />}
              onClick={() => dialogs.contactSupport()}
            >
              Contact Support
            </Button>
            {active.data &&
              (active.data.stripe_customer_id !== null ||
                hasPaidSubscription(active.data.activeSubscriptions)) && (
                <Button
                  variant="default"
                  leftSection={<IconReceipt size={16} />}
                  loading={mutations.billingSession.isPending}
                  onClick={() => mutations.billingSession.mutate(openPendingTab())}
                >
                  Manage billing
                </Button>
              )}
          </Group>
        )
      }
    />
  );

  const queries = [active, plans, usage];
  if (queries.some((query) => query.isError)) {
    return (
      <>
        {header()}
        <LoadError
          what="your subscription"
          retrying={queries.some((query) => query.isRefetching)}
          onRetry={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
        />
      </>
    );
  }
  if (!active.data || !plans.data || !usage.data) {
    return (
      <>
        {header()}
        <Loading />
      </>
    );
  }

  const data = active.data;
  const paid = hasPaidSubscription(data.activeSubscriptions);
  const pageProps = {
    active: data,
    plans: plans.data,
    usage: usage.data.usageMetrics,
    mutations,
    onCancelAll: () => {
      if (!dialogs.stopIfManual('cancel')) setCancelOpen(true);
    },
  };

  return (
    <Stack gap="xl" pb="xl">
      {header(true)}
      {data.subscriptionInfo.isManualSubscription && (
        <Alert
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title="Your subscription is managed by our team"
        >
          Changes to your plans go through our support team: use Contact Support and we’ll take care of it.
        </Alert>
      )}
      {plans.data.length === 0 ? (
        <Alert variant="light" icon={<IconInfoCircle size={18} />} title="No plans are on sale right now">
          Contact our support team and we’ll set up your subscription.
        </Alert>
      ) : data.pricingPage === 'legacy' ? (
        <LegacyPage {...pageProps} />
      ) : (
        <PerProductPage {...pageProps} />
      )}
      {paid && <CancelAllSection onCancel={pageProps.onCancelAll} />}
      <CancelAllDialog
        opened={cancelOpen}
        losses={cancelLosses({
          subscriptions: data.activeSubscriptions,
          plans: plans.data,
          limits: data.usageLimits,
          released,
        })}
        loading={mutations.cancelAll.isPending}
        onClose={() => setCancelOpen(false)}
        onConfirm={() => mutations.cancelAll.mutate(undefined, { onSuccess: () => setCancelOpen(false) })}
      />
    </Stack>
  );
}

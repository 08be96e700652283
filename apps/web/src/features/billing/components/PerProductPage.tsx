import {
  COMING_SOON,
  isProductCodeSold,
  PRODUCT_AREAS,
  PRODUCT_CODES,
  bytesToGB,
  type PlanCode,
  type PlanInterval,
  type PricingPlan,
  type ProductArea,
  type UsageMetricsResponse,
} from '@hookline/domain';
import { ContainerGrid } from './ContainerGrid.tsx';
import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ActiveSubscriptions } from '../../../api/subscriptions-api.ts';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import {
  activeSubscriptionOf,
  blockedStandingOf,
  currentPeriod,
  currentPlanOf,
  hasPaidSubscription,
  periodLocked,
  type PendingSelection,
} from '../checkout-selection.ts';
import type { BillingMutations } from '../hooks/use-billing.ts';
import { AdLauncherPanel, CreativeHubPanel } from './AddOnPanels.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { PeriodSwitch } from './PeriodSwitch.tsx';
import { PlanCard } from './PlanCard.tsx';
import { UsageSummary } from './UsageSummary.tsx';
import { useReleasedModules } from '../../../ui/released-modules.tsx';

export interface SubscriptionPageProps {
  active: ActiveSubscriptions;
  plans: readonly PricingPlan[];
  usage: UsageMetricsResponse['usageMetrics'];
  mutations: BillingMutations;
  /** Opens the cancellation warning (Cancel all, or the free plan chosen while subscribed). */
  onCancelAll: () => void;
}

const isArea = (value: string): value is ProductArea => PRODUCT_AREAS.some((item) => item.area === value);

/** The product tab the address's hash names (#research_analytics, #ad_launcher, #creative_hub). */
function areaFromHash(hash: string): ProductArea {
  const value = hash.replace(/^#/, '');
  return isArea(value) ? value : 'research_analytics';
}

/**
 * The per-product page (spec section 4): current usage; Research + Creative Analytics with its plans and
 * the Monthly/Yearly switch; the two add-ons; the checkout summary.
 */
export function PerProductPage({ active, plans, usage, mutations, onCancelAll }: SubscriptionPageProps) {
  const released = useReleasedModules();
  const location = useLocation();
  const navigate = useNavigate();
  const { activeWorkspace } = useActiveWorkspace();
  const area = areaFromHash(location.hash);
  const subscriptions = active.activeSubscriptions;
  const [period, setPeriod] = useState<PlanInterval>(currentPeriod(subscriptions) ?? 'monthly');
  const [selection, setSelection] = useState<PendingSelection>({});
  const suite = plans.find((plan) => plan.product_code === PRODUCT_CODES.creative_suite);
  const suiteCurrent = currentPlanOf(subscriptions, PRODUCT_CODES.creative_suite);
  const paid = hasPaidSubscription(subscriptions);

  const choose = (plan: PlanCode) => {
    if (plan === 'free' && suiteCurrent !== 'free') {
      onCancelAll();
      return;
    }
    setSelection((current) => {
      const { [PRODUCT_CODES.creative_suite]: _previous, ...others } = current;
      return plan === suiteCurrent ? others : { ...others, [PRODUCT_CODES.creative_suite]: { plan } };
    });
  };

  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="usage-title">
        <Title order={3} fz="md" id="usage-title">
          Current usage
        </Title>
        <UsageSummary usage={usage} limits={active.usageLimits} />
      </Stack>

      <Tabs
        value={area}
        onChange={(value) => {
          if (value && isArea(value)) {
            void navigate({ search: location.search, hash: `#${value}` }, { replace: true });
          }
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Products">
          {PRODUCT_AREAS.map((item) => (
            <Tabs.Tab
              key={item.area}
              value={item.area}
              fz="sm"
              fw={600}
              rightSection={
                isProductCodeSold(item.productCode, released) ? undefined : (
                  <Badge size="xs" variant="light" color="gray" radius="sm">
                    {COMING_SOON}
                  </Badge>
                )
              }
            >
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value="research_analytics" pt="lg">
          <Stack gap="lg">
            <PeriodSwitch value={period} onChange={setPeriod} locked={periodLocked(subscriptions)} />
            {suite ? (
              <ContainerGrid cols={{ base: 1, '620px': 3 }} spacing="md">
                {suite.subscription_plans.map((plan) => (
                  <PlanCard
                    key={plan.subscription_plan}
                    plan={plan}
                    period={period}
                    current={suiteCurrent}
                    standing={blockedStandingOf(subscriptions, PRODUCT_CODES.creative_suite)}
                    selected={selection[PRODUCT_CODES.creative_suite]?.plan === plan.subscription_plan}
                    onChoose={choose}
                  />
                ))}
              </ContainerGrid>
            ) : (
              <Text c="dimmed" size="sm">
                Research + Creative Analytics plans aren’t on sale right now. Contact support to subscribe.
              </Text>
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="ad_launcher" pt="lg">
          <AdLauncherPanel
            plan={plans.find((plan) => plan.product_code === PRODUCT_CODES.adlauncher)}
            subscription={activeSubscriptionOf(subscriptions, PRODUCT_CODES.adlauncher)}
            paid={paid}
            mutations={mutations}
            activeAccounts={usage.adLauncherAdAccountCount}
            manageAdAccountsTo={
              activeWorkspace
                ? `/app/analytics/${encodeURIComponent(activeWorkspace._id)}/ad-accounts`
                : '/app'
            }
          />
        </Tabs.Panel>

        <Tabs.Panel value="creative_hub" pt="lg">
          <CreativeHubPanel
            plan={plans.find((plan) => plan.product_code === PRODUCT_CODES.creative_hub)}
            subscription={activeSubscriptionOf(subscriptions, PRODUCT_CODES.creative_hub)}
            paid={paid}
            mutations={mutations}
            usedGB={bytesToGB(usage.driveSize)}
            creativeHubTo="/app/library/all"
          />
        </Tabs.Panel>
      </Tabs>

      <CheckoutSummary
        plans={plans}
        subscriptions={subscriptions}
        selection={selection}
        period={period}
        mutations={mutations}
        onDone={() => setSelection({})}
      />
    </Stack>
  );
}

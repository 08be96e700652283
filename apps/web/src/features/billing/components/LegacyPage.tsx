import {
  COMING_SOON,
  isFeatureLineComingSoon,
  isProductCodeSold,
  LEGACY_PRODUCT_CODES,
  type PlanCode,
  type PlanInterval,
  type PricingPlan,
} from '@hookline/domain';
import { ContainerGrid } from './ContainerGrid.tsx';
import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import {
  blockedStandingOf,
  currentPeriod,
  currentPlanOf,
  periodLocked,
  type PendingSelection,
} from '../checkout-selection.ts';
import { displayedFeature, formatUsd, monthlyPriceFor } from '../plan-display.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { PeriodSwitch } from './PeriodSwitch.tsx';
import { PlanCard } from './PlanCard.tsx';
import { UsageSummary } from './UsageSummary.tsx';
import type { SubscriptionPageProps } from './PerProductPage.tsx';
import { useReleasedModules } from '../../../ui/released-modules.tsx';

/**
 * The legacy pricing page (spec section 4, "Plan change"): one card per product with its plan, Change Plan
 * to pick another, and the checkout summary of the picks.
 */
export function LegacyPage({ active, plans, usage, mutations }: SubscriptionPageProps) {
  const released = useReleasedModules();
  const subscriptions = active.activeSubscriptions;
  const [period, setPeriod] = useState<PlanInterval>(currentPeriod(subscriptions) ?? 'monthly');
  const [selection, setSelection] = useState<PendingSelection>({});
  const [changing, setChanging] = useState<PricingPlan | null>(null);
  const products = LEGACY_PRODUCT_CODES.map((code) =>
    plans.find((plan) => plan.product_code === code),
  ).filter((plan): plan is PricingPlan => plan !== undefined);

  const pick = (product: PricingPlan, plan: PlanCode) => {
    const current = currentPlanOf(subscriptions, product.product_code);
    setSelection((previous) => {
      const { [product.product_code]: _previous, ...others } = previous;
      return plan === current ? others : { ...others, [product.product_code]: { plan } };
    });
    setChanging(null);
  };

  return (
    <Stack gap="xl">
      <UsageSummary usage={usage} limits={active.usageLimits} />
      <PeriodSwitch value={period} onChange={setPeriod} locked={periodLocked(subscriptions)} />
      <ContainerGrid cols={{ base: 1, '560px': 2, '900px': 3 }} spacing="md">
        {products.map((product) => {
          const current = currentPlanOf(subscriptions, product.product_code);
          const picked = selection[product.product_code]?.plan;
          const shown = product.subscription_plans.find(
            (plan) => plan.subscription_plan === (picked ?? current),
          );
          // A module that doesn't exist yet is not sold; an organisation on one of its paid plans may leave it.
          const comingSoon = !isProductCodeSold(product.product_code, released);
          return (
            <Card
              key={product.product_code}
              withBorder
              radius="lg"
              padding="lg"
              component="article"
              aria-label={product.product_name}
            >
              <Stack gap="sm" h="100%">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} fz="lg">
                    {product.product_name}
                  </Text>
                  {comingSoon && current === 'free' && !picked ? (
                    <Badge variant="light" color="gray" radius="sm">
                      {COMING_SOON}
                    </Badge>
                  ) : (
                    <Badge variant={picked ? 'filled' : 'light'} radius="sm">
                      {picked ? 'New plan' : 'Current plan'}: {shown?.plan_name ?? current}
                    </Badge>
                  )}
                </Group>
                {shown && (
                  <Group gap={4} align="baseline">
                    <Text fz={26} fw={800} lh={1}>
                      {formatUsd(monthlyPriceFor(shown, period))}
                    </Text>
                    <Text size="sm" c="dimmed">
                      / month
                    </Text>
                  </Group>
                )}
                <Stack gap={4} style={{ flex: 1 }}>
                  {shown?.feature_highlights.map((highlight) => (
                    <Text key={highlight} size="sm" c="dimmed">
                      • {displayedFeature(highlight)}
                      {!comingSoon && isFeatureLineComingSoon(highlight, released) && ` (${COMING_SOON})`}
                    </Text>
                  ))}
                </Stack>
                {comingSoon && current === 'free' ? (
                  <Button variant="light" disabled>
                    {COMING_SOON}
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    onClick={() => setChanging(product)}
                    aria-label={`Change Plan: ${product.product_name}`}
                  >
                    Change Plan
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </ContainerGrid>
      <CheckoutSummary
        plans={plans}
        subscriptions={subscriptions}
        selection={selection}
        period={period}
        mutations={mutations}
        onDone={() => setSelection({})}
      />
      <Modal
        {...DIALOG_PROPS}
        opened={changing !== null}
        onClose={() => setChanging(null)}
        title={changing ? `Change plan: ${changing.product_name}` : ''}
        centered
        radius="lg"
        size="xl"
      >
        {changing && (
          <ContainerGrid cols={{ base: 1, '620px': 3 }} spacing="md">
            {changing.subscription_plans.map((plan) => (
              <PlanCard
                key={plan.subscription_plan}
                plan={plan}
                period={period}
                current={currentPlanOf(subscriptions, changing.product_code)}
                standing={blockedStandingOf(subscriptions, changing.product_code)}
                selected={selection[changing.product_code]?.plan === plan.subscription_plan}
                onChoose={(code) => pick(changing, code)}
                comingSoon={!isProductCodeSold(changing.product_code, released)}
              />
            ))}
          </ContainerGrid>
        )}
      </Modal>
    </Stack>
  );
}

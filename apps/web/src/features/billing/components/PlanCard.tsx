import {
  COMING_SOON,
  isFeatureLineComingSoon,
  type PlanCode,
  type PlanInterval,
  type SubscriptionPlan,
} from '@hookline/domain';
import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import {
  displayedFeature,
  formatUsd,
  monthlyPriceFor,
  PLAN_BUTTON_LABELS,
  planButton,
} from '../plan-display.ts';
import { useReleasedModules } from '../../../ui/released-modules.tsx';

interface PlanCardProps {
  plan: SubscriptionPlan;
  period: PlanInterval;
  /** The plan the organisation is on for this product. */
  current: PlanCode;
  /** Picked in the pending selection, not bought yet. */
  selected: boolean;
  /** Why the current plan's modules are blocked ('Unpaid', 'Blocked'); none while they are open. */
  standing?: string | null;
  onChoose: (plan: PlanCode) => void;
  /** The plan's product is a module that doesn't exist yet: its paid plans can't be chosen. */
  comingSoon?: boolean;
}

/** A plan: name, price a month, highlights, and Choose / Change / Downgrade or 'Current plan'. */
export function PlanCard({
  plan,
  period,
  current,
  selected,
  standing = null,
  onChoose,
  comingSoon = false,
}: PlanCardProps) {
  const released = useReleasedModules();
  const button = planButton(plan.subscription_plan, current);
  // Leaving for the free plan stays possible; buying a plan of a module that doesn't exist yet isn't.
  const notSold = comingSoon && plan.subscription_plan !== 'free';
  const price = monthlyPriceFor(plan, period);
  const isCurrent = button === 'current';
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={`${plan.plan_name} plan`}
      style={{
        borderColor: selected || isCurrent ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: selected || isCurrent ? 2 : 1,
      }}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} fz="lg">
            {plan.plan_name}
          </Text>
          {notSold && !isCurrent && (
            <Badge variant="light" color="gray" radius="sm">
              {COMING_SOON}
            </Badge>
          )}
          {isCurrent && (
            <Group gap={6} wrap="nowrap">
              {standing && (
                <Badge variant="light" color="red" radius="sm">
                  {standing}
                </Badge>
              )}
              <Badge variant="light" radius="sm">
                Current plan
              </Badge>
            </Group>
          )}
          {selected && !isCurrent && (
            <Badge variant="filled" radius="sm">
              Selected
            </Badge>
          )}
        </Group>
        <div>
          <Group gap={4} align="baseline">
            <Text fz={32} fw={800} lh={1}>
              {formatUsd(price)}
            </Text>
            <Text size="sm" c="dimmed">
              / month
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {plan.price_monthly === 0
              ? 'Free forever'
              : period === 'yearly'
                ? `${formatUsd(plan.price_yearly)} billed yearly`
                : 'Billed monthly'}
          </Text>
        </div>
        <List
          spacing={6}
          size="sm"
          style={{ flex: 1 }}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" color="teal">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {plan.feature_highlights.map((highlight) =>
            isFeatureLineComingSoon(highlight, released) ? (
              <List.Item
                key={highlight}
                c="dimmed"
                icon={
                  <ThemeIcon size={18} radius="xl" variant="light" color="gray">
                    <IconClock size={12} />
                  </ThemeIcon>
                }
              >
                {displayedFeature(highlight)}{' '}
                <Badge component="span" size="xs" variant="light" color="gray" radius="sm">
                  {COMING_SOON}
                </Badge>
              </List.Item>
            ) : (
              <List.Item key={highlight}>{displayedFeature(highlight)}</List.Item>
            ),
          )}
        </List>
        {isCurrent ? (
          <Button variant="light" disabled fullWidth>
            Current plan
          </Button>
        ) : notSold ? (
          <Button variant="light" disabled fullWidth>
            {COMING_SOON}
          </Button>
        ) : (
          <Button
            fullWidth
            variant={selected ? 'filled' : button === 'downgrade' ? 'default' : 'light'}
            onClick={() => onChoose(plan.subscription_plan)}
            aria-label={`${PLAN_BUTTON_LABELS[button]}: ${plan.plan_name}`}
          >
            {selected ? 'Selected' : PLAN_BUTTON_LABELS[button]}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

import {
  BILLING_MESSAGES,
  COUNTRIES,
  type ActiveSubscription,
  type PlanCode,
  type PlanInterval,
  type PricingPlan,
  type ProductCode,
} from '@hookline/domain';
import { Button, Card, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import {
  checkoutProducts,
  selectionChanges,
  summaryAction,
  updateProducts,
  type PendingSelection,
} from '../checkout-selection.ts';
import type { BillingMutations } from '../hooks/use-billing.ts';
import { useBillingDialogs } from './billing-dialogs.tsx';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

interface CheckoutSummaryProps {
  plans: readonly PricingPlan[];
  subscriptions: readonly ActiveSubscription[];
  selection: PendingSelection;
  period: PlanInterval;
  mutations: BillingMutations;
  /** Called once the change went out, to clear the picks. */
  onDone: () => void;
}

function planName(plans: readonly PricingPlan[], productCode: ProductCode, plan: PlanCode): string {
  const product = plans.find((item) => item.product_code === productCode);
  return product?.subscription_plans.find((item) => item.subscription_plan === plan)?.plan_name ?? plan;
}

function productName(plans: readonly PricingPlan[], productCode: ProductCode): string {
  return plans.find((item) => item.product_code === productCode)?.product_name ?? productCode;
}

/**
 * The pending selection, old plan → new plan per product, and its button (spec section 4, "Plan change"):
 * Checkout (with a country) when nothing is paid for yet, Update subscription otherwise.
 */
export function CheckoutSummary({
  plans,
  subscriptions,
  selection,
  period,
  mutations,
  onDone,
}: CheckoutSummaryProps) {
  const dialogs = useBillingDialogs();
  const [countryOpen, setCountryOpen] = useState(false);
  const changes = selectionChanges(selection, subscriptions);
  const action = summaryAction({ changes, period, subscriptions });
  if (action === null) return null;

  const update = () => {
    if (dialogs.stopIfManual('update')) return;
    mutations.update.mutate(
      { products: updateProducts(selection, subscriptions), period },
      { onSuccess: onDone },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" aria-label="Checkout summary" component="section">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={3} fz="md">
            Your changes
          </Title>
          {changes.length === 0 && (
            <Text size="sm">
              Billing period: {period === 'yearly' ? 'Monthly → Yearly' : 'Yearly → Monthly'}
            </Text>
          )}
          {changes.map((change) => (
            <Group key={change.productCode} gap={8} wrap="nowrap">
              <Text size="sm" fw={600}>
                {productName(plans, change.productCode)}:
              </Text>
              <Text size="sm" c="dimmed">
                {planName(plans, change.productCode, change.from)}
              </Text>
              <IconArrowRight size={14} aria-label="to" />
              <Text size="sm" fw={600}>
                {planName(plans, change.productCode, change.to)}
                {change.quantity === undefined ? '' : ` × ${change.quantity}`}
              </Text>
            </Group>
          ))}
          <Text size="xs" c="dimmed">
            Billed {period === 'yearly' ? 'yearly' : 'monthly'}.
          </Text>
        </Stack>
        {action === 'checkout' ? (
          <Button
            leftSection={<IconShoppingCart size={16} />}
            onClick={() => {
              if (!dialogs.stopIfManual('purchase')) setCountryOpen(true);
            }}
            disabled={checkoutProducts(changes).length === 0}
          >
            Checkout
          </Button>
        ) : (
          <Button loading={mutations.update.isPending} onClick={update}>
            Update subscription
          </Button>
        )}
      </Group>
      <CountryDialog
        opened={countryOpen}
        loading={mutations.checkout.isPending}
        onClose={() => setCountryOpen(false)}
        onProceed={(countryCode) =>
          mutations.checkout.mutate({ products: checkoutProducts(changes), period, countryCode })
        }
      />
    </Card>
  );
}

/** The country the checkout needs (spec section 5): Proceed stays disabled until one is chosen. */
export function CountryDialog({
  opened,
  loading,
  onClose,
  onProceed,
}: {
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onProceed: (countryCode: string) => void;
}) {
  const [country, setCountry] = useState<string | null>(null);
  return (
    <Modal {...DIALOG_PROPS} opened={opened} onClose={onClose} title="Checkout" centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {BILLING_MESSAGES.countryRequired}
        </Text>
        <Select
          label="Country"
          placeholder="Search for your country"
          data={COUNTRY_OPTIONS}
          value={country}
          onChange={setCountry}
          searchable
          nothingFoundMessage="No country matches"
          comboboxProps={{ withinPortal: true }}
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button
            disabled={country === null}
            loading={loading}
            onClick={() => {
              if (country) onProceed(country);
            }}
          >
            Proceed to checkout
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import {
  AD_LAUNCHER_ADD_ON,
  BILLING_MESSAGES,
  CREATIVE_HUB_ADD_ON,
  CREATIVE_HUB_STORAGE_MARKS_GB,
  adLauncherMonthlyPrice,
  adLauncherVerdict,
  canCancelAdLauncher,
  canCancelCreativeHub,
  creativeHubVerdict,
  formatStorageGB,
  isProductCodeSold,
  PRODUCT_CODES,
  snapStorageGB,
  type ActiveSubscription,
  type AddOnVerdict,
  type PricingPlan,
} from '@hookline/domain';
import { Button, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AddOnChange, AddOnField } from '../../../api/subscriptions-api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import type { BillingMutations } from '../hooks/use-billing.ts';
import { formatUsd } from '../plan-display.ts';
import { AddOnCard, CannotCancelNotice } from './AddOnCard.tsx';
import { useBillingDialogs } from './billing-dialogs.tsx';
import { CountryDialog } from './CheckoutSummary.tsx';
import { useReleasedModules } from '../../../ui/released-modules.tsx';

interface AddOnPanelProps {
  plan: PricingPlan | undefined;
  subscription: ActiveSubscription | undefined;
  /** Whether the organisation pays for anything: a purchase is then added to that subscription. */
  paid: boolean;
  mutations: BillingMutations;
}

/** The add-on's paid plan as sold: its first plan that isn't free. */
const soldPlan = (plan: PricingPlan | undefined) =>
  plan?.subscription_plans.find((item) => item.subscription_plan !== 'free') ?? plan?.subscription_plans[0];

/** Purchase, Update or Contact Sales, by the verdict and whether the add-on is bought. */
function useAddOnActions(
  input: AddOnPanelProps & {
    field: AddOnField;
    quantity: number;
    verdict: AddOnVerdict;
    topic: string;
    /** The chosen size as a user reads it ('4 ad accounts', '200 GB'). */
    sizeLabel: string;
    /** Its price a month, as shown on the card. */
    price: string;
    /** The size bought now, while the add-on is. */
    currentLabel: string | null;
  },
) {
  const dialogs = useBillingDialogs();
  const [countryOpen, setCountryOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmPurchase, setConfirmPurchase] = useState(false);
  const change: AddOnChange =
    input.field === 'fileSizeInGB'
      ? { fileSizeInGB: input.quantity }
      : { adlauncher_ad_account_count: input.quantity };

  const purchase = () => {
    if (dialogs.stopIfManual(input.subscription ? 'update' : 'purchase')) return;
    setConfirmPurchase(true);
  };

  /** After the confirmation: a checkout when nothing is paid for, else a change of the subscription. */
  const proceed = () => {
    if (!input.paid && !input.subscription) {
      setConfirmPurchase(false);
      setCountryOpen(true);
      return;
    }
    input.mutations.updateAddOn.mutate(change, { onSettled: () => setConfirmPurchase(false) });
  };

  const buying = !input.subscription;
  const chargedWhen = !input.paid
    ? `You pay ${input.price} at checkout today, then ${input.price} every month until you cancel.`
    : buying
      ? `It is added to your current subscription: you are charged today for the rest of this billing period, then ${input.price} a month with your subscription.`
      : `Your subscription changes today; the difference for the rest of this billing period is charged (or credited) now, then ${input.price} a month.`;

  let primary;
  if (input.verdict.kind === 'contact_sales') {
    primary = (
      <Button onClick={() => dialogs.contactSales(input.topic)}>{BILLING_MESSAGES.contactSales}</Button>
    );
  } else if (input.subscription) {
    primary = (
      <Button
        onClick={purchase}
        disabled={input.verdict.kind !== 'ok' || input.quantity === input.subscription.quantity}
        loading={input.mutations.updateAddOn.isPending}
      >
        Update add-on
      </Button>
    );
  } else {
    primary = (
      <Button
        onClick={purchase}
        disabled={input.verdict.kind !== 'ok'}
        loading={input.mutations.updateAddOn.isPending || input.mutations.checkout.isPending}
      >
        Purchase
      </Button>
    );
  }

  const dialogsNode = (
    <>
      <CountryDialog
        opened={countryOpen}
        loading={input.mutations.checkout.isPending}
        onClose={() => setCountryOpen(false)}
        onProceed={(countryCode) => {
          const plan = soldPlan(input.plan);
          if (!input.plan || !plan) return;
          input.mutations.checkout.mutate({
            products: [
              {
                product_code: input.plan.product_code,
                plan_code: plan.subscription_plan,
                quantity: input.quantity,
              },
            ],
            period: 'monthly',
            countryCode,
          });
        }}
      />
      <ConfirmDialog
        opened={confirmPurchase}
        title={buying ? `Buy ${input.topic}?` : `Change ${input.topic}?`}
        confirmLabel={
          buying ? (input.paid ? `Pay ${input.price} a month` : 'Continue to checkout') : 'Update add-on'
        }
        loading={input.mutations.updateAddOn.isPending}
        onClose={() => setConfirmPurchase(false)}
        onConfirm={proceed}
      >
        <Stack gap="xs">
          <Text size="sm">
            {buying
              ? `${input.topic}: ${input.sizeLabel}, for ${input.price} a month.`
              : `${input.topic} goes from ${input.currentLabel} to ${input.sizeLabel}, for ${input.price} a month.`}
          </Text>
          <Text size="sm">{chargedWhen}</Text>
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirmCancel}
        title={`Cancel ${input.topic}?`}
        confirmLabel="Cancel add-on"
        danger
        loading={input.mutations.cancelAddOn.isPending}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() =>
          input.mutations.cancelAddOn.mutate(input.field, { onSettled: () => setConfirmCancel(false) })
        }
      >
        The add-on stops now and your organisation returns to the free tier.
      </ConfirmDialog>
    </>
  );
  return { primary, dialogsNode, openCancel: () => setConfirmCancel(true), dialogs };
}

const accountsLabel = (count: number) => `${count} ad ${count === 1 ? 'account' : 'accounts'}`;

/** The Ad Launcher add-on: 1 to 20 accounts, $99 for the first and $20 for each after it. */
export function AdLauncherPanel(
  props: AddOnPanelProps & { activeAccounts: number; manageAdAccountsTo: string },
) {
  const released = useReleasedModules();
  const [accounts, setAccounts] = useState(props.subscription?.quantity ?? AD_LAUNCHER_ADD_ON.min);
  const [cancelRefused, setCancelRefused] = useState(false);
  const verdict = adLauncherVerdict({
    accounts,
    activeAccounts: props.activeAccounts,
    subscribed: props.subscription !== undefined,
  });
  const manage = { label: 'Manage ad accounts', to: props.manageAdAccountsTo };
  const comingSoon = !isProductCodeSold(PRODUCT_CODES.adlauncher, released);
  const actions = useAddOnActions({
    ...props,
    field: 'adlauncher_ad_account_count',
    quantity: accounts,
    verdict,
    topic: 'Ad Launcher',
    sizeLabel: accountsLabel(accounts),
    price: formatUsd(adLauncherMonthlyPrice(accounts)),
    currentLabel: props.subscription ? accountsLabel(props.subscription.quantity) : null,
  });
  return (
    <>
      <AddOnCard
        title="Ad Launcher"
        description={
          comingSoon
            ? 'Launch ads from your workspaces to your ad accounts.'
            : `Launch ads from your workspaces. ${formatUsd(AD_LAUNCHER_ADD_ON.firstAccountMonthlyPrice)} a month for the first ad account, ${formatUsd(AD_LAUNCHER_ADD_ON.additionalAccountPrice)} for each one after it, with ${AD_LAUNCHER_ADD_ON.includedStorageGB} GB of storage included.`
        }
        activeLabel={props.subscription ? `Active: ${props.subscription.quantity} ad accounts` : null}
        slider={
          <Stack gap={6}>
            <Text size="sm" fw={600} id="launcher-accounts-label">
              {accounts} ad {accounts === 1 ? 'account' : 'accounts'}
            </Text>
            <Slider
              aria-labelledby="launcher-accounts-label"
              thumbLabel="Ad accounts"
              min={AD_LAUNCHER_ADD_ON.min}
              max={AD_LAUNCHER_ADD_ON.max}
              step={1}
              value={accounts}
              onChange={(value) => {
                setAccounts(value);
                setCancelRefused(false);
              }}
              marks={[1, 5, 10, 15, 20].map((value) => ({ value, label: String(value) }))}
              label={null}
              mb="lg"
            />
          </Stack>
        }
        price={formatUsd(adLauncherMonthlyPrice(accounts))}
        verdict={verdict}
        downgradeText={(inUse) =>
          `${inUse} ad accounts are active in the Ad Launcher. Disconnect some before choosing fewer.`
        }
        manage={manage}
        primary={actions.primary}
        comingSoon={comingSoon}
        secondary={
          props.subscription && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                if (actions.dialogs.stopIfManual('cancel')) return;
                if (!canCancelAdLauncher(props.activeAccounts)) setCancelRefused(true);
                else actions.openCancel();
              }}
            >
              Cancel add-on
            </Button>
          )
        }
        notice={
          cancelRefused && (
            <CannotCancelNotice
              title={BILLING_MESSAGES.cannotCancelAdLauncher}
              text={`${props.activeAccounts} ad accounts are active; without the add-on only ${AD_LAUNCHER_ADD_ON.freeTierAccounts} is allowed. Disconnect the others first.`}
              manage={manage}
            />
          )
        }
      />
      {actions.dialogsNode}
    </>
  );
}

const STORAGE_LABELS = new Set<number>([100, 500, 1000, 1500]);

/** The Creative Hub add-on: 100 to 1500 GB on the plan's marks. */
export function CreativeHubPanel(props: AddOnPanelProps & { usedGB: number; creativeHubTo: string }) {
  const released = useReleasedModules();
  const [sizeGB, setSizeGB] = useState(
    snapStorageGB(props.subscription?.quantity ?? CREATIVE_HUB_ADD_ON.minGB),
  );
  const [cancelRefused, setCancelRefused] = useState(false);
  const verdict = creativeHubVerdict({ sizeGB, usedGB: props.usedGB });
  const manage = { label: 'Open the Creative Hub', to: props.creativeHubTo };
  const metered = soldPlan(props.plan)?.metered_billing;
  const price = metered
    ? Math.round((metered.first_unit_price + (sizeGB - 1) * metered.unit_price) * 100) / 100
    : null;
  const actions = useAddOnActions({
    ...props,
    field: 'fileSizeInGB',
    quantity: sizeGB,
    verdict,
    topic: 'Creative Hub',
    sizeLabel: formatStorageGB(sizeGB),
    price: price === null ? 'the price shown at checkout' : formatUsd(price),
    currentLabel: props.subscription ? formatStorageGB(props.subscription.quantity) : null,
  });
  return (
    <>
      <AddOnCard
        title="Creative Hub storage"
        description={`More room for your creatives, from ${CREATIVE_HUB_ADD_ON.minGB} GB to ${CREATIVE_HUB_ADD_ON.maxGB.toLocaleString('en-US')} GB. ${CREATIVE_HUB_ADD_ON.freeTierGB} GB stay free without the add-on. In use now: ${formatStorageGB(props.usedGB)}.`}
        activeLabel={props.subscription ? `Active: ${formatStorageGB(props.subscription.quantity)}` : null}
        slider={
          <Stack gap={6}>
            <Text size="sm" fw={600} id="hub-storage-label">
              {formatStorageGB(sizeGB)}
            </Text>
            <Slider
              aria-labelledby="hub-storage-label"
              thumbLabel="Storage"
              min={CREATIVE_HUB_ADD_ON.minGB}
              max={CREATIVE_HUB_ADD_ON.maxGB}
              restrictToMarks
              value={sizeGB}
              onChange={(value) => {
                setSizeGB(snapStorageGB(value));
                setCancelRefused(false);
              }}
              marks={CREATIVE_HUB_STORAGE_MARKS_GB.map((value) => ({
                value,
                ...(STORAGE_LABELS.has(value) ? { label: `${value.toLocaleString('en-US')} GB` } : {}),
              }))}
              label={null}
              mb="lg"
            />
          </Stack>
        }
        price={price === null ? 'Shown at checkout' : formatUsd(price)}
        verdict={verdict}
        downgradeText={(inUse) =>
          `${formatStorageGB(inUse)} is stored in the Creative Hub. Free up room before choosing a smaller size.`
        }
        manage={manage}
        primary={actions.primary}
        comingSoon={!isProductCodeSold(PRODUCT_CODES.creative_hub, released)}
        secondary={
          props.subscription && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                if (actions.dialogs.stopIfManual('cancel')) return;
                if (!canCancelCreativeHub(props.usedGB)) setCancelRefused(true);
                else actions.openCancel();
              }}
            >
              Cancel add-on
            </Button>
          )
        }
        notice={
          cancelRefused && (
            <CannotCancelNotice
              title={BILLING_MESSAGES.cannotCancelCreativeHub}
              text={`${formatStorageGB(props.usedGB)} is stored; without the add-on ${formatStorageGB(CREATIVE_HUB_ADD_ON.freeTierGB)} is free. Free up room first.`}
              manage={manage}
            />
          )
        }
      />
      {actions.dialogsNode}
    </>
  );
}

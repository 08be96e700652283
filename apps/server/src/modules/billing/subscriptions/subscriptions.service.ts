import {
  ADD_ON_PRODUCT_OF,
  adLauncherVerdict,
  BILLING_MESSAGES,
  bytesToGB,
  canCancelAdLauncher,
  canCancelCreativeHub,
  creativeHubVerdict,
  isCountryCode,
  isProductCodeSold,
  moduleOfProductCode,
  notSoldYetMessage,
  snapStorageGB,
  type AddOnField,
  type AddOnVerdict,
  type PlanCode,
  type PlanInterval,
  type ProductCode,
  type ReleasedModules,
} from '@hookline/domain';
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import type { OrganisationRow } from '../../tenancy/index.ts';
import { STANDING_STATUSES } from '../limits/plan-limits.service.ts';
import type { ProviderItem } from '../provider/billing-provider.ts';
import { findPricingPlan } from '../provider/pricing.ts';
import { billingAccounts, pricingPlans, subscriptions } from '../tables.ts';

export interface SubscriptionCaller {
  org: Pick<OrganisationRow, 'id' | 'name'>;
  email: string;
}

export interface ProductChoice {
  product_code: ProductCode;
  plan_code: PlanCode;
  quantity?: number | undefined;
}

/** Where the provider sends the customer back: the organisation's Subscriptions tab. */
const returnUrls = (context: AppContext) => {
  const tab = `${context.config.appUrl}/app/settings?TAB=subscription`;
  return { successUrl: `${tab}&checkout=success`, cancelUrl: `${tab}&checkout=canceled`, returnUrl: tab };
};

async function billingAccountOf(context: AppContext, orgId: string) {
  const [account] = await context.database.db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.orgId, orgId))
    .limit(1);
  return account;
}

async function refuseManual(context: AppContext, orgId: string, message: string): Promise<void> {
  const account = await billingAccountOf(context, orgId);
  if (account?.manualSubscription) throw badRequest(message);
}

/** The organisation's standing rows bought through the provider (not lifetime deals nor manual ones). */
async function providerRows(context: AppContext, orgId: string) {
  return context.database.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.orgId, orgId),
        isNotNull(subscriptions.providerSubscriptionId),
        inArray(subscriptions.status, [...STANDING_STATUSES]),
      ),
    );
}

/** The customer at the provider, created on first use and kept on the billing account with the country. */
async function ensureCustomer(
  context: AppContext,
  caller: SubscriptionCaller,
  countryCode: string | null,
): Promise<string> {
  const account = await billingAccountOf(context, caller.org.id);
  const provider = context.billingProvider;
  const country = countryCode ?? account?.countryCode ?? '';
  const customerId =
    account?.customerId && account.provider === provider.name
      ? account.customerId
      : await provider.ensureCustomer({
          orgId: caller.org.id,
          orgName: caller.org.name,
          email: caller.email,
          countryCode: country,
        });
  const values = {
    provider: provider.name,
    customerId,
    countryCode: countryCode ?? account?.countryCode ?? null,
    updatedAt: new Date(),
  };
  await context.database.db
    .insert(billingAccounts)
    .values({ orgId: caller.org.id, ...values })
    .onConflictDoUpdate({ target: billingAccounts.orgId, set: values });
  return customerId;
}

/** Refuses to sell a product of a module that doesn't exist yet ('Ad Launcher is coming soon …'). */
function refuseUnreleased(productCode: ProductCode, released: ReleasedModules): void {
  const module = moduleOfProductCode(productCode);
  if (module && !isProductCodeSold(productCode, released)) throw badRequest(notSoldYetMessage(module));
}

/**
 * The chosen products as provider items: each a sold, paid plan (400 unknownPlan otherwise) of a released
 * module, unless it is kept exactly as held (`held`: the subscription's rows now).
 */
async function itemsOf(
  context: AppContext,
  products: readonly ProductChoice[],
  held: readonly { productCode: ProductCode; planCode: PlanCode; quantity: number }[] = [],
): Promise<ProviderItem[]> {
  const items: ProviderItem[] = [];
  for (const product of products) {
    const kept = held.some(
      (row) =>
        row.productCode === product.product_code &&
        row.planCode === product.plan_code &&
        row.quantity === (product.quantity ?? 1),
    );
    if (!kept) refuseUnreleased(product.product_code, context.releasedModules);
    const plan = await findPricingPlan(context.database.db, product.product_code, product.plan_code);
    if (!plan || product.plan_code === 'free') throw badRequest(BILLING_MESSAGES.unknownPlan);
    if (items.some((item) => item.productCode === product.product_code)) {
      throw badRequest(BILLING_MESSAGES.unknownPlan);
    }
    items.push({
      productCode: product.product_code,
      planCode: product.plan_code,
      quantity: product.quantity ?? 1,
    });
  }
  return items;
}

async function startCheckout(
  context: AppContext,
  caller: SubscriptionCaller,
  input: { interval: PlanInterval; items: ProviderItem[]; countryCode: string },
): Promise<{ checkoutURL: string }> {
  const customerId = await ensureCustomer(context, caller, input.countryCode);
  const { successUrl, cancelUrl } = returnUrls(context);
  const { url } = await context.billingProvider.createCheckout({
    orgId: caller.org.id,
    customerId,
    countryCode: input.countryCode,
    interval: input.interval,
    items: input.items,
    successUrl,
    cancelUrl,
  });
  return { checkoutURL: url };
}

const checkedCountry = (countryCode: string): string => {
  const code = countryCode.trim().toUpperCase();
  if (!isCountryCode(code)) throw badRequest(BILLING_MESSAGES.countryRequired);
  return code;
};

/** `POST subscriptions/checkout`: a hosted checkout for an organisation with no paid subscription yet. */
export async function createCheckout(
  context: AppContext,
  caller: SubscriptionCaller,
  input: { products: ProductChoice[]; interval: PlanInterval; countryCode: string },
): Promise<{ checkoutURL: string }> {
  const countryCode = checkedCountry(input.countryCode);
  await refuseManual(context, caller.org.id, BILLING_MESSAGES.manualPurchase);
  if ((await providerRows(context, caller.org.id)).length > 0) {
    throw badRequest(BILLING_MESSAGES.alreadySubscribed);
  }
  const items = await itemsOf(context, input.products);
  return startCheckout(context, caller, { interval: input.interval, items, countryCode });
}

/** The one provider subscription the organisation pays for, with its rows (none: undefined). */
async function currentSubscription(context: AppContext, orgId: string) {
  const rows = await providerRows(context, orgId);
  const first = rows[0];
  if (!first?.providerSubscriptionId) return undefined;
  const id = first.providerSubscriptionId;
  return { id, interval: first.interval, rows: rows.filter((row) => row.providerSubscriptionId === id) };
}

const itemsOfRows = (rows: { productCode: ProductCode; planCode: PlanCode; quantity: number }[]) =>
  rows.map((row) => ({ productCode: row.productCode, planCode: row.planCode, quantity: row.quantity }));

/**
 * `PUT subscriptions`: changes plans and the period of the paid subscription. A product set to `free` leaves
 * it; the products not named (add-ons, say) stay as they are. Yearly subscribers keep the yearly period.
 */
export async function updateSubscription(
  context: AppContext,
  orgId: string,
  input: { products: ProductChoice[]; interval: PlanInterval },
): Promise<{ message: string }> {
  await refuseManual(context, orgId, BILLING_MESSAGES.manualUpdate);
  const current = await currentSubscription(context, orgId);
  if (!current) throw badRequest(BILLING_MESSAGES.noActiveSubscription);
  if (current.interval === 'yearly' && input.interval === 'monthly') {
    throw badRequest(BILLING_MESSAGES.yearlyCannotSwitch);
  }
  const named = new Set(input.products.map((product) => product.product_code));
  const kept = itemsOfRows(current.rows.filter((row) => !named.has(row.productCode)));
  const chosen = await itemsOf(
    context,
    input.products.filter((product) => product.plan_code !== 'free'),
    current.rows,
  );
  const items = [...kept, ...chosen];
  if (items.length === 0) throw badRequest(BILLING_MESSAGES.unknownPlan);
  await context.billingProvider.updateSubscription(current.id, { interval: input.interval, items });
  return { message: BILLING_MESSAGES.updated };
}

/** `PUT subscriptions/cancel-all`: every paid subscription ends; the organisation is back on the free plans. */
export async function cancelAll(context: AppContext, orgId: string): Promise<{ message: string }> {
  await refuseManual(context, orgId, BILLING_MESSAGES.manualCancel);
  const rows = await providerRows(context, orgId);
  const account = await billingAccountOf(context, orgId);
  // Every subscription still live at the provider, including one the rows never showed.
  const live =
    account?.customerId && account.provider === context.billingProvider.name
      ? await context.billingProvider.liveSubscriptionIds({ orgId, customerId: account.customerId })
      : [];
  const ids = [
    ...new Set([...rows.map((row) => row.providerSubscriptionId).filter((id) => id !== null), ...live]),
  ];
  if (ids.length === 0) throw badRequest(BILLING_MESSAGES.noActiveSubscription);
  for (const id of ids) await context.billingProvider.cancelSubscription(id);
  return { message: BILLING_MESSAGES.canceled };
}

/** `POST subscriptions/billing-session`: the provider's portal ('Manage billing'). */
export async function createBillingSession(
  context: AppContext,
  caller: SubscriptionCaller,
): Promise<{ sessionURL: string }> {
  const customerId = await ensureCustomer(context, caller, null);
  const { url } = await context.billingProvider.createPortalSession({
    orgId: caller.org.id,
    customerId,
    returnUrl: returnUrls(context).returnUrl,
  });
  return { sessionURL: url };
}

const CHECKOUT_CANCELED = 'Checkout canceled';

/** `POST subscriptions/cancel-checkout`: the organisation's open checkouts expire. */
export async function cancelCheckouts(context: AppContext, orgId: string): Promise<{ message: string }> {
  const account = await billingAccountOf(context, orgId);
  if (account?.customerId && account.provider === context.billingProvider.name) {
    await context.billingProvider.cancelCheckouts(account.customerId);
  }
  return { message: CHECKOUT_CANCELED };
}

/** What the add-ons' rules weigh: GB stored in the drive, and accounts connected to the launcher. */
async function addOnUsage(context: AppContext, orgId: string) {
  let driveBytes = 0;
  let launcherAccounts = 0;
  // Each area counts its own figures (the drive its bytes, the launcher its accounts); billing adds them up.
  for (const counter of context.usageCounters) {
    const figures = await counter(context.database.db, orgId);
    driveBytes += figures.driveSize ?? 0;
    launcherAccounts += figures.adLauncherAdAccountCount ?? 0;
  }
  return { usedGB: bytesToGB(driveBytes), launcherAccounts };
}

/** The add-on's plan as sold: its first paid plan. */
async function addOnPlan(context: AppContext, productCode: ProductCode): Promise<PlanCode> {
  const [plan] = await context.database.db
    .select({ planCode: pricingPlans.planCode })
    .from(pricingPlans)
    .where(and(eq(pricingPlans.productCode, productCode), ne(pricingPlans.planCode, 'free')))
    .orderBy(asc(pricingPlans.position))
    .limit(1);
  if (!plan) throw badRequest(BILLING_MESSAGES.unknownPlan);
  return plan.planCode;
}

function refuseVerdict(verdict: AddOnVerdict): void {
  if (verdict.kind === 'contact_sales') throw badRequest(BILLING_MESSAGES.contactSales);
  if (verdict.kind === 'cannot_downgrade') throw badRequest(BILLING_MESSAGES.cannotDowngrade);
}

/**
 * `PUT subscriptions/add-on`: buys an add-on (a checkout, when the organisation pays for nothing yet) or
 * changes its quantity on the paid subscription. Storage snaps to the slider's marks.
 */
export async function setAddOn(
  context: AppContext,
  caller: SubscriptionCaller,
  input: { field: AddOnField; value: number },
): Promise<{ checkoutURL: string } | { message: string }> {
  const orgId = caller.org.id;
  const productCode = ADD_ON_PRODUCT_OF[input.field];
  refuseUnreleased(productCode, context.releasedModules);
  await refuseManual(context, orgId, BILLING_MESSAGES.manualPurchase);
  const current = await currentSubscription(context, orgId);
  const existing = current?.rows.find((row) => row.productCode === productCode);
  const usage = await addOnUsage(context, orgId);
  const quantity = input.field === 'fileSizeInGB' ? snapStorageGB(input.value) : input.value;
  refuseVerdict(
    input.field === 'fileSizeInGB'
      ? creativeHubVerdict({ sizeGB: quantity, usedGB: usage.usedGB })
      : adLauncherVerdict({
          accounts: quantity,
          activeAccounts: usage.launcherAccounts,
          subscribed: existing !== undefined,
        }),
  );
  const planCode = existing?.planCode ?? (await addOnPlan(context, productCode));
  const item = { productCode, planCode, quantity };
  if (!current) {
    const account = await billingAccountOf(context, orgId);
    if (!account?.countryCode) throw badRequest(BILLING_MESSAGES.countryRequired);
    return startCheckout(context, caller, {
      interval: 'monthly',
      items: [item],
      countryCode: account.countryCode,
    });
  }
  const items = [...itemsOfRows(current.rows.filter((row) => row.productCode !== productCode)), item];
  await context.billingProvider.updateSubscription(current.id, { interval: current.interval, items });
  return { message: BILLING_MESSAGES.addOnUpdated };
}

/** `PUT subscriptions/add-on/cancel`: the add-on leaves the subscription, unless what is in use forbids it. */
export async function cancelAddOn(
  context: AppContext,
  orgId: string,
  field: AddOnField,
): Promise<{ message: string }> {
  await refuseManual(context, orgId, BILLING_MESSAGES.manualCancel);
  const productCode = ADD_ON_PRODUCT_OF[field];
  const current = await currentSubscription(context, orgId);
  if (!current?.rows.some((row) => row.productCode === productCode)) {
    throw badRequest(BILLING_MESSAGES.noActiveSubscription);
  }
  const usage = await addOnUsage(context, orgId);
  if (field === 'fileSizeInGB' && !canCancelCreativeHub(usage.usedGB)) {
    throw badRequest(BILLING_MESSAGES.cannotCancelCreativeHub);
  }
  if (field === 'adlauncher_ad_account_count' && !canCancelAdLauncher(usage.launcherAccounts)) {
    throw badRequest(BILLING_MESSAGES.cannotCancelAdLauncher);
  }
  const items = itemsOfRows(current.rows.filter((row) => row.productCode !== productCode));
  if (items.length === 0) await context.billingProvider.cancelSubscription(current.id);
  else await context.billingProvider.updateSubscription(current.id, { interval: current.interval, items });
  return { message: BILLING_MESSAGES.addOnCanceled };
}

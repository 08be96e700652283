import {
  BILLING_MESSAGES,
  ERROR_CODES,
  type LocalCheckoutSession,
  type LocalPortalSession,
} from '@hookline/domain';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { organisationBillingFacts } from '../../tenancy/index.ts';
import type { LocalCheckoutPayload } from '../provider/local/local-provider.ts';
import { LocalBillingProvider } from '../provider/local/local-provider.ts';
import { lineTitle, priceItems } from '../provider/pricing.ts';
import { localBillingInvoices, localBillingSessions, localBillingSubscriptions } from '../tables.ts';

const dollars = (cents: number): number => cents / 100;

/** The offline provider, or 404 when Stripe takes the payments (its pages are Stripe's). */
function localProvider(context: AppContext): LocalBillingProvider {
  const provider = context.billingProvider;
  if (!(provider instanceof LocalBillingProvider)) throw notFound(BILLING_MESSAGES.sessionNotFound);
  return provider;
}

/**
 * A hosted session by its id alone (the credential), and its organisation's name: expired, ended or unknown
 * is 404.
 */
async function liveSession(context: AppContext, id: string, kind: 'checkout' | 'portal') {
  localProvider(context);
  const { db } = context.database;
  const [session] = await db
    .select()
    .from(localBillingSessions)
    .where(
      and(
        eq(localBillingSessions.id, id),
        eq(localBillingSessions.kind, kind),
        ne(localBillingSessions.status, 'expired'),
        gt(localBillingSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const org = session && (await organisationBillingFacts(db, session.orgId));
  if (!session || !org) throw notFound(BILLING_MESSAGES.sessionNotFound);
  return { session, orgName: org.name };
}

export async function readCheckoutSession(context: AppContext, id: string): Promise<LocalCheckoutSession> {
  const { session, orgName } = await liveSession(context, id, 'checkout');
  const payload = session.payload as unknown as LocalCheckoutPayload;
  const priced = await priceItems(context.database.db, payload.interval, payload.items);
  return {
    _id: session.id,
    orgName,
    status: session.status,
    mode: 'subscription',
    currency: 'usd',
    interval: payload.interval,
    countryCode: payload.countryCode ?? null,
    lines: priced.map(({ item, plan, amountCents }) => ({
      description: lineTitle(plan),
      quantity: item.quantity,
      amount: dollars(amountCents),
    })),
    total: dollars(priced.reduce((sum, line) => sum + line.amountCents, 0)),
    expiresAt: session.expiresAt.toISOString(),
    returnUrl: session.returnUrl,
  };
}

/** A checkout's outcome, once: a second one on a session already completed or declined is 409. */
export async function completeCheckoutSession(
  context: AppContext,
  id: string,
  outcome: 'pay' | 'decline' | 'needs_action',
): Promise<{ redirectUrl: string }> {
  const { session } = await liveSession(context, id, 'checkout');
  const alreadyDone = new AppError(ERROR_CODES.conflict, 'This checkout is already complete');
  if (session.status !== 'open') throw alreadyDone;
  const result = await localProvider(context).completeCheckout(session, outcome);
  if (!result.redirectUrl) throw alreadyDone;
  return result;
}

export async function readPortalSession(context: AppContext, id: string): Promise<LocalPortalSession> {
  const { session, orgName } = await liveSession(context, id, 'portal');
  const { db } = context.database;
  const subscriptionRows = await db
    .select()
    .from(localBillingSubscriptions)
    .where(eq(localBillingSubscriptions.orgId, session.orgId))
    .orderBy(desc(localBillingSubscriptions.updatedAt));
  const invoices = await db
    .select()
    .from(localBillingInvoices)
    .where(eq(localBillingInvoices.orgId, session.orgId))
    .orderBy(desc(localBillingInvoices.createdAt))
    .limit(100);
  const subscriptions = [];
  for (const row of subscriptionRows) {
    const priced = await priceItems(db, row.interval, row.items).catch(() => []);
    subscriptions.push({
      description:
        priced.map(({ plan, item }) => lineTitle(plan, item.quantity)).join(', ') ||
        row.items.map((item) => `${item.productCode} ${item.planCode}`).join(', '),
      status: row.status,
      currentPeriodEnd: row.status === 'canceled' ? null : row.currentPeriodEnd.toISOString(),
    });
  }
  return {
    _id: session.id,
    orgName,
    returnUrl: session.returnUrl,
    expiresAt: session.expiresAt.toISOString(),
    subscriptions,
    invoices: invoices.map((invoice) => ({
      _id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      amount: dollars(invoice.amountCents),
      createdAt: invoice.createdAt.toISOString(),
      description: invoice.description,
      needsAction: invoice.needsAction,
      canFail:
        invoice.status === 'open' &&
        subscriptionRows.some((row) => row.id === invoice.subscriptionId && row.status === 'past_due'),
    })),
  };
}

/**
 * One of the portal's actions on an open invoice of its organisation, then the portal as it now is: 404 for
 * an invoice it doesn't have, 409 with `conflict` when the action no longer applies.
 */
async function onPortalInvoice(
  context: AppContext,
  input: {
    id: string;
    invoiceId: string;
    act: (orgId: string, invoiceId: string) => Promise<boolean>;
    conflict: string;
  },
): Promise<LocalPortalSession> {
  const { session } = await liveSession(context, input.id, 'portal');
  if (!(await input.act(session.orgId, input.invoiceId))) {
    const [invoice] = await context.database.db
      .select({ id: localBillingInvoices.id })
      .from(localBillingInvoices)
      .where(and(eq(localBillingInvoices.id, input.invoiceId), eq(localBillingInvoices.orgId, session.orgId)))
      .limit(1);
    if (!invoice) throw notFound('This invoice does not exist');
    throw new AppError(ERROR_CODES.conflict, input.conflict);
  }
  return readPortalSession(context, input.id);
}

/** Pays an open invoice of the portal's organisation (the needs-action flow); its event follows at once. */
export function payPortalInvoice(context: AppContext, id: string, invoiceId: string) {
  const provider = localProvider(context);
  return onPortalInvoice(context, {
    id,
    invoiceId,
    act: (orgId, invoice) => provider.payInvoice(orgId, invoice),
    conflict: 'This invoice is already paid',
  });
}

/**
 * Lets every retry of an open invoice fail (what Stripe does once its retries are exhausted): the
 * subscription becomes unpaid and the products it sells are blocked until the invoice is paid.
 */
export function failPortalInvoice(context: AppContext, id: string, invoiceId: string) {
  const provider = localProvider(context);
  return onPortalInvoice(context, {
    id,
    invoiceId,
    act: (orgId, invoice) => provider.failInvoice(orgId, invoice),
    conflict: 'Only an open invoice of a past-due subscription can fail',
  });
}

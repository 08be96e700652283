import { BILLING_MESSAGES, ERROR_CODES, type PlanInterval } from '@hookline/domain';
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Config } from '../../../../platform/config/config.ts';
import type { AppContext } from '../../../../platform/context.ts';
import type { Executor } from '../../../../platform/db/database.ts';
import { AppError, badRequest } from '../../../../platform/http/app-error.ts';
import { lockOrganisationRow } from '../../../tenancy/index.ts';
import { handleProviderEvent } from '../../events/handle-provider-event.ts';
import {
  localBillingInvoices,
  localBillingSessions,
  localBillingSubscriptions,
  type LocalSubscriptionItem,
} from '../../tables.ts';
import { OVER_STATUSES, type ProviderItem, type ProviderSubscriptionState } from '../billing-provider.ts';
import { connectedContext, type ConnectableBillingProvider } from '../connect.ts';
import { lineTitle, priceItems } from '../pricing.ts';
import { CHECKOUT_SESSION_TTL_MS, INVOICE_LINK_TTL_MS, localId, PORTAL_SESSION_TTL_MS } from './local-ids.ts';

/** What a local checkout session keeps in its payload. */
export interface LocalCheckoutPayload {
  items: ProviderItem[];
  interval: PlanInterval;
  countryCode: string;
  cancelUrl: string;
}

type LocalSubscriptionRow = typeof localBillingSubscriptions.$inferSelect;

const addPeriod = (from: Date, interval: PlanInterval): Date => {
  const end = new Date(from);
  if (interval === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};

const invoiceNumber = (): string =>
  `HL-${Date.now().toString(36).toUpperCase()}-${localId('n').slice(2, 6).toUpperCase()}`;

/**
 * The offline provider (`BILLING_PROVIDER=local`): Stripe's objects kept in Hookline's own tables, its hosted
 * pages served by the web app from their unguessable ids. Every change ends in the same event handling as a
 * Stripe webhook, run before the call returns.
 */
export class LocalBillingProvider implements ConnectableBillingProvider {
  readonly name = 'local' as const;
  private context: AppContext | undefined;

  constructor(private readonly config: Pick<Config, 'appUrl'>) {}

  connect(context: AppContext): void {
    this.context = context;
  }

  private get db(): Executor {
    return connectedContext(this.context, 'local').database.db;
  }

  private async emit(type: string, subscriptionId: string): Promise<void> {
    const context = connectedContext(this.context, 'local');
    await handleProviderEvent(context, { id: localId('evt_local'), type, subscriptionIds: [subscriptionId] });
  }

  async ensureCustomer(input: { orgId: string }): Promise<string> {
    return `cus_local_${input.orgId}`;
  }

  async createCheckout(input: {
    orgId: string;
    customerId: string;
    countryCode: string;
    interval: PlanInterval;
    items: ProviderItem[];
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }> {
    const id = localId('cs_local');
    const payload: LocalCheckoutPayload = {
      items: input.items,
      interval: input.interval,
      countryCode: input.countryCode,
      cancelUrl: input.cancelUrl,
    };
    await this.db.insert(localBillingSessions).values({
      id,
      kind: 'checkout',
      orgId: input.orgId,
      customerId: input.customerId,
      payload: { ...payload },
      returnUrl: input.successUrl,
      expiresAt: new Date(Date.now() + CHECKOUT_SESSION_TTL_MS),
    });
    return { url: `${this.config.appUrl}/billing/checkout/${id}` };
  }

  async cancelCheckouts(customerId: string): Promise<void> {
    await this.db
      .update(localBillingSessions)
      .set({ status: 'expired' })
      .where(
        and(
          eq(localBillingSessions.customerId, customerId),
          eq(localBillingSessions.kind, 'checkout'),
          eq(localBillingSessions.status, 'open'),
        ),
      );
  }

  async createPortalSession(input: {
    orgId: string;
    customerId: string;
    returnUrl: string;
  }): Promise<{ url: string }> {
    const id = await this.insertPortalSession(input, PORTAL_SESSION_TTL_MS);
    return { url: `${this.config.appUrl}/billing/portal/${id}` };
  }

  private async insertPortalSession(
    input: { orgId: string; customerId: string; returnUrl: string },
    ttlMs: number,
    payload: Record<string, unknown> = {},
  ): Promise<string> {
    const id = localId('bps_local');
    await this.db.insert(localBillingSessions).values({
      id,
      kind: 'portal',
      orgId: input.orgId,
      customerId: input.customerId,
      payload,
      returnUrl: input.returnUrl,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return id;
  }

  /**
   * A checkout's outcome, chosen on its page: `pay` subscribes; `needs_action` subscribes with an open invoice
   * that waits for the customer (past due: access continues, the notice shows); `decline` subscribes nothing.
   */
  async completeCheckout(
    session: typeof localBillingSessions.$inferSelect,
    outcome: 'pay' | 'decline' | 'needs_action',
  ): Promise<{ redirectUrl: string }> {
    const payload = session.payload as unknown as LocalCheckoutPayload;
    if (outcome === 'decline') {
      const claimed = await this.claim(this.db, session.id, 'declined');
      if (!claimed) return { redirectUrl: '' };
      const url = new URL(payload.cancelUrl);
      url.searchParams.set('checkout', 'declined');
      return { redirectUrl: url.toString() };
    }
    const priced = await priceItems(this.db, payload.interval, payload.items);
    const subscriptionId = localId('sub_local');
    const paid = await this.db.transaction(async (tx) => {
      // Checked at payment time, under the organisation's lock: two checkouts opened side by side can't both
      // be paid into two live subscriptions. The later one expires unpaid.
      await lockOrganisationRow(tx, session.orgId);
      if ((await this.liveSubscriptionIds({ orgId: session.orgId }, tx)).length > 0) {
        await this.claim(tx, session.id, 'expired');
        return 'already_subscribed' as const;
      }
      if (!(await this.claim(tx, session.id, 'complete'))) return 'already_done' as const;
      const now = new Date();
      const invoiceId = localId('in_local');
      const needsAction = outcome === 'needs_action';
      await tx.insert(localBillingInvoices).values({
        id: invoiceId,
        number: invoiceNumber(),
        orgId: session.orgId,
        subscriptionId,
        description: priced.map(({ plan, item }) => lineTitle(plan, item.quantity)).join(', '),
        amountCents: priced.reduce((sum, line) => sum + line.amountCents, 0),
        status: needsAction ? 'open' : 'paid',
        needsAction,
      });
      await tx.insert(localBillingSubscriptions).values({
        id: subscriptionId,
        orgId: session.orgId,
        customerId: session.customerId,
        items: payload.items.map((item) => ({ ...item, id: localId('si_local') })),
        interval: payload.interval,
        status: needsAction ? 'past_due' : 'active',
        currentPeriodEnd: addPeriod(now, payload.interval),
        latestInvoiceId: invoiceId,
        updatedAt: now,
      });
      return 'paid' as const;
    });
    if (paid === 'already_subscribed') {
      throw new AppError(ERROR_CODES.conflict, BILLING_MESSAGES.alreadySubscribed);
    }
    if (paid === 'already_done') return { redirectUrl: '' };
    await this.emit('checkout.session.completed', subscriptionId);
    return { redirectUrl: session.returnUrl };
  }

  /** Moves an open session to its outcome; false when another call already did. */
  private async claim(
    db: Executor,
    sessionId: string,
    status: 'complete' | 'declined' | 'expired',
  ): Promise<boolean> {
    const claimed = await db
      .update(localBillingSessions)
      .set({ status })
      .where(and(eq(localBillingSessions.id, sessionId), eq(localBillingSessions.status, 'open')))
      .returning({ id: localBillingSessions.id });
    return claimed.length > 0;
  }

  async liveSubscriptionIds(input: { orgId: string }, db: Executor = this.db): Promise<string[]> {
    const rows = await db
      .select({ id: localBillingSubscriptions.id })
      .from(localBillingSubscriptions)
      .where(
        and(
          eq(localBillingSubscriptions.orgId, input.orgId),
          notInArray(localBillingSubscriptions.status, [...OVER_STATUSES]),
        ),
      );
    return rows.map((row) => row.id);
  }

  /** Pays an open invoice from the portal: its subscription becomes active and the notice clears. */
  async payInvoice(orgId: string, invoiceId: string): Promise<boolean> {
    const [invoice] = await this.db
      .update(localBillingInvoices)
      .set({ status: 'paid', needsAction: false })
      .where(
        and(
          eq(localBillingInvoices.id, invoiceId),
          eq(localBillingInvoices.orgId, orgId),
          eq(localBillingInvoices.status, 'open'),
        ),
      )
      .returning();
    if (!invoice) return false;
    if (invoice.subscriptionId) {
      await this.db
        .update(localBillingSubscriptions)
        .set({
          status: sql`case when ${localBillingSubscriptions.status} in ('past_due', 'unpaid') then 'active' else ${localBillingSubscriptions.status} end`,
          updatedAt: new Date(),
        })
        .where(eq(localBillingSubscriptions.id, invoice.subscriptionId));
      await this.emit('invoice.paid', invoice.subscriptionId);
    }
    return true;
  }

  /**
   * Every retry of an open invoice fails: its subscription becomes unpaid, which blocks the products it sells
   * until the invoice is paid (Stripe's state once its retries are exhausted).
   */
  async failInvoice(orgId: string, invoiceId: string): Promise<boolean> {
    const [invoice] = await this.db
      .select()
      .from(localBillingInvoices)
      .where(
        and(
          eq(localBillingInvoices.id, invoiceId),
          eq(localBillingInvoices.orgId, orgId),
          eq(localBillingInvoices.status, 'open'),
        ),
      )
      .limit(1);
    if (!invoice?.subscriptionId) return false;
    const failed = await this.db
      .update(localBillingSubscriptions)
      .set({ status: 'unpaid', updatedAt: new Date() })
      .where(
        and(
          eq(localBillingSubscriptions.id, invoice.subscriptionId),
          eq(localBillingSubscriptions.status, 'past_due'),
        ),
      )
      .returning({ id: localBillingSubscriptions.id });
    if (failed.length === 0) return false;
    await this.emit('invoice.payment_failed', invoice.subscriptionId);
    return true;
  }

  private async findSubscription(subscriptionId: string): Promise<LocalSubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.id, subscriptionId))
      .limit(1);
    return row;
  }

  async updateSubscription(
    subscriptionId: string,
    input: { interval: PlanInterval; items: ProviderItem[] },
  ): Promise<void> {
    const current = await this.findSubscription(subscriptionId);
    if (!current || current.status === 'canceled') throw new Error(`no local subscription ${subscriptionId}`);
    const before = await priceItems(this.db, current.interval, current.items);
    const after = await priceItems(this.db, input.interval, input.items);
    const total = (lines: { amountCents: number }[]) =>
      lines.reduce((sum, line) => sum + line.amountCents, 0);
    const items: LocalSubscriptionItem[] = input.items.map((item) => ({
      ...item,
      id: current.items.find((old) => old.productCode === item.productCode)?.id ?? localId('si_local'),
    }));
    let latestInvoiceId = current.latestInvoiceId;
    if (total(after) > total(before)) {
      latestInvoiceId = localId('in_local');
      await this.db.insert(localBillingInvoices).values({
        id: latestInvoiceId,
        number: invoiceNumber(),
        orgId: current.orgId,
        subscriptionId,
        description: `Change to ${after.map(({ plan, item }) => lineTitle(plan, item.quantity)).join(', ')}`,
        amountCents: total(after) - total(before),
        status: 'paid',
      });
    }
    await this.db
      .update(localBillingSubscriptions)
      .set({
        items,
        interval: input.interval,
        latestInvoiceId,
        currentPeriodEnd:
          input.interval === current.interval
            ? current.currentPeriodEnd
            : addPeriod(new Date(), input.interval),
        updatedAt: new Date(),
      })
      .where(eq(localBillingSubscriptions.id, subscriptionId));
    await this.emit('customer.subscription.updated', subscriptionId);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.db
      .update(localBillingSubscriptions)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(eq(localBillingSubscriptions.id, subscriptionId));
    await this.emit('customer.subscription.deleted', subscriptionId);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscriptionState | null> {
    const row = await this.findSubscription(subscriptionId);
    if (!row) return null;
    const [invoice] = row.latestInvoiceId
      ? await this.db
          .select()
          .from(localBillingInvoices)
          .where(eq(localBillingInvoices.id, row.latestInvoiceId))
          .limit(1)
      : [];
    const pending = invoice?.status === 'open' && invoice.needsAction;
    return {
      id: row.id,
      customerId: row.customerId,
      orgId: row.orgId,
      status: row.status,
      interval: row.interval,
      items: row.items.map(({ id, ...item }) => ({ ...item, itemId: id })),
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      pendingInvoice:
        pending && invoice
          ? { number: invoice.number, paymentUrl: await this.invoiceLink(row, invoice.id) }
          : null,
      version: row.updatedAt,
    };
  }

  /** The portal page where an open invoice is paid: one long-lived session per invoice, reused. */
  private async invoiceLink(row: LocalSubscriptionRow, invoiceId: string): Promise<string> {
    const [existing] = await this.db
      .select({ id: localBillingSessions.id })
      .from(localBillingSessions)
      .where(
        and(
          eq(localBillingSessions.kind, 'portal'),
          eq(localBillingSessions.orgId, row.orgId),
          sql`${localBillingSessions.payload}->>'invoiceId' = ${invoiceId}`,
          gt(localBillingSessions.expiresAt, new Date(Date.now() + PORTAL_SESSION_TTL_MS)),
        ),
      )
      .orderBy(desc(localBillingSessions.expiresAt))
      .limit(1);
    const id =
      existing?.id ??
      (await this.insertPortalSession(
        {
          orgId: row.orgId,
          customerId: row.customerId,
          returnUrl: `${this.config.appUrl}/app/settings?TAB=subscription`,
        },
        INVOICE_LINK_TTL_MS,
        { invoiceId },
      ));
    return `${this.config.appUrl}/billing/portal/${id}`;
  }

  parseWebhook(): Promise<never> {
    return Promise.reject(
      badRequest('Stripe webhooks are not configured: the offline provider handles its events in process'),
    );
  }
}

import type { UsageLimits } from '@hookline/domain';
import type { Executor } from '../../platform/db/database.ts';
import type { BillingProvider } from './provider/billing-provider.ts';

/** The organisation's limits, read from its active subscriptions (every limit check goes through it). */
export interface PlanLimits {
  /** Highest value across its plans (free plans when none), add-ons applied; an override lifts them all. */
  read(db: Executor, orgId: string): Promise<UsageLimits>;
}

declare module '../../platform/context.ts' {
  interface AreaServices {
    /** Limits from active subscriptions: added by the billing area. */
    planLimits: PlanLimits;
    /** Stripe, or the offline provider: added by the billing area. */
    billingProvider: BillingProvider;
  }
}

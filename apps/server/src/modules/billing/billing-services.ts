import type { PlanCode, Product, UsageLimits } from '@hookline/domain';
import type { Executor } from '../../platform/db/database.ts';
import type { BillingProvider } from './provider/billing-provider.ts';

/** The organisation's limits, read from its active subscriptions (every limit check goes through it). */
export interface PlanLimits {
  /** Highest value across its plans (free plans when none), add-ons applied; an override lifts them all. */
  read(db: Executor, orgId: string): Promise<UsageLimits>;
  /** The plan a module is on: the highest plan among the counted rows that sell it ('free' without one). */
  modulePlan(db: Executor, orgId: string, module: Product): Promise<PlanCode>;
}

/** Whether the organisation may use a module now (its trial, and the module's subscriptions). */
export interface ModuleAccess {
  /** Throws 403 with the reason (trial ended, module blocked) when it may not; otherwise does nothing. */
  assertOpen(db: Executor, orgId: string, module: Product): Promise<void>;
}

declare module '../../platform/context.ts' {
  interface AreaServices {
    /** Limits from active subscriptions: added by the billing area. */
    planLimits: PlanLimits;
    /** Stripe, or the offline provider: added by the billing area. */
    billingProvider: BillingProvider;
    /** Refuses a blocked module's calls: added by the billing area. */
    moduleAccess: ModuleAccess;
  }
}

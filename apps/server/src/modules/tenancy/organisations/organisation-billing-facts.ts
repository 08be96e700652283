import type { Plan } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { preparedPerExecutor } from '../../../platform/db/prepared-per-executor.ts';
import { organisations, type OrganisationRow } from './tables.ts';

/** What billing reads of an organisation: its name (its hosted pages), its lifetime deal and early-user mode. */
export type OrganisationBillingFacts = Pick<
  OrganisationRow,
  'name' | 'lifetimeDeal' | 'earlyUserModeExpireAt'
>;

// Prepared: every plan-limit check reads these facts.
const billingFactsQuery = preparedPerExecutor((db) =>
  db
    .select({
      name: organisations.name,
      lifetimeDeal: organisations.lifetimeDeal,
      earlyUserModeExpireAt: organisations.earlyUserModeExpireAt,
    })
    .from(organisations)
    .where(eq(organisations.id, sql.placeholder('orgId')))
    .limit(1)
    .prepare('tenancy_organisation_billing_facts'),
);

/** The organisation's billing facts; undefined when it doesn't exist. */
export async function organisationBillingFacts(
  db: Executor,
  orgId: string,
): Promise<OrganisationBillingFacts | undefined> {
  const [row] = await billingFactsQuery(db).execute({ orgId });
  return row;
}

/** The organisation's plan as lists show it: a display summary that billing keeps, never a limit. */
export async function setOrganisationPlan(db: Executor, orgId: string, plan: Plan): Promise<void> {
  await db.update(organisations).set({ plan }).where(eq(organisations.id, orgId));
}

/** A redeemed lifetime licence: the organisation holds the deal and shows the Starter plan. */
export async function markLifetimeDeal(db: Executor, orgId: string): Promise<void> {
  await db
    .update(organisations)
    .set({ lifetimeDeal: true, plan: 'starter', updatedAt: sql`now()` })
    .where(eq(organisations.id, orgId));
}

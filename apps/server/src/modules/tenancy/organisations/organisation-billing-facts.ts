import type { Plan } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { organisations } from './tables.ts';

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

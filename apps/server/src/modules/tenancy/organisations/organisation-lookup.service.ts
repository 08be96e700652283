import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { organisations, type OrganisationRow } from './tables.ts';

/** An organisation already proven to be the caller's by the tenancy guard. */
export async function findOrganisationRow(db: Executor, orgId: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, orgId)).limit(1);
  return row;
}

/**
 * The organisation, locked until the caller's transaction ends: plan-limit checks (workspaces, seats) hold
 * the lock from count to insert, so two requests can't both take the last place.
 */
export async function lockOrganisationRow(db: Executor, orgId: string): Promise<OrganisationRow | undefined> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .for('update')
    .limit(1);
  return row;
}

/** Turns the organisation's Detective AI on or off (its `enableDetectiveAI` feature flag), as an operator does. */
export async function setDetectiveAiFlag(db: Executor, orgId: string, enabled: boolean): Promise<void> {
  await db.update(organisations).set({ enableDetectiveAI: enabled }).where(eq(organisations.id, orgId));
}

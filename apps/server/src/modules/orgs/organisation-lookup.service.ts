import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { organisations, type OrganisationRow } from './tables.ts';

/** An organisation already proven to be the caller's by the tenancy guard. */
export async function findOrganisationRow(db: Executor, orgId: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, orgId)).limit(1);
  return row;
}

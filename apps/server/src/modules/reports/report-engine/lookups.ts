import { and, eq, sql } from 'drizzle-orm';
import { REPORT_QUERY_MESSAGES } from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { inAccount, type ProvenAccount } from '../account-scope.ts';
import { creativeTagAssignments, creativeTags, namingConventions } from '../tables.ts';

/** The key a creative tag is stored under: the ad's creative hash, or its own id when it has none. */
export function creativeKeyOf(ad: { id: string; creativeHash: string | null }): string {
  return ad.creativeHash ?? `ad:${ad.id}`;
}

/** Every creative's tags in an ad account, by creative key. */
export async function creativeTagsByCreativeKey(
  db: Executor,
  adAccountId: string,
): Promise<Map<string, Array<{ _id: string; name: string; color: string }>>> {
  const rows = await db
    .select({
      creativeKey: creativeTagAssignments.creativeKey,
      id: creativeTags.id,
      name: creativeTags.name,
      color: creativeTags.color,
    })
    .from(creativeTagAssignments)
    .innerJoin(creativeTags, eq(creativeTags.id, creativeTagAssignments.tagId))
    .where(eq(creativeTagAssignments.adAccountId, adAccountId))
    .orderBy(sql`lower(${creativeTags.name})`);
  const byKey = new Map<string, Array<{ _id: string; name: string; color: string }>>();
  for (const row of rows) {
    const list = byKey.get(row.creativeKey) ?? [];
    list.push({ _id: row.id, name: row.name, color: row.color });
    byKey.set(row.creativeKey, list);
  }
  return byKey;
}

/** The convention a grouping names, only when it is the proven ad account's (so never another tenant's). */
export async function findNamingConvention(
  db: Executor,
  input: { account: ProvenAccount; conventionId: string },
): Promise<typeof namingConventions.$inferSelect | undefined> {
  if (!isUuid(input.conventionId)) return undefined;
  const [row] = await db
    .select()
    .from(namingConventions)
    .where(and(eq(namingConventions.id, input.conventionId), inAccount(namingConventions, input.account)))
    .limit(1);
  return row;
}

/**
 * The convention a naming-convention grouping names, when it is the ad account's and has the
 * property; otherwise the grouping is not available (400).
 */
export async function conventionForGrouping(
  db: Executor,
  input: { account: ProvenAccount; conventionId: string; property: string },
): Promise<typeof namingConventions.$inferSelect> {
  const convention = await findNamingConvention(db, input);
  if (!convention || !convention.properties.includes(input.property)) {
    throw badRequest(REPORT_QUERY_MESSAGES.groupByNotAvailable);
  }
  return convention;
}

import { and, asc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { AdLibraryConnector } from '../connectors/library-ad.ts';
import { discoverBrands } from '../tables.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The tracked brands due for a read: on at least one configured library, and not read for `intervalHours`.
 * None when no library is configured.
 */
export async function dueBrandIds(
  context: Pick<AppContext, 'database'>,
  input: { connectors: readonly AdLibraryConnector[]; intervalHours: number; now: Date },
): Promise<string[]> {
  const onSource: SQL[] = [];
  for (const connector of input.connectors) {
    onSource.push(
      connector.source === 'meta'
        ? isNotNull(discoverBrands.metaPageId)
        : isNotNull(discoverBrands.tiktokAdvertiserId),
    );
  }
  if (onSource.length === 0) return [];
  const readBefore = new Date(input.now.getTime() - input.intervalHours * HOUR_MS);
  const rows = await context.database.db
    .select({ id: discoverBrands.id })
    .from(discoverBrands)
    .where(
      and(
        eq(discoverBrands.tracked, true),
        or(...onSource),
        or(isNull(discoverBrands.lastIngestedAt), lt(discoverBrands.lastIngestedAt, readBefore)),
      ),
    )
    // Brands never read come first, then the longest waiting.
    .orderBy(sql`${discoverBrands.lastIngestedAt} asc nulls first`, asc(discoverBrands.id));
  return rows.map((row) => row.id);
}

import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { credentialsFor } from './ad-platform-connections.service.ts';
import { ads, uniqueFiguresCache, type AdAccountRow, type UniqueFigures } from './tables.ts';
import type { DateRange } from './insight-details.ts';

const EMPTY: UniqueFigures = { perAd: {}, account: {} };

/**
 * Reach and the other de-duplicated counts of a range, never summed over days: read from the
 * platform for exactly this range (keyed by internal ad id), then kept until the next sync.
 * A platform that can't answer leaves them empty, and the metrics built on them show as missing.
 */
export async function uniqueFiguresFor(
  context: Pick<AppContext, 'database' | 'adPlatforms' | 'log' | 'config'>,
  account: AdAccountRow,
  range: DateRange,
): Promise<UniqueFigures> {
  const { db } = context.database;
  const [cached] = await db
    .select({ figures: uniqueFiguresCache.figures })
    .from(uniqueFiguresCache)
    .where(
      and(
        eq(uniqueFiguresCache.adAccountId, account.id),
        eq(uniqueFiguresCache.startDate, range.startDate),
        eq(uniqueFiguresCache.endDate, range.endDate),
      ),
    )
    .limit(1);
  if (cached) return cached.figures;

  const credentials = await credentialsFor(context, {
    workspaceId: account.workspaceId,
    provider: account.provider,
  });
  if (!credentials) return EMPTY;
  let platformFigures;
  try {
    platformFigures = await context.adPlatforms[account.provider].uniqueFigures(
      credentials,
      {
        externalId: account.externalId,
        platform: account.platform,
        timezoneName: account.timezoneName,
        settings: account.settings,
      },
      { since: range.startDate, until: range.endDate },
    );
  } catch (error) {
    context.log.warn({ err: error, adAccountId: account.id }, 'unique figures unavailable');
    return EMPTY;
  }
  const idRows = await db
    .select({ id: ads.id, externalId: ads.externalId })
    .from(ads)
    .where(eq(ads.adAccountId, account.id));
  const idByExternal = new Map(idRows.map((row) => [row.externalId, row.id]));
  const perAd: UniqueFigures['perAd'] = {};
  for (const [externalId, values] of Object.entries(platformFigures.perAd)) {
    const id = idByExternal.get(externalId);
    if (id) perAd[id] = values;
  }
  const figures: UniqueFigures = { perAd, account: platformFigures.account };
  await db
    .insert(uniqueFiguresCache)
    .values({
      orgId: account.orgId,
      adAccountId: account.id,
      startDate: range.startDate,
      endDate: range.endDate,
      figures,
    })
    .onConflictDoUpdate({
      target: [uniqueFiguresCache.adAccountId, uniqueFiguresCache.startDate, uniqueFiguresCache.endDate],
      set: { figures, fetchedAt: new Date() },
    });
  return figures;
}

import {
  DISCOVER_MESSAGES,
  type DiscoverAd,
  type DiscoverFilters,
  type DiscoverSearchResponse,
  type DiscoverSort,
} from '@hookline/domain';
import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { discoverAds, discoverBrands } from '../tables.ts';
import { adFilterConditions, adMatchesSearch, adOrder } from './ad-search-conditions.ts';
import { toDiscoverAd } from './ad-dto.ts';

const brandOfAd = { id: discoverBrands.id, name: discoverBrands.name, logoKey: discoverBrands.logoKey };
/** What an answer shows of an ad: every column but its search words. */
const { searchVector: _searchVector, ...shownAd } = getTableColumns(discoverAds);

/**
 * `POST discover/search`: the library's ads matching every word (the last one as typed so far) in brand
 * name, copy, headline, caption or transcript, narrowed by the filters, in the sort's order. One query
 * counts, one reads the page with each ad's brand; nothing is read per ad.
 */
export async function searchDiscoverAds(
  db: Executor,
  input: { query: string; filters: DiscoverFilters; sort: DiscoverSort; page: number; limit: number },
): Promise<DiscoverSearchResponse> {
  const where = and(adMatchesSearch(input.query), ...adFilterConditions(input.filters));
  const [counted] = await db.select({ total: count() }).from(discoverAds).where(where);
  const total = counted?.total ?? 0;
  const offset = (input.page - 1) * input.limit;
  if (offset >= total) return { data: [], total };
  const rows = await db
    .select({ ad: shownAd, brand: brandOfAd })
    .from(discoverAds)
    .innerJoin(discoverBrands, eq(discoverBrands.id, discoverAds.brandId))
    .where(where)
    .orderBy(...adOrder(input.sort))
    .limit(input.limit)
    .offset(offset);
  return { data: rows.map(toDiscoverAd), total };
}

/** `GET discover/ads/{adId}`: one ad; an unknown or malformed id is 'Ad not found'. */
export async function findDiscoverAd(db: Executor, adId: string): Promise<DiscoverAd> {
  if (!isUuid(adId)) throw notFound(DISCOVER_MESSAGES.adNotFound);
  const [row] = await db
    .select({ ad: shownAd, brand: brandOfAd })
    .from(discoverAds)
    .innerJoin(discoverBrands, eq(discoverBrands.id, discoverAds.brandId))
    .where(eq(discoverAds.id, adId))
    .limit(1);
  if (!row) throw notFound(DISCOVER_MESSAGES.adNotFound);
  return toDiscoverAd(row);
}

import {
  DISCOVER_MESSAGES,
  type BrandAutocompleteResponse,
  type BrandDetail,
  type BrandListResponse,
} from '@hookline/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { discoverMediaUrlOrNull } from '../discover-media-urls.ts';
import { discoverBrands } from '../tables.ts';
import { brandAdStats } from './brand-stats.ts';
import { buildBrandDtos, selectBrandsWithCategory } from './brand-dto.ts';
import { brandFilterConditions, brandMatchesSearch, brandOrder } from './brand-search-conditions.ts';

/**
 * `GET brands`: the directory, searched by the words of a brand's name and description (the last word as
 * typed so far), narrowed by category, industry and the caller's favourites, by name. One query counts,
 * one reads the page, then the page's counts and favourites come in two grouped queries.
 */
export async function listBrands(
  db: Executor,
  input: {
    userId: string;
    query: string;
    categoryId?: string | undefined;
    industry?: string | undefined;
    favouritesOnly: boolean;
    page: number;
    limit: number;
  },
): Promise<BrandListResponse> {
  const where = and(
    brandMatchesSearch(input.query),
    ...brandFilterConditions({
      categoryId: input.categoryId,
      industry: input.industry,
      favouritesOfUserId: input.favouritesOnly ? input.userId : undefined,
    }),
  );
  const [counted] = await db.select({ total: count() }).from(discoverBrands).where(where);
  const total = counted?.total ?? 0;
  const offset = (input.page - 1) * input.limit;
  if (offset >= total) return { data: [], total };
  const rows = await selectBrandsWithCategory(db)
    .where(where)
    .orderBy(...brandOrder)
    .limit(input.limit)
    .offset(offset);
  return { data: await buildBrandDtos(db, { rows, userId: input.userId }), total };
}

/** How many brands the search box suggests. */
const AUTOCOMPLETE_LIMIT = 8;

/** A `%`, `_` or `\` typed into a name search is matched as itself. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * `GET brands/autocomplete?q=`: up to 8 brands whose name starts with what was typed, then those whose
 * name holds it elsewhere, each group by name; nothing for an empty search.
 */
export async function brandAutocomplete(db: Executor, typed: string): Promise<BrandAutocompleteResponse> {
  const text = typed.toLowerCase();
  if (text === '') return { data: [] };
  const name = sql`lower(${discoverBrands.name})`;
  const startsWith = sql`${name} like ${`${escapeLike(text)}%`}`;
  const rows = await db
    .select({ id: discoverBrands.id, name: discoverBrands.name, logoKey: discoverBrands.logoKey })
    .from(discoverBrands)
    .where(sql`${name} like ${`%${escapeLike(text)}%`}`)
    .orderBy(sql`${startsWith} desc`, asc(name), asc(discoverBrands.id))
    .limit(AUTOCOMPLETE_LIMIT);
  return {
    data: rows.map((row) => ({ _id: row.id, name: row.name, logoURL: discoverMediaUrlOrNull(row.logoKey) })),
  };
}

/** Whether `brandId` names a brand of the library; an id that can't be one names none. */
export async function brandExists(db: Executor, brandId: string): Promise<boolean> {
  if (!isUuid(brandId)) return false;
  const [row] = await db
    .select({ id: discoverBrands.id })
    .from(discoverBrands)
    .where(eq(discoverBrands.id, brandId))
    .limit(1);
  return row !== undefined;
}

/** `GET brands/{brandId}`: the brand as listed, and what its ads look like in numbers. */
export async function brandDetail(
  db: Executor,
  input: { userId: string; brandId: string },
): Promise<BrandDetail> {
  if (!isUuid(input.brandId)) throw notFound(DISCOVER_MESSAGES.brandNotFound);
  const rows = await selectBrandsWithCategory(db).where(eq(discoverBrands.id, input.brandId)).limit(1);
  const [brand] = await buildBrandDtos(db, { rows, userId: input.userId });
  if (!brand) throw notFound(DISCOVER_MESSAGES.brandNotFound);
  return { ...brand, ...(await brandAdStats(db, input.brandId)) };
}

import { DISCOVER_MESSAGES, type BrandFavouriteResponse, type BrandListResponse } from '@hookline/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { buildBrandDtos, selectBrandsWithCategory } from '../brands/brand-dto.ts';
import { brandExists } from '../brands/brands.service.ts';
import { discoverBrandFavourites, discoverBrands } from '../tables.ts';

/** Adds or removes one brand of one's favourites; either twice is the same as once. */
export async function setBrandFavourite(
  db: Executor,
  input: { userId: string; brandId: string; favourite: boolean },
): Promise<BrandFavouriteResponse> {
  if (!(await brandExists(db, input.brandId))) throw notFound(DISCOVER_MESSAGES.brandNotFound);
  const mine = and(
    eq(discoverBrandFavourites.userId, input.userId),
    eq(discoverBrandFavourites.brandId, input.brandId),
  );
  if (input.favourite) {
    await db
      .insert(discoverBrandFavourites)
      .values({ userId: input.userId, brandId: input.brandId })
      .onConflictDoNothing();
  } else {
    await db.delete(discoverBrandFavourites).where(mine);
  }
  return {
    _id: input.brandId,
    isFavourite: input.favourite,
    message: input.favourite ? DISCOVER_MESSAGES.brandFavourited : DISCOVER_MESSAGES.brandUnfavourited,
  };
}

/** One's favourite brands, the newest favourite first, as the directory lists brands. */
export async function listBrandFavourites(
  db: Executor,
  input: { userId: string; page: number; limit: number },
): Promise<BrandListResponse> {
  const mine = eq(discoverBrandFavourites.userId, input.userId);
  const [counted] = await db.select({ total: count() }).from(discoverBrandFavourites).where(mine);
  const total = counted?.total ?? 0;
  const offset = (input.page - 1) * input.limit;
  if (offset >= total) return { data: [], total };
  const rows = await selectBrandsWithCategory(db)
    .innerJoin(discoverBrandFavourites, eq(discoverBrandFavourites.brandId, discoverBrands.id))
    .where(mine)
    .orderBy(desc(discoverBrandFavourites.createdAt), desc(discoverBrandFavourites.brandId))
    .limit(input.limit)
    .offset(offset);
  return { data: await buildBrandDtos(db, { rows, userId: input.userId }), total };
}

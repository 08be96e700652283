import {
  DISCOVER_MESSAGES,
  DISCOVER_SETTINGS_MESSAGES,
  FOLLOWED_BRANDS_MAX,
  type FollowBrandResponse,
  type FollowedBrand,
} from '@hookline/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { BrandReadDemand } from '../../../platform/brand-read-demand.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { discoverMediaUrlOrNull } from '../discover-media-urls.ts';
import { discoverAds, discoverBrands, discoverFollowedBrands, discoverWorkspaceSettings } from '../tables.ts';
import type { WorkspaceRef } from './discover-defaults.service.ts';

/** The brands a workspace follows, the latest followed first, each with its number of ads in the library. */
export async function listFollowedBrands(db: Executor, workspaceId: string): Promise<FollowedBrand[]> {
  const rows = await db
    .select({
      id: discoverBrands.id,
      name: discoverBrands.name,
      logoKey: discoverBrands.logoKey,
      followedAt: discoverFollowedBrands.followedAt,
    })
    .from(discoverFollowedBrands)
    .innerJoin(discoverBrands, eq(discoverBrands.id, discoverFollowedBrands.brandId))
    .where(eq(discoverFollowedBrands.workspaceId, workspaceId))
    .orderBy(desc(discoverFollowedBrands.followedAt), desc(discoverFollowedBrands.brandId));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ brandId: discoverAds.brandId, adCount: count() })
    .from(discoverAds)
    .where(
      inArray(
        discoverAds.brandId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(discoverAds.brandId);
  const adCountOf = new Map(counts.map((row) => [row.brandId, row.adCount]));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    logoURL: discoverMediaUrlOrNull(row.logoKey),
    adCount: adCountOf.get(row.id) ?? 0,
    followedAt: row.followedAt.toISOString(),
  }));
}

/**
 * Locks the brand's row for the rest of the transaction, so that one workspace unfollowing and another
 * following it at the same moment can't leave it untracked; an unknown or malformed id is 'Brand not found'.
 */
async function lockBrand(db: Executor, brandId: string): Promise<void> {
  if (!isUuid(brandId)) throw notFound(DISCOVER_MESSAGES.brandNotFound);
  const [brand] = await db
    .select({ id: discoverBrands.id })
    .from(discoverBrands)
    .where(eq(discoverBrands.id, brandId))
    .for('update');
  if (!brand) throw notFound(DISCOVER_MESSAGES.brandNotFound);
}

/**
 * Locks the workspace's settings row (made here if it has none), so that two follows at the same moment
 * can't both pass the limit.
 */
async function lockWorkspaceSettings(db: Executor, workspace: WorkspaceRef): Promise<void> {
  await db
    .insert(discoverWorkspaceSettings)
    .values({ orgId: workspace.orgId, workspaceId: workspace.workspaceId })
    .onConflictDoNothing();
  await db
    .select({ workspaceId: discoverWorkspaceSettings.workspaceId })
    .from(discoverWorkspaceSettings)
    .where(eq(discoverWorkspaceSettings.workspaceId, workspace.workspaceId))
    .for('update');
}

const followOf = (workspaceId: string, brandId: string) =>
  and(eq(discoverFollowedBrands.workspaceId, workspaceId), eq(discoverFollowedBrands.brandId, brandId));

/**
 * `POST discover/workspace/{workspaceId}/followed-brands/{brandId}`: the workspace follows the brand, and the
 * brand is tracked, so the ingest keeps its ads up to date. Following it twice is the same as once.
 */
export async function followBrand(
  db: Executor,
  input: WorkspaceRef & { brandId: string; userId: string },
): Promise<FollowBrandResponse> {
  return db.transaction(async (tx) => {
    await lockWorkspaceSettings(tx, input);
    await lockBrand(tx, input.brandId);
    const [already] = await tx
      .select({ brandId: discoverFollowedBrands.brandId })
      .from(discoverFollowedBrands)
      .where(followOf(input.workspaceId, input.brandId))
      .limit(1);
    if (!already) {
      const [followed] = await tx
        .select({ total: count() })
        .from(discoverFollowedBrands)
        .where(eq(discoverFollowedBrands.workspaceId, input.workspaceId));
      if ((followed?.total ?? 0) >= FOLLOWED_BRANDS_MAX) {
        throw badRequest(DISCOVER_SETTINGS_MESSAGES.followLimit);
      }
      await tx.insert(discoverFollowedBrands).values({
        orgId: input.orgId,
        workspaceId: input.workspaceId,
        brandId: input.brandId,
        followedByUserId: input.userId,
      });
    }
    await tx.update(discoverBrands).set({ tracked: true }).where(eq(discoverBrands.id, input.brandId));
    return { _id: input.brandId, isFollowed: true, message: DISCOVER_SETTINGS_MESSAGES.brandFollowed };
  });
}

/**
 * Stops the ingest's reads of the brand once nothing wants them: no workspace follows it in Discover and no
 * area (Detective, tracking it) needs it read. Runs in the caller's transaction, with the brand's row locked.
 */
export async function releaseBrandRead(
  tx: Executor,
  brandId: string,
  demands: readonly BrandReadDemand[],
): Promise<void> {
  const [stillFollowed] = await tx
    .select({ workspaceId: discoverFollowedBrands.workspaceId })
    .from(discoverFollowedBrands)
    .where(eq(discoverFollowedBrands.brandId, brandId))
    .limit(1);
  if (stillFollowed) return;
  for (const demand of demands) if (await demand(tx, brandId)) return;
  await tx.update(discoverBrands).set({ tracked: false }).where(eq(discoverBrands.id, brandId));
}

/**
 * `DELETE discover/workspace/{workspaceId}/followed-brands/{brandId}`: the workspace stops following the
 * brand; once nothing wants it read (no workspace follows it, Detective tracks it nowhere), it is no longer
 * tracked. Unfollowing twice is the same as once.
 */
export async function unfollowBrand(
  db: Executor,
  input: WorkspaceRef & { brandId: string },
  demands: readonly BrandReadDemand[],
): Promise<FollowBrandResponse> {
  return db.transaction(async (tx) => {
    await lockBrand(tx, input.brandId);
    await tx.delete(discoverFollowedBrands).where(followOf(input.workspaceId, input.brandId));
    await releaseBrandRead(tx, input.brandId, demands);
    return { _id: input.brandId, isFollowed: false, message: DISCOVER_SETTINGS_MESSAGES.brandUnfollowed };
  });
}

/** Releases the brand's reads, as `releaseBrandRead`, in a transaction of its own that locks the brand's row. */
export async function releaseBrandReadLocked(
  db: Executor,
  brandId: string,
  demands: readonly BrandReadDemand[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBrand(tx, brandId);
    await releaseBrandRead(tx, brandId, demands);
  });
}

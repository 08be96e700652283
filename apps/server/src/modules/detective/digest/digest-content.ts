import { DETECTIVE_BURST_LAUNCHES, DETECTIVE_DIGEST_EXAMPLES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { brandNamesByIds, launchesPerDay, newestLaunches, type LaunchedAd } from '../../discover/index.ts';
import { detectiveTrackers } from '../tables.ts';

/** An ad a digest quotes: its headline, or else the first line of its copy. */
export interface DigestExample {
  adId: string;
  startDate: string;
  line: string;
}

/** A tracked brand in a digest: its ads started in the span, and a few of them. */
export interface BrandLaunches {
  brandId: string;
  name: string;
  newAdCount: number;
  examples: DigestExample[];
}

/** A burst: a tracked brand that started `DETECTIVE_BURST_LAUNCHES` ads or more on one day. */
export interface LaunchBurst extends BrandLaunches {
  day: string;
}

const LINE_MAX = 140;

function lineOf(ad: LaunchedAd): string {
  const headline = ad.title?.trim();
  const firstLine = ad.body
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '');
  const line = headline || firstLine || '(no text)';
  return line.length > LINE_MAX ? `${line.slice(0, LINE_MAX - 1).trimEnd()}…` : line;
}

const exampleOf = (ad: LaunchedAd): DigestExample => ({
  adId: ad.id,
  startDate: ad.startDate,
  line: lineOf(ad),
});

async function trackedBrands(db: Executor, workspaceId: string) {
  const rows = await db
    .select({ brandId: detectiveTrackers.brandId })
    .from(detectiveTrackers)
    .where(eq(detectiveTrackers.workspaceId, workspaceId));
  const names = await brandNamesByIds(
    db,
    rows.map((row) => row.brandId),
  );
  return new Map(names.map((brand) => [brand.id, brand.name]));
}

/**
 * Each brand the workspace tracks with the ads it started from `from` to `to` (whole UTC days, both
 * included): the most launches first, then by name. Brands that started none are listed too, with 0.
 */
export async function weeklyLaunches(
  db: Executor,
  input: { workspaceId: string; from: string; to: string },
): Promise<BrandLaunches[]> {
  const brands = await trackedBrands(db, input.workspaceId);
  const span = { brandIds: [...brands.keys()], from: input.from, to: input.to };
  const [perDay, newest] = await Promise.all([
    launchesPerDay(db, span),
    newestLaunches(db, { ...span, perBrand: DETECTIVE_DIGEST_EXAMPLES }),
  ]);
  return [...brands]
    .map(([brandId, name]) => ({
      brandId,
      name,
      newAdCount: perDay.filter((row) => row.brandId === brandId).reduce((sum, row) => sum + row.count, 0),
      examples: newest.filter((ad) => ad.brandId === brandId).map(exampleOf),
    }))
    .sort((a, b) => b.newAdCount - a.newAdCount || a.name.localeCompare(b.name));
}

/** The days from `from` to `to` on which a tracked brand started `DETECTIVE_BURST_LAUNCHES` ads or more. */
export async function launchBursts(
  db: Executor,
  input: { workspaceId: string; from: string; to: string },
): Promise<LaunchBurst[]> {
  const brands = await trackedBrands(db, input.workspaceId);
  const perDay = await launchesPerDay(db, { brandIds: [...brands.keys()], from: input.from, to: input.to });
  const bursts = perDay.filter((row) => row.count >= DETECTIVE_BURST_LAUNCHES);
  const result: LaunchBurst[] = [];
  for (const burst of bursts) {
    const examples = await newestLaunches(db, {
      brandIds: [burst.brandId],
      from: burst.day,
      to: burst.day,
      perBrand: DETECTIVE_DIGEST_EXAMPLES,
    });
    result.push({
      brandId: burst.brandId,
      name: brands.get(burst.brandId) ?? '',
      day: burst.day,
      newAdCount: burst.count,
      examples: examples.map(exampleOf),
    });
  }
  return result;
}

/** The workspaces that track at least one brand. */
export function trackingWorkspaces(db: Executor): Promise<{ orgId: string; workspaceId: string }[]> {
  return db
    .selectDistinct({ orgId: detectiveTrackers.orgId, workspaceId: detectiveTrackers.workspaceId })
    .from(detectiveTrackers);
}

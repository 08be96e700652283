import { asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { discoverMediaUrlOrNull } from '../discover-media-urls.ts';
import { discoverIngestBrandJob } from '../ingest/ingest.jobs.ts';
import { discoverAds, discoverBrands } from '../tables.ts';

/**
 * Where a brand the library may not hold yet is found: its Meta Page (by page id when the URL gives one,
 * else by the page's name in the URL), its TikTok profile, or its website's host.
 */
export type BrandSource =
  | { kind: 'meta'; pageId: string | null; handle: string }
  | { kind: 'tiktok'; handle: string }
  | { kind: 'website'; host: string };

/** The library's brand for a source: found, or added (untracked until someone tracks it). */
export interface SourceBrand {
  brandId: string;
  added: boolean;
}

const slugPart = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A brand's display name from a handle or a host's first label, capitalised ('glow-theory' → 'Glow theory'). */
function nameOf(source: BrandSource): string {
  const raw = source.kind === 'website' ? (source.host.split('.')[0] ?? source.host) : source.handle;
  const words = raw.replace(/[-_.]+/g, ' ').trim() || raw;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The stable slug of a brand added from a source, so that two callers at once add one brand. */
function slugOf(source: BrandSource): string {
  if (source.kind === 'website') return `site-${slugPart(source.host)}`;
  if (source.kind === 'meta') return `meta-${slugPart(source.pageId ?? source.handle)}`;
  return `tiktok-${slugPart(source.handle)}`;
}

/** A website's host without `www.`, as SQL, for matching a domain to the library's brands. */
const websiteHost = sql`lower(regexp_replace(${discoverBrands.website}, '^[a-z]+://(www\\.)?([^/:?#]+).*$', '\\2', 'i'))`;

async function matchingBrandId(db: Executor, source: BrandSource): Promise<string | undefined> {
  const bySlug = eq(discoverBrands.slug, slugOf(source));
  const condition =
    source.kind === 'website'
      ? sql`(${bySlug} or ${websiteHost} = ${source.host})`
      : source.kind === 'meta' && source.pageId !== null
        ? sql`(${bySlug} or ${eq(discoverBrands.metaPageId, source.pageId)})`
        : bySlug;
  const [found] = await db
    .select({ id: discoverBrands.id })
    .from(discoverBrands)
    .where(condition)
    .orderBy(asc(discoverBrands.createdAt), asc(discoverBrands.id))
    .limit(1);
  return found?.id;
}

/**
 * The library's brand for a Meta Page, a TikTok profile or a website: an existing brand when one matches
 * (its page id, its website's host, or a brand added earlier from the same source), else a new brand named
 * after the handle or host. Its slug comes from the source, so two callers at once add one brand.
 */
export async function findOrAddSourceBrand(db: Executor, source: BrandSource): Promise<SourceBrand> {
  const existing = await matchingBrandId(db, source);
  if (existing) return { brandId: existing, added: false };
  const [inserted] = await db
    .insert(discoverBrands)
    .values({
      slug: slugOf(source),
      name: nameOf(source),
      website: source.kind === 'website' ? `https://${source.host}` : null,
      metaPageId: source.kind === 'meta' ? source.pageId : null,
    })
    .onConflictDoNothing({ target: discoverBrands.slug })
    .returning({ id: discoverBrands.id });
  if (inserted) return { brandId: inserted.id, added: true };
  const raced = await matchingBrandId(db, source);
  if (!raced) throw new Error(`discover brand ${slugOf(source)} neither inserted nor found`);
  return { brandId: raced, added: false };
}

/**
 * Marks the brand tracked, so the ingest keeps its ads up to date; its name, or undefined when there is no
 * such brand (a malformed id included).
 */
export async function markBrandTracked(db: Executor, brandId: string): Promise<{ name: string } | undefined> {
  if (!isUuid(brandId)) return undefined;
  const [brand] = await db
    .update(discoverBrands)
    .set({ tracked: true })
    .where(eq(discoverBrands.id, brandId))
    .returning({ name: discoverBrands.name });
  return brand;
}

/** Reads the brand's ads from the configured ad libraries now, through the ingest job (nothing without one). */
export async function startBrandIngest(context: AppContext, brandId: string): Promise<void> {
  await dispatchJob(context, discoverIngestBrandJob, { brandId });
}

/** A tracked brand's card: who it is, its ads running now and those started since a day. */
export interface BrandCard {
  name: string;
  logoURL: string | null;
  website: string | null;
  activeAdCount: number;
  newAdCount: number;
}

/** The cards of these brands, by id, with two grouped queries whatever their number. */
export async function brandCards(
  db: Executor,
  input: { brandIds: readonly string[]; newSince: string },
): Promise<Map<string, BrandCard>> {
  const cards = new Map<string, BrandCard>();
  if (input.brandIds.length === 0) return cards;
  const brands = await db
    .select({
      id: discoverBrands.id,
      name: discoverBrands.name,
      logoKey: discoverBrands.logoKey,
      website: discoverBrands.website,
    })
    .from(discoverBrands)
    .where(inArray(discoverBrands.id, [...input.brandIds]));
  const counts = await db
    .select({
      brandId: discoverAds.brandId,
      active: sql<number>`(count(*) filter (where ${discoverAds.isActive}))::int`,
      fresh: sql<number>`(count(*) filter (where ${gte(discoverAds.startDate, input.newSince)}))::int`,
    })
    .from(discoverAds)
    .where(inArray(discoverAds.brandId, [...input.brandIds]))
    .groupBy(discoverAds.brandId);
  const countOf = new Map(counts.map((row) => [row.brandId, row]));
  for (const brand of brands) {
    const counted = countOf.get(brand.id);
    cards.set(brand.id, {
      name: brand.name,
      logoURL: discoverMediaUrlOrNull(brand.logoKey),
      website: brand.website,
      activeAdCount: counted?.active ?? 0,
      newAdCount: counted?.fresh ?? 0,
    });
  }
  return cards;
}

import { randomUUID } from 'node:crypto';
import type { DiscoverSource } from '@hookline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppContext } from '../../../platform/context.ts';
import {
  AdLibraryAnswerError,
  AdLibraryError,
  AdLibraryTokenExpiredError,
} from '../connectors/connector-errors.ts';
import type { AdLibraryConnector, LibraryAd } from '../connectors/library-ad.ts';
import { discoverAds, discoverBrands, type DiscoverAdRow, type DiscoverBrandRow } from '../tables.ts';
import { storeAdMedia } from './ad-media-store.ts';
import { adValues, changedValues } from './ad-rows.ts';
import type { MediaDownloader } from './media-download.ts';
import { dayOf } from './running-days.ts';
import { markMissingAdsStopped } from './stopped-ads.ts';

export type IngestContext = Pick<AppContext, 'database' | 'storage' | 'log'>;

export interface IngestDependencies {
  /** The configured ad libraries; the brand is read from each it has an id on. */
  connectors: readonly AdLibraryConnector[];
  downloader: MediaDownloader;
  /** The run's moment: `lastSeenAt`, and its UTC day for running days. */
  now: Date;
}

export interface SourceOutcome {
  source: DiscoverSource;
  /** `complete`: every ad was read, and those missing were marked stopped; `partial`: the page cap was hit. */
  status: 'complete' | 'partial' | 'failed';
  seen: number;
  inserted: number;
  updated: number;
  stopped: number;
  /** Why the source failed. */
  error: string | null;
}

export interface IngestOutcome {
  brandId: string;
  sources: SourceOutcome[];
}

const SOURCE_NAMES: Record<DiscoverSource, string> = {
  meta: "Meta's Ad Library",
  tiktok: "TikTok's Commercial Content library",
};

interface SourceRun {
  context: IngestContext;
  dependencies: IngestDependencies;
  brand: DiscoverBrandRow;
  connector: AdLibraryConnector;
  today: string;
  log: Logger;
  outcome: SourceOutcome;
}

/** The listing's ad, completed from its details when the connector has them; a refusal of one ad keeps the listing's. */
async function completed(run: SourceRun, ad: LibraryAd): Promise<LibraryAd> {
  if (!run.connector.details) return ad;
  try {
    return await run.connector.details(ad, { today: run.today });
  } catch (error) {
    if (!(error instanceof AdLibraryAnswerError)) throw error;
    run.log.warn(
      { adArchiveId: ad.adArchiveId, reason: error.message },
      'ad details not read; the listing is kept',
    );
    return ad;
  }
}

async function ingestAd(run: SourceRun, listed: LibraryAd, stored: DiscoverAdRow | undefined): Promise<void> {
  const { database, storage } = run.context;
  const ad = stored ? listed : await completed(run, listed);
  const adId = stored?.id ?? randomUUID();
  const assets = await storeAdMedia({
    storage,
    downloader: run.dependencies.downloader,
    log: run.log,
    adId,
    media: ad.media,
    existing: stored?.assets ?? [],
  });
  const values = adValues({
    ad,
    brand: run.brand,
    assets,
    stored,
    now: run.dependencies.now,
    today: run.today,
  });
  if (!stored) {
    const inserted = await database.db
      .insert(discoverAds)
      .values({ id: adId, ...values })
      .onConflictDoNothing({ target: [discoverAds.source, discoverAds.adArchiveId] })
      .returning({ id: discoverAds.id });
    // Another run may have added the ad meanwhile; it counts once, there.
    if (inserted.length > 0) run.outcome.inserted += 1;
    return;
  }
  const changes = changedValues(stored, values);
  if (Object.keys(changes).length === 0) return;
  // New copy or a new landing URL is read again for Detective's dashboard (brand-analytics/read-ad-text.ts).
  const reread = 'body' in changes || 'ctaUrl' in changes ? { copyPhrases: null } : {};
  await database.db
    .update(discoverAds)
    .set({ ...changes, ...reread })
    .where(eq(discoverAds.id, stored.id));
  run.outcome.updated += 1;
}

/** Reads the brand's ads from one library page by page, writing each page as it comes. */
async function ingestSource(run: SourceRun, sourceId: string): Promise<void> {
  const { db } = run.context.database;
  const seen = new Set<string>();
  let complete = false;
  for await (const page of run.connector.listAds(sourceId, { today: run.today })) {
    const ids = [...new Set(page.ads.map((ad) => ad.adArchiveId))];
    const storedRows =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(discoverAds)
            .where(and(eq(discoverAds.source, run.connector.source), inArray(discoverAds.adArchiveId, ids)));
    const stored = new Map(storedRows.map((row) => [row.adArchiveId, row]));
    for (const ad of page.ads) {
      if (seen.has(ad.adArchiveId)) continue;
      seen.add(ad.adArchiveId);
      await ingestAd(run, ad, stored.get(ad.adArchiveId));
    }
    complete = !page.hasMore;
  }
  run.outcome.seen = seen.size;
  run.outcome.status = complete ? 'complete' : 'partial';
  if (complete) {
    run.outcome.stopped = await markMissingAdsStopped(db, {
      brandId: run.brand.id,
      source: run.connector.source,
      seen: [...seen],
    });
  }
}

/**
 * Brings a tracked brand's ads up to date from every configured library it is on: new ads are added with
 * their media stored, known ones updated, and, after a complete read, those the library no longer lists are
 * marked stopped. A library that fails (a refused token, a throttle that outlasts the retries) is logged and
 * left for the next run; the others are still read. Running it again with nothing new changes nothing.
 * Answers null for a brand that doesn't exist or isn't tracked.
 */
export async function ingestBrand(
  context: IngestContext,
  brandId: string,
  dependencies: IngestDependencies,
): Promise<IngestOutcome | null> {
  const { db } = context.database;
  const [brand] = await db.select().from(discoverBrands).where(eq(discoverBrands.id, brandId)).limit(1);
  if (!brand?.tracked) {
    context.log.info({ brandId }, 'discover ingest skipped: the brand is not tracked');
    return null;
  }
  const today = dayOf(dependencies.now);
  const outcome: IngestOutcome = { brandId, sources: [] };
  for (const connector of dependencies.connectors) {
    const sourceId = connector.sourceIdOf(brand);
    if (!sourceId) continue;
    const log = context.log.child({ brandId, source: connector.source });
    const sourceOutcome: SourceOutcome = {
      source: connector.source,
      status: 'failed',
      seen: 0,
      inserted: 0,
      updated: 0,
      stopped: 0,
      error: null,
    };
    outcome.sources.push(sourceOutcome);
    try {
      await ingestSource(
        { context, dependencies, brand, connector, today, log, outcome: sourceOutcome },
        sourceId,
      );
      const { source: _source, ...counts } = sourceOutcome;
      log.info(counts, 'discover ingest read the brand');
    } catch (error) {
      if (!(error instanceof AdLibraryError)) throw error;
      sourceOutcome.status = 'failed';
      sourceOutcome.error = error.message;
      if (error instanceof AdLibraryTokenExpiredError) {
        log.error(
          { reason: error.message },
          `discover ingest stopped: ${SOURCE_NAMES[connector.source]} refused its credentials; no ads are read from it until they are renewed`,
        );
      } else {
        log.warn(
          { reason: error.message, error: error.name },
          `discover ingest of ${SOURCE_NAMES[connector.source]} failed; the next run tries again`,
        );
      }
    }
  }
  if (outcome.sources.length > 0) {
    await db
      .update(discoverBrands)
      .set({ lastIngestedAt: dependencies.now })
      .where(eq(discoverBrands.id, brand.id));
  }
  return outcome;
}

import { z } from 'zod';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { adLibraryConnectorsFor } from '../connectors/library-connectors.ts';
import { dueBrandIds } from './due-brands.service.ts';
import { ingestBrand } from './ingest-brand.service.ts';
import { createMediaDownloader } from './media-download.ts';

const brandPayload = z.object({ brandId: z.uuid() });

/** Reads one tracked brand's ads from the configured ad libraries. */
export const discoverIngestBrandJob: JobDefinition<typeof brandPayload> = {
  name: 'discover.ingest-brand',
  payload: brandPayload,
  retryLimit: 2,
};

/**
 * A tracked brand's read has ended with at least one library read: plain data, so that an area keeping
 * figures of the brand (Detective's daily snapshots) handles it without Discover knowing that area.
 */
export const discoverBrandIngestedJob: JobDefinition<typeof brandPayload> = {
  name: 'discover.brand-ingested',
  payload: brandPayload,
  retryLimit: 2,
};

/**
 * Every hour, one read for each tracked brand not read for DISCOVER_INGEST_INTERVAL_HOURS (6 by default): the
 * interval is the operator's, the hourly check keeps the delay past it short.
 */
export const discoverIngestTrackedJob: JobDefinition<z.ZodObject<Record<string, never>>> = {
  name: 'discover.ingest-tracked',
  payload: z.object({}),
  cron: '23 * * * *',
};

/** How the Discover area does its ingest jobs. With no ad library configured, they do nothing. */
export const discoverIngestJobHandlers = [
  handleJob(discoverIngestBrandJob, async (context, payload) => {
    const connectors = adLibraryConnectorsFor(context.config);
    if (connectors.length === 0) return;
    const outcome = await ingestBrand(context, payload.brandId, {
      connectors,
      downloader: createMediaDownloader(context.config.outbound.allowedNetworks),
      now: new Date(),
    });
    if (!outcome?.sources.some((source) => source.status !== 'failed')) return;
    try {
      await dispatchJob(context, discoverBrandIngestedJob, { brandId: payload.brandId });
    } catch (error) {
      // The ads are read; figures taken from them are retaken by their own schedule.
      context.log.warn({ err: error, brandId: payload.brandId }, 'the end of a brand read was not announced');
    }
  }),
  handleJob(discoverIngestTrackedJob, async (context) => {
    const connectors = adLibraryConnectorsFor(context.config);
    const brandIds = await dueBrandIds(context, {
      connectors,
      intervalHours: context.config.adLibraries.ingestIntervalHours,
      now: new Date(),
    });
    for (const brandId of brandIds) await dispatchJob(context, discoverIngestBrandJob, { brandId });
  }),
];

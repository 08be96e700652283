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
    await ingestBrand(context, payload.brandId, {
      connectors,
      downloader: createMediaDownloader(context.config.outbound.allowedNetworks),
      now: new Date(),
    });
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

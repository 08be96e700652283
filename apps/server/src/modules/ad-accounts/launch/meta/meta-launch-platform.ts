import { setTimeout as wait } from 'node:timers/promises';
import type { GraphClient } from '../../connectors/meta/graph-client.ts';
import type { LaunchPlatform, LaunchTarget } from '../launch-platform.ts';
import { previews, readAd } from './ad-reads.ts';
import { createAdset } from './adset-writes.ts';
import { createAd, createCreative } from './creative-writes.ts';
import { createLeadForm, listLeadForms, pageAccessToken } from './lead-forms.ts';
import { launchGraphClient, launchRefusal, type LaunchGraphOptions } from './launch-graph.ts';
import { listAccounts, listAdsets, listPages, listPixels } from './launch-reads.ts';
import { uploadImage, uploadVideo } from './media-uploads.ts';

export interface MetaLaunchPlatformOptions {
  /** Graph API base with its version: `config.adPlatforms.metaGraphUrl`, as the read-side connector uses. */
  graphUrl: string;
  fetch?: typeof fetch;
  /** Waits between retries of a video chunk; tests pass a fast one. */
  sleep?: (ms: number) => Promise<void>;
}

/** Retries of one video chunk on the spot: sending the same range again is what Meta's protocol expects. */
const CHUNK_RETRIES = 3;

function accountIdOf(target: LaunchTarget): string {
  if (!/^act_\d+$/.test(target.accountExternalId)) {
    throw launchRefusal(
      `"${target.accountExternalId}" is not a Meta ad account id (act_ followed by digits)`,
    );
  }
  return target.accountExternalId;
}

/**
 * The Ad Launcher's Meta platform: the Marketing API through the read side's Graph client. Failures are
 * LaunchPlatformErrors in Meta's own words; none is retried here but a video chunk, the launch job retries
 * each step with back-off.
 */
export function createMetaLaunchPlatform(options: MetaLaunchPlatformOptions): LaunchPlatform {
  const graph: LaunchGraphOptions = {
    graphUrl: options.graphUrl,
    fetch: options.fetch ?? globalThis.fetch,
    sleep: options.sleep ?? ((ms: number) => wait(ms)),
  };
  const clientFor = (target: LaunchTarget): GraphClient =>
    launchGraphClient(graph, target.credentials.accessToken);
  const pageClientFor = async (target: LaunchTarget, pageId: string): Promise<GraphClient> =>
    launchGraphClient(graph, await pageAccessToken(clientFor(target), pageId));

  return {
    listAccounts: async (credentials) => listAccounts(launchGraphClient(graph, credentials.accessToken)),
    listPages: async (target) => listPages(clientFor(target)),
    listPixels: async (target) => listPixels(clientFor(target), accountIdOf(target)),
    listAdsets: async (target) => listAdsets(clientFor(target), accountIdOf(target)),
    createAdset: async (target, adset, idempotencyKey, create = {}) =>
      createAdset({
        client: clientFor(target),
        accountId: accountIdOf(target),
        adset,
        idempotencyKey,
        sentBefore: create.sentBefore ?? true,
      }),
    uploadImage: async (target, media) =>
      uploadImage({ client: clientFor(target), accountId: accountIdOf(target), media }),
    uploadVideo: async (target, media) =>
      uploadVideo({
        client: clientFor(target),
        chunkClient: launchGraphClient(graph, target.credentials.accessToken, CHUNK_RETRIES),
        accountId: accountIdOf(target),
        media,
      }),
    createCreative: async (target, spec, idempotencyKey, create = {}) =>
      createCreative({
        client: clientFor(target),
        accountId: accountIdOf(target),
        spec,
        idempotencyKey,
        sentBefore: create.sentBefore ?? true,
      }),
    // The ad is found again by its name within its ad set and its creative (see creative-writes.ts).
    createAd: async (target, spec, _idempotencyKey, create = {}) =>
      createAd({
        client: clientFor(target),
        accountId: accountIdOf(target),
        spec,
        sentBefore: create.sentBefore ?? true,
      }),
    readAd: async (target, adId) => readAd(clientFor(target), adId),
    previews: async (target, spec) =>
      previews({ client: clientFor(target), accountId: accountIdOf(target), spec }),
    listLeadForms: async (target, pageId) => listLeadForms(await pageClientFor(target, pageId), pageId),
    createLeadForm: async (target, pageId, form) =>
      createLeadForm({ pageClient: await pageClientFor(target, pageId), pageId, form }),
  };
}

import { setTimeout as wait } from 'node:timers/promises';
import type { Config } from '../../../platform/config/config.ts';
import type { AdLibraryConnector } from './library-ad.ts';
import { createLibraryOutbound } from './library-http.ts';
import { createMetaAdLibraryClient } from './meta/ad-library-client.ts';
import { createMetaAdLibraryConnector } from './meta/meta-ad-library-connector.ts';
import { createClientTokenSource } from './tiktok/client-token.ts';
import { createCommercialContentClient } from './tiktok/commercial-content-client.ts';
import { createTikTokAdLibraryConnector } from './tiktok/tiktok-ad-library-connector.ts';

const sleep = (ms: number) => wait(ms);

/** The ad libraries whose credentials are set; none means the Discover ingest does nothing. */
export function createAdLibraryConnectors(config: Config): AdLibraryConnector[] {
  const { meta, tiktok, maxPages } = config.adLibraries;
  const outbound = createLibraryOutbound(config.outbound.allowedNetworks);
  const connectors: AdLibraryConnector[] = [];
  if (meta) {
    const client = createMetaAdLibraryClient({
      baseUrl: meta.graphBaseUrl,
      version: meta.version,
      accessToken: meta.accessToken,
      countries: meta.countries,
      maxPages,
      outbound,
      sleep,
    });
    connectors.push(createMetaAdLibraryConnector(client));
  }
  if (tiktok) {
    const tokens = createClientTokenSource({
      baseUrl: tiktok.apiBaseUrl,
      clientKey: tiktok.clientKey,
      clientSecret: tiktok.clientSecret,
      outbound,
      sleep,
    });
    const client = createCommercialContentClient({
      baseUrl: tiktok.apiBaseUrl,
      tokens,
      maxPages,
      outbound,
      sleep,
    });
    connectors.push(createTikTokAdLibraryConnector(client));
  }
  return connectors;
}

const byConfig = new WeakMap<Config, AdLibraryConnector[]>();

/** The connectors of a process's config, made once, so TikTok's client token is kept between runs. */
export function adLibraryConnectorsFor(config: Config): AdLibraryConnector[] {
  let connectors = byConfig.get(config);
  if (!connectors) {
    connectors = createAdLibraryConnectors(config);
    byConfig.set(config, connectors);
  }
  return connectors;
}

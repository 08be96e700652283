import type { AdAccountProvider } from '@hookline/domain';
import type { Config } from '../../../platform/config/config.ts';
import type { AdPlatformConnector } from './connector.ts';
import { createMetaConnector } from './meta/meta-connector.ts';
import { createSandboxConnector } from './sandbox/sandbox-connector.ts';
import { createTikTokConnector } from './tiktok/tiktok-connector.ts';

export type AdPlatformConnectors = Readonly<Record<AdAccountProvider, AdPlatformConnector>>;

/** The three connectors: Meta and TikTok as configured, and the offline sandbox. */
export function createAdPlatformConnectors(config: Config): AdPlatformConnectors {
  return {
    meta: createMetaConnector({ graphUrl: config.adPlatforms.metaGraphUrl }),
    tiktok: createTikTokConnector({
      apiUrl: config.adPlatforms.tiktokApiUrl,
      appId: config.adPlatforms.tiktokAppId,
      appSecret: config.adPlatforms.tiktokAppSecret,
    }),
    sandbox: createSandboxConnector(),
  };
}

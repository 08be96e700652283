import type { AdPlatformConnector } from '../connector.ts';
import { unbuiltConnector } from '../unbuilt.ts';

export interface TikTokConnectorOptions {
  /** Business API base with its version, e.g. https://business-api.tiktok.com/open_api/v1.3 */
  apiUrl: string;
  appId: string | undefined;
  appSecret: string | undefined;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export function createTikTokConnector(options: TikTokConnectorOptions): AdPlatformConnector {
  void options;
  return unbuiltConnector('tiktok');
}

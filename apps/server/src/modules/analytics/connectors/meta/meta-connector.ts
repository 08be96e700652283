import type { AdPlatformConnector } from '../connector.ts';
import { unbuiltConnector } from '../unbuilt.ts';

export interface MetaConnectorOptions {
  /** Graph API base with its version, e.g. https://graph.facebook.com/v21.0 */
  graphUrl: string;
  fetch?: typeof fetch;
  /** Waits between retries; tests pass a fast one. */
  sleep?: (ms: number) => Promise<void>;
}

export function createMetaConnector(options: MetaConnectorOptions): AdPlatformConnector {
  void options;
  return unbuiltConnector('meta');
}

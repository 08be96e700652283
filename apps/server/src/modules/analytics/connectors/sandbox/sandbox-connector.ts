import type { AdPlatform } from '@hookline/domain';
import type { AdPlatformConnector } from '../connector.ts';
import { unbuiltConnector } from '../unbuilt.ts';

/** One generated account. The defaults offer two Meta and two TikTok accounts. */
export interface SandboxAccountSpec {
  externalId: string;
  name: string;
  platform: AdPlatform;
  currency: string;
  timezoneId: number;
  adCount: number;
  /** Days of history before today. */
  historyDays: number;
}

export interface SandboxConnectorOptions {
  accounts?: SandboxAccountSpec[];
  /** Today's date (YYYY-MM-DD) in the account's timezone; defaults to the real one. */
  today?: (timezoneName: string) => string;
}

export function createSandboxConnector(options: SandboxConnectorOptions = {}): AdPlatformConnector {
  void options;
  return unbuiltConnector('sandbox');
}

import type { AdAccount } from '@hookline/domain';
import type { AdAccountRow } from './tables.ts';

/**
 * An onboarded ad account as the API shows it (spec section 3, "Ad account"), with when its workspace's
 * token for its platform expires.
 */
export function toAdAccountDto(row: AdAccountRow, tokenExpiresAt: Date | null): AdAccount {
  return {
    _id: row.id,
    workspaceId: row.workspaceId,
    provider: row.provider,
    platform: row.platform,
    adAccountId: row.externalId,
    name: row.name,
    currency: row.currency,
    timezone_id: row.timezoneId,
    timezone_name: row.timezoneName,
    settings: row.settings,
    syncStatus: row.syncStatus,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    syncedThrough: row.syncedThrough,
    syncError: row.syncError,
    needsReconnect: row.needsReconnect,
    tokenExpiresAt: tokenExpiresAt?.toISOString() ?? null,
    onboardedAt: row.onboardedAt.toISOString(),
  };
}

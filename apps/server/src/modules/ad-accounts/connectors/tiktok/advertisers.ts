import type { PlatformAdAccount, PlatformUser } from '../connector.ts';
import type { BusinessClient } from './business-client.ts';
import {
  advertiserInfoSchema,
  authorizedAdvertisersSchema,
  userSchema,
  type AdvertiserInfo,
} from './response-schemas.ts';
import { isIanaZone, mapTikTokTimezone } from './timezone-mapping.ts';

/** `/advertiser/info/` reads at most this many advertisers per request. */
const ADVERTISER_INFO_BATCH = 100;
const ADVERTISER_INFO_FIELDS = ['advertiser_id', 'name', 'currency', 'timezone', 'display_timezone'];

export interface AppCredentials {
  appId: string | undefined;
  appSecret: string | undefined;
}

/** The TikTok user behind the client's access token. */
export async function describeTikTokUser(client: BusinessClient): Promise<PlatformUser> {
  const user = await client.get('/user/info/', {}, userSchema);
  const id = user.core_user_id ?? user.id;
  if (!id) throw new Error('TikTok answered /user/info/ without a user id');
  return { id, name: user.display_name || user.email || id };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** The zone an advertiser reports in: its region name when TikTok gives one, else its offset zone. */
function advertiserZone(info: AdvertiserInfo): string | null {
  if (isIanaZone(info.display_timezone)) return info.display_timezone;
  return info.timezone ?? null;
}

/**
 * The advertisers the access token may read, with currency and timezone. Listing them needs the
 * app's own id and secret, so this fails with a plain message when they are not configured.
 */
export async function listTikTokAdvertisers(
  client: BusinessClient,
  app: AppCredentials,
): Promise<PlatformAdAccount[]> {
  if (!app.appId || !app.appSecret) {
    throw new Error(
      'TikTok ad accounts cannot be listed: TIKTOK_APP_ID and TIKTOK_APP_SECRET must be set in the server configuration.',
    );
  }
  const authorized = await client.get(
    '/oauth2/advertiser/get/',
    { app_id: app.appId, secret: app.appSecret },
    authorizedAdvertisersSchema,
  );
  const names = new Map(authorized.list.map((entry) => [entry.advertiser_id, entry.advertiser_name]));
  const accounts: PlatformAdAccount[] = [];
  for (const ids of chunk([...names.keys()], ADVERTISER_INFO_BATCH)) {
    const info = await client.get(
      '/advertiser/info/',
      { advertiser_ids: ids, fields: ADVERTISER_INFO_FIELDS },
      advertiserInfoSchema,
    );
    for (const advertiser of info.list) {
      const { timezoneId, timezoneName } = mapTikTokTimezone(advertiserZone(advertiser));
      accounts.push({
        externalId: advertiser.advertiser_id,
        name: advertiser.name || names.get(advertiser.advertiser_id) || advertiser.advertiser_id,
        platform: 'tiktok',
        currency: advertiser.currency,
        timezoneId,
        timezoneName,
      });
    }
  }
  return accounts;
}

import type { LauncherAdset } from '@hookline/domain';
import type { GraphClient } from '../../connectors/meta/graph-client.ts';
import { graphAdAccountSchema } from '../../connectors/meta/graph-types.ts';
import type { PlatformAdAccount } from '../../connectors/connector.ts';
import { z } from 'zod';
import type { LaunchPage, LaunchPixel } from '../launch-platform.ts';
import { fromMinorUnits } from './currency-offset.ts';
import { collect, parseAnswer } from './launch-graph.ts';

const PAGE_LIMIT = 100;

const instagramAccountSchema = z.object({ id: z.string(), username: z.string().optional() });
const instagramEdgeSchema = z.object({ data: z.array(instagramAccountSchema) });

/**
 * `me/accounts` with the Page's linked Instagram business account and the Instagram accounts the Page may
 * advertise as (`instagram_accounts`): either can be the creative's `instagram_user_id`.
 */
const pageSchema = z.object({
  id: z.string(),
  name: z.string(),
  instagram_business_account: instagramAccountSchema.optional(),
  instagram_accounts: instagramEdgeSchema.optional(),
});

const pixelSchema = z.object({ id: z.string(), name: z.string().optional() });

const adsetSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string().optional(),
  effective_status: z.string().optional(),
  campaign: z.object({ id: z.string(), name: z.string().optional() }).optional(),
  campaign_id: z.string().optional(),
  daily_budget: z.coerce.number().optional(),
});

const accountCurrencySchema = z.object({ currency: z.string() });

export async function listAccounts(client: GraphClient): Promise<PlatformAdAccount[]> {
  const accounts = await collect({
    client,
    path: '/me/adaccounts',
    params: { fields: 'account_id,name,currency,timezone_id,timezone_name', limit: PAGE_LIMIT },
    schema: graphAdAccountSchema,
    what: 'an ad account',
  });
  return accounts.map((account) => ({
    externalId: `act_${account.account_id}`,
    name: account.name,
    platform: 'meta',
    currency: account.currency,
    timezoneId: account.timezone_id,
    timezoneName: account.timezone_name,
  }));
}

export async function listPages(client: GraphClient): Promise<LaunchPage[]> {
  const pages = await collect({
    client,
    path: '/me/accounts',
    params: {
      fields: 'id,name,instagram_business_account{id,username},instagram_accounts{id,username}',
      limit: PAGE_LIMIT,
    },
    schema: pageSchema,
    what: 'a Page',
  });
  return pages.map((page) => {
    const linked = [page.instagram_business_account, ...(page.instagram_accounts?.data ?? [])];
    const byId = new Map<string, { id: string; username: string }>();
    for (const account of linked) {
      if (account && !byId.has(account.id)) {
        byId.set(account.id, { id: account.id, username: account.username ?? account.id });
      }
    }
    return { id: page.id, name: page.name, instagramAccounts: [...byId.values()] };
  });
}

export async function listPixels(client: GraphClient, accountId: string): Promise<LaunchPixel[]> {
  const pixels = await collect({
    client,
    path: `/${accountId}/adspixels`,
    params: { fields: 'id,name', limit: PAGE_LIMIT },
    schema: pixelSchema,
    what: 'a pixel',
  });
  return pixels.map((pixel) => ({ id: pixel.id, name: pixel.name ?? pixel.id }));
}

export async function accountCurrency(client: GraphClient, accountId: string): Promise<string> {
  const account = parseAnswer(
    accountCurrencySchema,
    await client.get(`/${accountId}`, { fields: 'currency' }),
    'the ad account',
  );
  return account.currency;
}

export async function listAdsets(client: GraphClient, accountId: string): Promise<LauncherAdset[]> {
  const currency = await accountCurrency(client, accountId);
  const adsets = await collect({
    client,
    path: `/${accountId}/adsets`,
    params: {
      fields: 'id,name,status,effective_status,campaign_id,campaign{id,name},daily_budget',
      limit: PAGE_LIMIT,
    },
    schema: adsetSchema,
    what: 'an ad set',
  });
  return adsets.map((adset) => ({
    id: adset.id,
    name: adset.name,
    status: adset.effective_status ?? adset.status ?? 'UNKNOWN',
    campaignId: adset.campaign?.id ?? adset.campaign_id ?? '',
    campaignName: adset.campaign?.name ?? '',
    dailyBudget: adset.daily_budget === undefined ? null : fromMinorUnits(adset.daily_budget, currency),
  }));
}

import { setTimeout as wait } from 'node:timers/promises';
import type {
  AccountRef,
  AdPlatformConnector,
  ConnectorCredentials,
  DailyInsight,
  PlatformAdAccount,
} from '../connector.ts';
import { readAdMedia } from './ad-media.ts';
import { AD_FIELDS, mapAd } from './ads-mapping.ts';
import { readInsights } from './async-report.ts';
import {
  ASSET_BREAKDOWNS,
  ASSET_TYPES,
  assetFromRow,
  BREAKDOWN_COLUMNS,
  breakdownFromRow,
} from './breakdown-mapping.ts';
import { listCustomConversions, readCustomConversionComponents } from './custom-conversions.ts';
import {
  attributionWindows,
  META_COMPONENT_READER,
  META_UNIQUE_COMPONENT_READER,
  requiredText,
} from './field-mapping.ts';
import { createGraphClient, type GraphClient } from './graph-client.ts';
import {
  graphAdAccountSchema,
  graphAdSchema,
  graphUserSchema,
  parseGraph,
  type InsightRow,
} from './graph-types.ts';

export interface MetaConnectorOptions {
  /** Graph API base with its version, e.g. https://graph.facebook.com/v21.0 */
  graphUrl: string;
  fetch?: typeof fetch;
  /** Waits between retries; tests pass a fast one. */
  sleep?: (ms: number) => Promise<void>;
}

const ACCOUNT_FIELDS = 'account_id,name,currency,timezone_id,timezone_name';
const ACCOUNTS_PAGE_LIMIT = 100;
// Expanded creatives make ads heavy; Graph refuses large pages of them.
const ADS_PAGE_LIMIT = 100;

function accountIdOf(account: AccountRef): string {
  if (!/^act_\d+$/.test(account.externalId)) {
    throw new Error(`"${account.externalId}" is not a Meta ad account id (act_ followed by digits)`);
  }
  return account.externalId;
}

const joinFields = (...fields: string[]): string => [...new Set(fields)].join(',');

/**
 * The Meta connector: reads ad accounts, ads and insights from the Graph API. The access token is
 * sent as the `access_token` query parameter of every request. Rate limits, 5xx answers and
 * network failures are retried with exponential back-off (honouring Meta's
 * `estimated_time_to_regain_access`); a refused token raises ConnectorAuthError.
 */
export function createMetaConnector(options: MetaConnectorOptions): AdPlatformConnector {
  const sleep = options.sleep ?? ((ms: number) => wait(ms));
  const fetchImpl = options.fetch ?? globalThis.fetch;

  const clientFor = (credentials: ConnectorCredentials): GraphClient =>
    createGraphClient({
      graphUrl: options.graphUrl,
      accessToken: credentials.accessToken,
      fetch: fetchImpl,
      sleep,
    });

  const insights = (
    credentials: ConnectorCredentials,
    account: AccountRef,
    range: { since: string; until: string },
    params: Record<string, string | number>,
  ): AsyncGenerator<InsightRow[]> =>
    readInsights({ client: clientFor(credentials), sleep, accountId: accountIdOf(account), range, params });

  return {
    async describeUser(credentials) {
      const user = await clientFor(credentials).get('/me', { fields: 'id,name' });
      return parseGraph(graphUserSchema, user, 'the user');
    },

    async listAdAccounts(credentials) {
      const accounts: PlatformAdAccount[] = [];
      const pages = clientFor(credentials).pages('/me/adaccounts', {
        fields: ACCOUNT_FIELDS,
        limit: ACCOUNTS_PAGE_LIMIT,
      });
      for await (const page of pages) {
        for (const item of page) {
          const account = parseGraph(graphAdAccountSchema, item, 'an ad account');
          accounts.push({
            externalId: `act_${account.account_id}`,
            name: account.name,
            platform: 'meta',
            currency: account.currency,
            timezoneId: account.timezone_id,
            timezoneName: account.timezone_name,
          });
        }
      }
      return accounts;
    },

    async listAds(credentials, account) {
      const accountId = accountIdOf(account);
      const ads = [];
      const pages = clientFor(credentials).pages(`/${accountId}/ads`, {
        fields: AD_FIELDS,
        limit: ADS_PAGE_LIMIT,
      });
      for await (const page of pages) {
        for (const item of page) {
          ads.push(mapAd(parseGraph(graphAdSchema, item, 'an ad'), account.timezoneName));
        }
      }
      return ads;
    },

    async *dailyInsights(credentials, account, range) {
      const windows = attributionWindows(account.settings);
      const pages = insights(credentials, account, range, {
        level: 'ad',
        time_increment: 1,
        // `actions` and `action_values` also carry the custom conversions.
        fields: joinFields('ad_id', ...META_COMPONENT_READER.fields, 'actions', 'action_values'),
        action_attribution_windows: JSON.stringify(windows),
      });
      for await (const rows of pages) {
        const page = rows.map((row): DailyInsight => ({
          adExternalId: requiredText(row, 'ad_id'),
          date: requiredText(row, 'date_start'),
          components: {
            ...META_COMPONENT_READER.read(row, windows),
            ...readCustomConversionComponents(row, windows),
          },
        }));
        if (page.length > 0) yield page;
      }
    },

    async *breakdowns(credentials, account, range, kind) {
      const pages = insights(credentials, account, range, {
        level: 'ad',
        time_increment: 1,
        breakdowns: BREAKDOWN_COLUMNS[kind].join(','),
        fields: 'ad_id,impressions,spend',
      });
      for await (const rows of pages) {
        if (rows.length > 0) yield rows.map((row) => breakdownFromRow(row, kind));
      }
    },

    async *assetInsights(credentials, account, range) {
      const windows = attributionWindows(account.settings);
      for (const assetType of ASSET_TYPES) {
        const pages = insights(credentials, account, range, {
          level: 'ad',
          time_increment: 1,
          breakdowns: ASSET_BREAKDOWNS[assetType].breakdown,
          fields: joinFields('ad_id', ...META_COMPONENT_READER.fields, 'actions', 'action_values'),
          action_attribution_windows: JSON.stringify(windows),
        });
        for await (const rows of pages) {
          const page = rows.flatMap((row) => assetFromRow(row, assetType, windows) ?? []);
          if (page.length > 0) yield page;
        }
      }
    },

    async uniqueFigures(credentials, account, range) {
      const fields = META_UNIQUE_COMPONENT_READER.fields;
      const perAd: Record<string, Record<string, number>> = {};
      const adPages = insights(credentials, account, range, {
        level: 'ad',
        fields: joinFields('ad_id', ...fields),
      });
      for await (const rows of adPages) {
        for (const row of rows) {
          perAd[requiredText(row, 'ad_id')] = META_UNIQUE_COMPONENT_READER.read(row, []);
        }
      }
      let accountFigures: Record<string, number> = {};
      for await (const rows of insights(credentials, account, range, {
        level: 'account',
        fields: fields.join(','),
      })) {
        const [row] = rows;
        if (row) accountFigures = META_UNIQUE_COMPONENT_READER.read(row, []);
      }
      return { perAd, account: accountFigures };
    },

    customConversions: (credentials, account) =>
      listCustomConversions(clientFor(credentials), accountIdOf(account)),

    adMedia: (credentials, _account, adExternalId) => readAdMedia(clientFor(credentials), adExternalId),
  };
}

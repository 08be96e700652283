import { todayInTimezone } from '@hookline/domain';
import type { BreakdownKind } from '../../tables.ts';
import {
  ConnectorAuthError,
  type AccountRef,
  type AdPlatformConnector,
  type AssetInsight,
  type BreakdownInsight,
  type ConnectorCredentials,
  type DailyInsight,
  type DayRange,
} from '../connector.ts';
import {
  buildSandboxAccounts,
  DEFAULT_SANDBOX_ACCOUNTS,
  toPlatformAdAccount,
  type SandboxAccount,
  type SandboxAccountSpec,
} from './accounts.ts';
import { listedAds, toPlatformAd, type SandboxAd } from './ads.ts';
import { launchedSandboxAd } from './launched-ads.ts';
import {
  assetGroups,
  assetInsightRows,
  splitPlan,
  type AssetGroup,
  type SplitPlan,
} from './asset-insights.ts';
import { appendBreakdownEntries } from './breakdowns.ts';
import {
  customConversionComponents,
  customConversionZeroes,
  sandboxCustomConversions,
} from './custom-conversions.ts';
import { sandboxAdMedia } from './media.ts';
import { dayNumber, parseRange } from './calendar.ts';
import {
  attributionOf,
  dailyComponents,
  dailyDelivery,
  dayContext,
  runsOn,
  type DayContext,
} from './insights.ts';
import { UniqueFiguresTally } from './unique-figures.ts';

export type { SandboxAccountSpec } from './accounts.ts';

export interface SandboxConnectorOptions {
  accounts?: SandboxAccountSpec[];
  /** Today's date (YYYY-MM-DD) in the account's timezone; defaults to the real one. */
  today?: (timezoneName: string) => string;
}

/** The token that stands for a revoked grant, so reconnecting can be tried against the sandbox. */
export const SANDBOX_REVOKED_TOKEN = 'sandbox-revoked';

/** Rows per page of every paged answer. */
export const SANDBOX_PAGE_SIZE = 5_000;

function authorise(credentials: ConnectorCredentials): void {
  if (credentials.accessToken.trim() === '') {
    throw new ConnectorAuthError('The sandbox needs an access token');
  }
  if (credentials.accessToken === SANDBOX_REVOKED_TOKEN) {
    throw new ConnectorAuthError('The sandbox access token was revoked; reconnect to continue');
  }
}

const isDynamic = (ad: SandboxAd): boolean => ad.creative.assets !== null;

interface AdDay {
  ad: SandboxAd;
  context: DayContext;
}

/**
 * The offline ad platform: a seeded generator of realistic accounts, ads and daily insights.
 * Every figure depends only on the account, the ad, the day and the attribution settings, so
 * overlapping reads agree and two connectors built alike answer alike.
 */
export function createSandboxConnector(options: SandboxConnectorOptions = {}): AdPlatformConnector {
  const accounts = buildSandboxAccounts(options.accounts ?? DEFAULT_SANDBOX_ACCOUNTS);
  const adCaches = new Map<string, Map<number, SandboxAd>>();
  const todayIn = (timezoneName: string): number =>
    dayNumber(options.today ? options.today(timezoneName) : todayInTimezone(timezoneName));

  function accountOf(ref: AccountRef): SandboxAccount {
    const account = accounts.get(ref.externalId);
    if (!account) throw new Error(`The sandbox has no ad account "${ref.externalId}"`);
    return account;
  }

  /** The generated ads listed today, then the ads the Ad Launcher launched by today in the ref's workspace. */
  function adsOf(account: SandboxAccount, ref: AccountRef): { ads: SandboxAd[]; today: number } {
    const today = todayIn(account.timezoneName);
    let cache = adCaches.get(account.spec.externalId);
    if (!cache) {
      cache = new Map();
      adCaches.set(account.spec.externalId, cache);
    }
    const generated = listedAds(account, today, cache);
    const launched = (ref.launchedAds ?? [])
      .filter((ad) => dayNumber(ad.launchedOn) <= today)
      .map((ad) => launchedSandboxAd(account, ad, generated));
    return { ads: launched.length > 0 ? [...generated, ...launched] : generated, today };
  }

  /** Every (ad, day) the ad delivered on within the range, day by day. */
  function* adDays(ref: AccountRef, range: DayRange, only?: (ad: SandboxAd) => boolean): Generator<AdDay> {
    const { first, last } = parseRange(range);
    const account = accountOf(ref);
    const { ads: listed, today } = adsOf(account, ref);
    const ads = only ? listed.filter(only) : listed;
    if (ads.length === 0) return;
    const earliest = Math.min(...ads.map((ad) => ad.launchDay));
    const latest = Math.max(...ads.map((ad) => ad.lastDay));
    const end = Math.min(last, today, latest);
    for (let day = Math.max(first, earliest); day <= end; day += 1) {
      const context = dayContext(day);
      for (const ad of ads) {
        if (!runsOn(ad, day)) continue;
        yield { ad, context };
      }
    }
  }

  /** Cuts a stream of row batches into pages of at most SANDBOX_PAGE_SIZE rows. */
  function* paged<Row>(batches: Iterable<Row[]>): Generator<Row[]> {
    let page: Row[] = [];
    for (const batch of batches) {
      for (const row of batch) page.push(row);
      while (page.length >= SANDBOX_PAGE_SIZE) {
        yield page.slice(0, SANDBOX_PAGE_SIZE);
        page = page.slice(SANDBOX_PAGE_SIZE);
      }
    }
    if (page.length > 0) yield page;
  }

  return {
    async describeUser(credentials) {
      authorise(credentials);
      return { id: 'sandbox-user', name: 'Sandbox user' };
    },

    async listAdAccounts(credentials) {
      authorise(credentials);
      return [...accounts.values()].map(toPlatformAdAccount);
    },

    async listAds(credentials, ref) {
      authorise(credentials);
      const account = accountOf(ref);
      const { ads, today } = adsOf(account, ref);
      const launchedStatus = new Map((ref.launchedAds ?? []).map((ad) => [ad.externalId, ad.status]));
      return ads.map((ad) => {
        const platformAd = toPlatformAd(account, ad, today);
        const status = launchedStatus.get(ad.externalId);
        return status === undefined ? platformAd : { ...platformAd, status };
      });
    },

    async *dailyInsights(credentials, ref, range) {
      authorise(credentials);
      const account = accountOf(ref);
      const { platform } = account;
      const attribution = attributionOf(ref.settings);
      const conversions = sandboxCustomConversions(account);
      function* batches(): Generator<DailyInsight[]> {
        let batch: DailyInsight[] = [];
        for (const { ad, context } of adDays(ref, range)) {
          const components = dailyComponents(platform, ad, context, attribution);
          if (conversions.length > 0) {
            Object.assign(
              components,
              customConversionComponents({ account, conversions, ad, context, attribution, components }),
            );
          }
          batch.push({ adExternalId: ad.externalId, date: context.date, components });
          if (batch.length === SANDBOX_PAGE_SIZE) {
            yield batch;
            batch = [];
          }
        }
        yield batch;
      }
      yield* paged(batches());
    },

    async *breakdowns(credentials, ref, range, kind: BreakdownKind) {
      authorise(credentials);
      if (kind !== 'age_gender' && kind !== 'placement') {
        throw new Error(`Unknown breakdown "${String(kind)}": use age_gender or placement`);
      }
      const platform = accountOf(ref).platform;
      function* batches(): Generator<BreakdownInsight[]> {
        let batch: BreakdownInsight[] = [];
        for (const { ad, context } of adDays(ref, range)) {
          const { spend, impressions } = dailyDelivery(ad, context);
          appendBreakdownEntries(batch, {
            platform,
            ad,
            day: context.day,
            date: context.date,
            kind,
            impressions,
            spend,
          });
          if (batch.length >= SANDBOX_PAGE_SIZE) {
            yield batch;
            batch = [];
          }
        }
        yield batch;
      }
      yield* paged(batches());
    },

    async *assetInsights(credentials, ref, range) {
      authorise(credentials);
      const account = accountOf(ref);
      const { platform } = account;
      const attribution = attributionOf(ref.settings);
      const conversions = sandboxCustomConversions(account);
      const zeroes = customConversionZeroes(conversions);
      const splits = new Map<SandboxAd, { groups: AssetGroup[]; plan: SplitPlan }>();
      function* batches(): Generator<AssetInsight[]> {
        for (const { ad, context } of adDays(ref, range, isDynamic)) {
          const components = dailyComponents(platform, ad, context, attribution);
          if (conversions.length > 0) {
            Object.assign(
              components,
              zeroes,
              customConversionComponents({ account, conversions, ad, context, attribution, components }),
            );
          }
          let split = splits.get(ad);
          if (!split) {
            // An ad's rows always have the same keys, so one plan serves all its days.
            split = { groups: assetGroups(ad), plan: splitPlan(Object.keys(components)) };
            splits.set(ad, split);
          }
          yield assetInsightRows({ ad, ...split, day: context.day, date: context.date, components });
        }
      }
      yield* paged(batches());
    },

    async uniqueFigures(credentials, ref, range) {
      authorise(credentials);
      const { platform } = accountOf(ref);
      const attribution = attributionOf(ref.settings);
      const tally = new UniqueFiguresTally(platform);
      for (const { ad, context } of adDays(ref, range)) {
        tally.add(ad.externalId, dailyComponents(platform, ad, context, attribution));
      }
      return tally.figures();
    },

    async customConversions(credentials, ref) {
      authorise(credentials);
      return sandboxCustomConversions(accountOf(ref)).map(({ externalId, name, eventType }) => ({
        externalId,
        name,
        eventType,
      }));
    },

    async adMedia(credentials, ref, adExternalId) {
      authorise(credentials);
      const ad = adsOf(accountOf(ref), ref).ads.find((candidate) => candidate.externalId === adExternalId);
      return ad ? sandboxAdMedia(ad) : undefined;
    },
  };
}

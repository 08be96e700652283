import { TIMEZONE_IDS, type AdPlatform } from '@hookline/domain';
import type { PlatformAdAccount } from '../connector.ts';
import { hashString } from './random.ts';

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
  /** Every listed ad runs on every day of the history: a load-test account (the benchmark's). */
  alwaysOn?: boolean;
}

const timezoneIdOf = (zone: string): number => {
  const entry = Object.entries(TIMEZONE_IDS).find(([, name]) => name === zone);
  if (!entry) throw new Error(`No timezone id for ${zone}`);
  return Number(entry[0]);
};

/** The accounts a newcomer finds in the sandbox: an apparel shop on Meta and TikTok, in three markets. */
export const DEFAULT_SANDBOX_ACCOUNTS: readonly SandboxAccountSpec[] = [
  {
    externalId: 'sbx_meta_us',
    name: 'Northwind Apparel US',
    platform: 'meta',
    currency: 'USD',
    timezoneId: timezoneIdOf('America/Los_Angeles'),
    adCount: 60,
    historyDays: 400,
  },
  {
    externalId: 'sbx_meta_eu',
    name: 'Northwind Apparel EU',
    platform: 'meta',
    currency: 'EUR',
    timezoneId: timezoneIdOf('Europe/Berlin'),
    adCount: 40,
    historyDays: 400,
  },
  {
    externalId: 'sbx_tiktok_us',
    name: 'Northwind TikTok US',
    platform: 'tiktok',
    currency: 'USD',
    timezoneId: timezoneIdOf('America/New_York'),
    adCount: 40,
    historyDays: 400,
  },
  {
    externalId: 'sbx_tiktok_uk',
    name: 'Northwind TikTok UK',
    platform: 'tiktok',
    currency: 'GBP',
    timezoneId: timezoneIdOf('Europe/London'),
    adCount: 30,
    historyDays: 400,
  },
];

/** Rough units of a currency per US dollar, so budgets and order values look right in any currency. */
const UNITS_PER_DOLLAR: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CAD: 1.36,
  AUD: 1.52,
  NZD: 1.65,
  CHF: 0.88,
  SEK: 10.5,
  NOK: 10.7,
  DKK: 6.9,
  PLN: 4,
  JPY: 150,
  KRW: 1350,
  INR: 83,
  BRL: 5,
  MXN: 17,
  SGD: 1.34,
  HKD: 7.8,
  ZAR: 18.5,
  AED: 3.67,
};

/** The pace of the largest default account: 60 ads over 400 days. */
const DEFAULT_LAUNCHES_PER_DAY = 60 / 400;

/** Everything about an account the generator derives once from its spec. */
export interface SandboxAccount {
  spec: SandboxAccountSpec;
  platform: AdPlatform;
  timezoneName: string;
  seed: number;
  /** Ads launch in batches (one creative test) of this many. */
  batchSize: number;
  /** Average days between two launches: the history holds about adCount ads. */
  launchInterval: number;
  /** No ad runs longer, so an ad leaves the listing long after it stopped. */
  maxLifetimeDays: number;
  /** Account currency units per US dollar. */
  moneyScale: number;
  /** Accounts that launch many ads a day give each a smaller budget (1 for the default accounts). */
  budgetScale: number;
  /** Market code used in ad set names (US, EU, UK...). */
  market: string;
  /** The shop's address, landing pages hang below it. */
  shopUrl: string;
}

function marketOf(spec: SandboxAccountSpec): string {
  const last = spec.name.trim().split(/\s+/).pop() ?? '';
  if (/^[A-Z]{2}$/.test(last)) return last;
  if (spec.currency === 'EUR') return 'EU';
  if (spec.currency === 'GBP') return 'UK';
  return spec.currency.slice(0, 2);
}

function shopUrlOf(spec: SandboxAccountSpec, market: string): string {
  const brand =
    (spec.name.trim().split(/\s+/)[0] ?? 'shop').toLowerCase().replace(/[^a-z0-9]/g, '') || 'shop';
  return `https://${brand}.example${market === 'US' ? '' : `/${market.toLowerCase()}`}`;
}

function checkSpec(spec: SandboxAccountSpec): void {
  const where = `Sandbox account "${spec.externalId}"`;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(spec.externalId)) {
    throw new Error(`${where}: the id must be 1 to 64 letters, digits, '_' or '-'`);
  }
  if (spec.name.trim() === '') throw new Error(`${where}: the name is empty`);
  if (!/^[A-Z]{3}$/.test(spec.currency)) throw new Error(`${where}: the currency must be a 3-letter code`);
  if (TIMEZONE_IDS[spec.timezoneId] === undefined) {
    throw new Error(`${where}: unknown timezone id ${spec.timezoneId}`);
  }
  if (!Number.isInteger(spec.adCount) || spec.adCount < 1 || spec.adCount > 100_000) {
    throw new Error(`${where}: adCount must be a whole number from 1 to 100000`);
  }
  if (!Number.isInteger(spec.historyDays) || spec.historyDays < 7 || spec.historyDays > 3_650) {
    throw new Error(`${where}: historyDays must be a whole number from 7 to 3650`);
  }
}

/** Derives an account's generator settings from its spec; throws a plain message on a bad spec. */
export function buildSandboxAccount(spec: SandboxAccountSpec): SandboxAccount {
  checkSpec(spec);
  const batchSize = Math.min(6, Math.max(2, Math.round(spec.adCount / 15)));
  const market = marketOf(spec);
  return {
    spec,
    platform: spec.platform,
    timezoneName: TIMEZONE_IDS[spec.timezoneId] ?? 'America/Los_Angeles',
    seed: hashString(`sandbox:${spec.externalId}:${spec.platform}`),
    batchSize,
    // Spacing that keeps the listed ads' launches inside the history (see ads.ts, listedAdNumbers).
    launchInterval: spec.historyDays / (spec.adCount + 2.5 * batchSize),
    maxLifetimeDays: Math.max(3, Math.floor(spec.historyDays * 0.8)),
    moneyScale: UNITS_PER_DOLLAR[spec.currency] ?? 1,
    budgetScale: Math.min(1, Math.sqrt(DEFAULT_LAUNCHES_PER_DAY / (spec.adCount / spec.historyDays))),
    market,
    shopUrl: shopUrlOf(spec, market),
  };
}

/** Builds the account models of a set of specs; ids must be unique. */
export function buildSandboxAccounts(specs: readonly SandboxAccountSpec[]): Map<string, SandboxAccount> {
  const accounts = new Map<string, SandboxAccount>();
  for (const spec of specs) {
    if (accounts.has(spec.externalId)) {
      throw new Error(`Sandbox account "${spec.externalId}" is listed twice`);
    }
    accounts.set(spec.externalId, buildSandboxAccount(spec));
  }
  return accounts;
}

/** The account as the platform lists it. */
export function toPlatformAdAccount(account: SandboxAccount): PlatformAdAccount {
  const { spec } = account;
  return {
    externalId: spec.externalId,
    name: spec.name,
    platform: spec.platform,
    currency: spec.currency,
    timezoneId: spec.timezoneId,
    timezoneName: account.timezoneName,
  };
}

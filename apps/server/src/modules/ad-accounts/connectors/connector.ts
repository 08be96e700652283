import type { AdAccountSettings, AdPlatform } from '@hookline/domain';
import type { AssetType, BreakdownKind, CarouselCard, CreativeType, DynamicAssets } from '../tables.ts';

/** What a connector needs to call the platform on a workspace's behalf. */
export interface ConnectorCredentials {
  accessToken: string;
}

/** The platform user behind an access token. */
export interface PlatformUser {
  id: string;
  name: string;
}

export interface PlatformAdAccount {
  /** The platform's id (Meta `act_123`, TikTok advertiser id, sandbox `sbx_meta_1`). */
  externalId: string;
  name: string;
  platform: AdPlatform;
  currency: string;
  /** Meta's numeric timezone id (see TIMEZONE_IDS); TikTok zones are mapped onto the same table. */
  timezoneId: number;
  timezoneName: string;
}

/** The account being read: its platform id, platform and reporting settings. */
export interface AccountRef {
  externalId: string;
  platform: AdPlatform;
  timezoneName: string;
  settings: AdAccountSettings;
  /**
   * The sandbox only: the ads the Ad Launcher created on this account in the syncing workspace. The
   * sandbox lists them with its generated ads and generates their figures from their launch day.
   */
  launchedAds?: readonly LaunchedSandboxAd[];
}

/** An ad the Ad Launcher created in the sandbox, as the sync hands it to the sandbox connector. */
export interface LaunchedSandboxAd {
  externalId: string;
  name: string;
  status: string;
  adsetId: string;
  /** Null when the ad set is one of the sandbox's generated ones (the connector knows their names). */
  adsetName: string | null;
  campaignId: string | null;
  campaignName: string | null;
  creativeId: string;
  /** YYYY-MM-DD in the account's timezone. */
  launchedOn: string;
  creative: {
    type: 'image' | 'video';
    hash: string;
    copy: string;
    headline: string;
    landingPage: string;
    /** The picture of the Creative Hub file it was launched from; null draws the sandbox's own. */
    thumbnailUrl: string | null;
  };
}

export interface PlatformAd {
  externalId: string;
  name: string;
  /** The platform's status; ACTIVE (Meta) and ENABLE (TikTok) are the active ones. */
  status: string;
  campaignId: string | null;
  campaignName: string | null;
  adsetId: string | null;
  adsetName: string | null;
  creativeId: string | null;
  /** Image hash or video id: what identifies the same creative across ads. */
  creativeHash: string | null;
  creativeType: CreativeType;
  thumbnailUrl: string | null;
  copy: string | null;
  headline: string | null;
  landingPage: string | null;
  cards: CarouselCard[] | null;
  assets: DynamicAssets | null;
  publisherPlatforms: string[] | null;
  /** YYYY-MM-DD in the account's timezone. */
  launchedAt: string | null;
}

/** Inclusive range of days in the account's timezone, YYYY-MM-DD. */
export interface DayRange {
  since: string;
  until: string;
}

/** One ad's figures for one day, keyed by component key (`spend`, `actions:omni_purchase`, ...). */
export interface DailyInsight {
  adExternalId: string;
  date: string;
  components: Record<string, number>;
}

export interface BreakdownInsight {
  adExternalId: string;
  date: string;
  kind: BreakdownKind;
  /** `age|gender` (e.g. `25-34|female`) or `publisher_platform|position` (e.g. `instagram|reels`). */
  key: string;
  impressions: number;
  spend: number;
}

/** One asset of a dynamic creative on one day. */
export interface AssetInsight {
  adExternalId: string;
  date: string;
  assetType: AssetType;
  /** The asset itself: the text for bodies and titles, the hash, video id or URL otherwise. */
  assetKey: string;
  components: Record<string, number>;
}

/** De-duplicated figures (reach, unique clicks...) over a whole range, per ad and for the account. */
export interface PlatformUniqueFigures {
  perAd: Record<string, Record<string, number>>;
  account: Record<string, number>;
}

/** A conversion the advertiser defined on the platform (Meta's custom conversions). */
export interface PlatformCustomConversion {
  /** The platform's id; Meta reports it under the action type `offsite_conversion.custom.<id>`. */
  externalId: string;
  name: string;
  /** The standard event it counts as (`PURCHASE`, `LEAD`, `OTHER`...), when the platform says. */
  eventType: string | null;
}

/** One ad's creative media as the platform serves it now (URLs of platforms' CDNs expire). */
export interface PlatformAdMedia {
  imageUrl: string | null;
  /** A URL a browser can play. */
  videoUrl: string | null;
  thumbnailUrl: string | null;
  /** The button's label ("Shop now"), when the ad has one. */
  callToAction: string | null;
  /** A page of the platform that shows the ad as people see it. */
  previewUrl: string | null;
}

/**
 * One ad platform, as the analytics module reads it. Implementations: `meta` (Graph API),
 * `tiktok` (Business API) and `sandbox` (offline, deterministic). Paged results arrive as
 * async iterables of pages so a sync can store them as they come.
 */
export interface AdPlatformConnector {
  /** Who the token belongs to; throws ConnectorAuthError when the platform refuses it. */
  describeUser(credentials: ConnectorCredentials): Promise<PlatformUser>;
  listAdAccounts(credentials: ConnectorCredentials): Promise<PlatformAdAccount[]>;
  listAds(credentials: ConnectorCredentials, account: AccountRef): Promise<PlatformAd[]>;
  /** Daily ad-level insights with the account's attribution windows. */
  dailyInsights(
    credentials: ConnectorCredentials,
    account: AccountRef,
    range: DayRange,
  ): AsyncIterable<DailyInsight[]>;
  breakdowns(
    credentials: ConnectorCredentials,
    account: AccountRef,
    range: DayRange,
    kind: BreakdownKind,
  ): AsyncIterable<BreakdownInsight[]>;
  /** Daily per-asset figures of the account's dynamic creatives (empty where the platform has none). */
  assetInsights(
    credentials: ConnectorCredentials,
    account: AccountRef,
    range: DayRange,
  ): AsyncIterable<AssetInsight[]>;
  uniqueFigures(
    credentials: ConnectorCredentials,
    account: AccountRef,
    range: DayRange,
  ): Promise<PlatformUniqueFigures>;
  /**
   * The account's custom conversions; their daily counts and values arrive in `dailyInsights` as the
   * components `actions:offsite_conversion.custom.<id>` and `action_values:offsite_conversion.custom.<id>`.
   * Optional, like `adMedia`, so a connector made for reading reports alone (the benchmark's) needs
   * neither: without it an account has no custom conversions.
   */
  customConversions?(
    credentials: ConnectorCredentials,
    account: AccountRef,
  ): Promise<PlatformCustomConversion[]>;
  /**
   * The current media of one ad's creative, for the preview drawer; undefined when the platform does not
   * know the ad. Without it the preview shows the thumbnail stored by the last sync.
   */
  adMedia?(
    credentials: ConnectorCredentials,
    account: AccountRef,
    adExternalId: string,
  ): Promise<PlatformAdMedia | undefined>;
}

/** The platform refused the credentials: the account needs reconnecting. */
export class ConnectorAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectorAuthError';
  }
}

/** The platform failed in a way a retry may cure (rate limit, 5xx) after the connector's own retries. */
export class ConnectorUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectorUnavailableError';
  }
}

import type {
  CallToActionType,
  CreativeEnhancements,
  LaunchAdStatus,
  LaunchError,
  LauncherAdset,
  LeadForm,
  NewAdset,
  PlacementGroup,
} from '@hookline/domain';
import type { ConnectorCredentials, PlatformAdAccount } from '../connectors/connector.ts';

/*
 * An ad platform as the Ad Launcher writes to it. Implementations: `meta` (Marketing API through the
 * Graph client) and `sandbox` (offline: what it creates shows up in the sandbox's analytics after the
 * next sync). Every create takes an idempotency key: calling it again with the same key after a crash
 * returns what the first call made instead of making it twice.
 */

/** The account written to, with the credentials of the workspace's connection. */
export interface LaunchTarget {
  credentials: ConnectorCredentials;
  /** The platform's id of the account (`act_123`, `sbx_meta_us`). */
  accountExternalId: string;
}

export interface LaunchPage {
  id: string;
  name: string;
  instagramAccounts: { id: string; username: string }[];
}

export interface LaunchPixel {
  id: string;
  name: string;
}

/** Bytes to upload: read as a stream, once per attempt. */
export interface MediaSource {
  name: string;
  size: number;
  /** sha256 of the bytes, hex: what recognises the same file uploaded before. */
  sha256: string;
  mimeType: string;
  open: () => NodeJS.ReadableStream;
}

export interface CreativeSpec {
  /** Unique per ad of a batch; written into the creative's name so a retry finds it. */
  name: string;
  pageId: string;
  instagramAccountId: string | null;
  /** One asset per placement group; a single asset serves every placement. */
  assets: {
    placement: PlacementGroup | null;
    imageHash?: string;
    videoId?: string;
    thumbnailHash?: string;
    /**
     * The Creative Hub version the asset was uploaded from. The sandbox shows its picture (in previews and
     * in Analytics); Meta keeps its own copy of the upload and never reads this.
     */
    hubVersionId?: string;
  }[];
  primaryText: string;
  headline: string;
  description: string;
  cta: CallToActionType;
  url: string;
  leadFormId?: string;
  /** Every feature written explicitly (never left for the platform to default). */
  enhancements: CreativeEnhancements;
  /** Partnership ads: the creator as the second identity. */
  partner?: { identityId?: string; adCode?: string };
}

export interface AdSpec {
  name: string;
  adsetId: string;
  creativeId: string;
  status: LaunchAdStatus;
  pixelId: string | null;
}

/**
 * How a create is sent. `sentBefore: false` is the caller's word, from its own records, that no earlier
 * attempt sent this create: nothing can exist under its key, so the platform may skip looking for it.
 * Unless told so, a create looks first (the safe default).
 */
export interface CreateOptions {
  sentBefore?: boolean;
}

/** What the platform says of a launched ad when read back (the daily enhancements check). */
export interface LaunchedAdReadBack {
  status: string;
  enhancements: Partial<CreativeEnhancements>;
}

export interface LeadFormInput {
  name: string;
  questions: { type: string; label?: string }[];
  privacyPolicyUrl: string;
  privacyPolicyLinkText?: string;
}

/** One preview of a creative in one placement. */
export interface PlacementPreview {
  placement: string;
  html?: string;
  imageURL?: string;
}

export interface LaunchPlatform {
  listAccounts(credentials: ConnectorCredentials): Promise<PlatformAdAccount[]>;
  listPages(target: LaunchTarget): Promise<LaunchPage[]>;
  listPixels(target: LaunchTarget): Promise<LaunchPixel[]>;
  listAdsets(target: LaunchTarget): Promise<LauncherAdset[]>;
  /** Makes the campaign (unless `campaignId` names one) and the ad set. */
  createAdset(
    target: LaunchTarget,
    input: NewAdset,
    idempotencyKey: string,
    options?: CreateOptions,
  ): Promise<{ id: string; campaignId: string }>;
  /** Meta's image hash; the same bytes give the same hash, so a repeat is harmless. */
  uploadImage(target: LaunchTarget, media: MediaSource): Promise<{ hash: string }>;
  /** A video, in chunks where the platform wants them; one uploaded before (same sha256) is reused. */
  uploadVideo(target: LaunchTarget, media: MediaSource): Promise<{ videoId: string }>;
  createCreative(
    target: LaunchTarget,
    spec: CreativeSpec,
    idempotencyKey: string,
    options?: CreateOptions,
  ): Promise<{ id: string }>;
  createAd(
    target: LaunchTarget,
    spec: AdSpec,
    idempotencyKey: string,
    options?: CreateOptions,
  ): Promise<{ id: string }>;
  readAd(target: LaunchTarget, adId: string): Promise<LaunchedAdReadBack | undefined>;
  previews(target: LaunchTarget, spec: CreativeSpec): Promise<PlacementPreview[]>;
  listLeadForms(target: LaunchTarget, pageId: string): Promise<LeadForm[]>;
  createLeadForm(target: LaunchTarget, pageId: string, input: LeadFormInput): Promise<LeadForm>;
}

/**
 * A refusal or failure of the platform. `transient` ones (rate limits, 5xx, network) are retried with
 * backoff, after `retryAfterMs` when the platform said how long to wait; the others fail the ad with
 * the platform's own words (`error.title`, `error.message`, `error.traceId`).
 */
export class LaunchPlatformError extends Error {
  readonly error: LaunchError;
  readonly transient: boolean;
  readonly retryAfterMs: number | null;
  readonly authRefused: boolean;

  constructor(input: {
    error: LaunchError;
    transient: boolean;
    retryAfterMs?: number | null;
    authRefused?: boolean;
  }) {
    super(input.error.message);
    this.name = 'LaunchPlatformError';
    this.error = input.error;
    this.transient = input.transient;
    this.retryAfterMs = input.retryAfterMs ?? null;
    this.authRefused = input.authRefused ?? false;
  }
}

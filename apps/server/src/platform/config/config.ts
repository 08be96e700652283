import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { encryptionKeysSetting, localEncryptionKeys, type EncryptionKey } from './encryption-keys.ts';
import { outboundNetworksSetting } from '../net/outbound-networks.ts';
import { trustProxySetting } from './trust-proxy.ts';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const optionalUrl = z.url().optional();

/**
 * Every environment variable Hookline reads, with its default. The README's table lists the same
 * variables; keep the two in step.
 */
const environmentSchema = z.object({
  /** `development`, `production` or `test`. Production refuses to start without JWT_SECRET and ENCRYPTION_KEYS. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Port of the HTTP server (API and web app). */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app, used in e-mail links and as the allowed CORS origin. */
  APP_URL: optionalUrl,
  /** The welcome banner's video tour; unset, the server makes one from title cards with ffmpeg. */
  WELCOME_VIDEO_URL: optionalUrl,
  /** Folder for everything Hookline keeps on disk by default (embedded database, files, outbox). */
  DATA_DIR: z.string().default('.data'),
  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR/db is used. */
  DATABASE_URL: z.string().optional(),
  /** Secret that signs access tokens; generated once and kept in DATA_DIR when unset outside production. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /**
   * The signing secret before JWT_SECRET, during a rotation: access tokens it signed are still accepted until
   * they expire; it never signs.
   */
  JWT_PREVIOUS_SECRET: z.string().min(32, 'JWT_PREVIOUS_SECRET must be at least 32 characters').optional(),
  /**
   * Keys that seal secrets kept in the database (ad-platform tokens), newest first: `id:base64,id:base64`.
   * The newest seals; every listed one opens what names its id. Generated once into DATA_DIR when unset
   * outside production.
   */
  ENCRYPTION_KEYS: encryptionKeysSetting,
  /** Lifetime of an access token, in seconds. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Lifetime of a refresh token, in seconds. */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 60 * 60),
  /**
   * Seed the demo organisation and its user (whose password is published) at start-up: on by default, off in
   * production unless set to 1.
   */
  SEED_DEMO: booleanFlag.optional(),
  /** Outgoing mail server, e.g. smtp://user:pass@mail.example.com:587; when unset mail goes to MAIL_OUTBOX_DIR. */
  SMTP_URL: z.string().optional(),
  /** Sender address of every e-mail. */
  MAIL_FROM: z.string().default('Hookline <no-reply@hookline.local>'),
  /** Where `.eml` files are written when SMTP_URL is unset. */
  MAIL_OUTBOX_DIR: z.string().optional(),
  /**
   * Cloudflare Turnstile secret; when set, sign-up calls and signed-out tools must carry a valid
   * X-Bot-Check-Token. Set with TURNSTILE_SITE_KEY, the public key the browser's widget is drawn with.
   */
  TURNSTILE_SECRET_KEY: z.string().optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  /** Turnstile verify endpoint (overridable for tests). */
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** Check that an e-mail domain has mail servers (MX) at sign-up. Needs outside DNS. */
  EMAIL_MX_CHECK: booleanFlag.default(false),
  /** OpenID Connect issuer for "Sign in with Google" (https://accounts.google.com for Google). */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Label of the identity sign-in button. */
  OIDC_PROVIDER_NAME: z.string().default('Google'),
  /**
   * Comma-separated ids of the Hookline browser extension (Chrome ids are 32 letters a-p). A sign-in opened
   * from the extension hands the session to these ids only.
   */
  BROWSER_EXTENSION_IDS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? 'jaijcgbachjcoehgelokkcimafagaekb') // unset: apps/extension's id, fixed by its manifest key
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-p]{32}$/, 'each id must be 32 letters a to p'))),
  /** Where uploaded files live: `local` (DATA_DIR/files) or `s3`. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** Run job workers inside the web server process; set to 0 when `npm run worker` processes run them. */
  JOBS_IN_PROCESS: booleanFlag.default(true),
  /**
   * How long a job's run may last before the queue takes it back and another process retries it: the time a
   * job cut by a crash waits. Longer work (a long video) sets its own.
   */
  JOB_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(15 * 60),
  /** On SIGTERM, how long requests in flight and running jobs may take to finish before the process exits. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Serves `GET /metrics` (Prometheus) to `Authorization: Bearer <this>`; unset, there is no such route. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Requests per minute per IP on the auth routes. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Requests per minute per e-mail address on each auth route that names one, whatever the caller's IP. */
  AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Requests per minute per IP across the API. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * Hosts and origins the MCP server answers besides APP_URL's (and localhost's): comma-separated, for a
   * server reached by more than one name. Any other Host or Origin is refused (DNS rebinding).
   */
  MCP_ALLOWED_HOSTS: z.string().optional(),
  MCP_ALLOWED_ORIGINS: z.string().optional(),
  /** Calls per minute per API key, on every server together (counted in the database). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /**
   * Proxies whose X-Forwarded-For names the client (for rate limits and logs): comma-separated addresses or
   * CIDR ranges, or `off` (the default: the client is the connection's address).
   */
  TRUST_PROXY: trustProxySetting,
  /** Largest JSON body accepted, in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (defaults to apps/web/dist). */
  WEB_DIST_DIR: z.string().optional(),
  /** Meta Graph API base, version included. */
  META_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** TikTok Business API base, version included. */
  TIKTOK_API_URL: z.url().default('https://business-api.tiktok.com/open_api/v1.3'),
  /** TikTok app credentials, needed to list the advertisers an access token may read. */
  TIKTOK_APP_ID: z.string().optional(),
  TIKTOK_APP_SECRET: z.string().optional(),
  /** TikTok's advertiser authorisation page (sign-in with TikTok; needs TIKTOK_APP_ID and TIKTOK_APP_SECRET). */
  TIKTOK_AUTH_URL: z.url().default('https://business-api.tiktok.com/portal/auth'),
  /** The Meta app that workspaces sign in with (Facebook Login for Business); sign-in is off while unset. */
  META_APP_ID: z.string().optional(),
  META_APP_SECRET: z.string().optional(),
  /** Facebook's login dialog, version included. */
  META_OAUTH_DIALOG_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  /** A Facebook Login for Business configuration: when set, it decides the permissions instead of `scope`. */
  META_LOGIN_CONFIG_ID: z.string().optional(),
  /** OpenAI-compatible API for AI features (grouping, hooks); when unset, deterministic heuristics answer. */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /**
   * OpenAI-compatible audio API for transcribing video ads (`POST {base}/audio/transcriptions`). When unset,
   * Debian's pocketsphinx transcribes English offline where it is installed.
   */
  TRANSCRIPTION_BASE_URL: optionalUrl,
  TRANSCRIPTION_API_KEY: z.string().optional(),
  TRANSCRIPTION_MODEL: z.string().default('whisper-1'),
  /**
   * Networks (comma-separated CIDRs or addresses) that requests to URLs users give may reach although they
   * are not public: a team-chat server on the company network, say. Every other private, loopback,
   * link-local or metadata address is refused.
   */
  OUTBOUND_ALLOWED_NETWORKS: outboundNetworksSetting,
  /**
   * Where the Discover library's public ads come from while no ad-library connector is configured: `generated`
   * (made once, on first start, by the offline generator) or `off` (an empty library).
   */
  DISCOVER_LIBRARY: z.enum(['generated', 'off']).default('generated'),
  /**
   * Render the generated library's images and videos in the background after first start. With `0`, each is
   * made when first asked for.
   */
  DISCOVER_PRERENDER: booleanFlag.default(true),
  /**
   * Token of Meta's Ad Library API (`ads_archive`); when set, tracked brands with a Facebook page id are read
   * from it. Without it, Meta's library is not read.
   */
  META_AD_LIBRARY_TOKEN: z.string().optional(),
  /** Graph API origin for the Ad Library, without the version (overridable for tests). */
  META_GRAPH_BASE_URL: z.url().default('https://graph.facebook.com'),
  /** Graph API version of the Ad Library calls. */
  META_AD_LIBRARY_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'a Graph API version like v21.0')
    .default('v21.0'),
  /** `ad_reached_countries` of the Ad Library calls: comma-separated ISO country codes. */
  // The Ad Library API answers for ordinary (not political) ads only where they reached the EU or the UK.
  META_AD_LIBRARY_COUNTRIES: z
    .string()
    .default('DE,FR,GB')
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'each country is a two-letter ISO code')).min(1)),
  /**
   * Client key and secret of a TikTok Commercial Content API client; when set, tracked brands with a TikTok
   * advertiser id are read from TikTok's library.
   */
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  /** TikTok's open API origin for the Commercial Content API (overridable for tests). */
  TIKTOK_API_BASE_URL: z.url().default('https://open.tiktokapis.com'),
  /** Hours between two reads of a tracked brand's ads from the ad libraries. */
  DISCOVER_INGEST_INTERVAL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 30)
    .default(6),
  /** The most pages of ads one read of one brand takes from one ad library. */
  DISCOVER_INGEST_MAX_PAGES: z.coerce.number().int().positive().max(1000).default(40),
  /**
   * Who takes payments: `local` (the in-app offline provider, the default without Stripe keys) or `stripe`
   * (needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; the default when both are set).
   */
  BILLING_PROVIDER: z.enum(['local', 'stripe']).optional(),
  /** Stripe's secret API key (sk_…). */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret of the Stripe webhook endpoint `POST /api/v1/webhooks/stripe` (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API origin (overridable for tests: a local fake of the endpoints used). */
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  /** Where 'Contact Support' (subscriptions) sends its messages. */
  SUPPORT_EMAIL: z.email().default('support@hookline.dev'),
  /** The scheduling link 'Contact Sales' opens in a dialog; unset, the dialog offers Contact Support instead. */
  CONTACT_SALES_URL: optionalUrl,
  /** A Figma personal access token: Ad Templates imports frames by their URL with it; unset, Figma import is off. */
  FIGMA_ACCESS_TOKEN: z.string().optional(),
  /** Figma's REST API origin (overridable for tests). */
  FIGMA_API_URL: z.url().default('https://api.figma.com'),
  /** A Canva Connect integration (OAuth with PKCE): organisations connect Canva for brand templates; unset, off. */
  CANVA_CLIENT_ID: z.string().optional(),
  CANVA_CLIENT_SECRET: z.string().optional(),
  /** Canva Connect's REST API base, without the version (overridable for tests). */
  CANVA_API_URL: z.url().default('https://api.canva.com/rest'),
  /** Canva's authorisation page. */
  CANVA_AUTHORIZE_URL: z.url().default('https://www.canva.com/api/oauth/authorize'),
});

export type Environment = z.input<typeof environmentSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  /** The MCP server's extra Host names and Origins (besides APP_URL's and localhost). */
  mcp: { allowedHosts: string[]; allowedOrigins: string[] };
  /** Where the welcome banner's video is (WELCOME_VIDEO_URL); undefined: the one the server made. */
  welcomeVideoUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  dbDir: string;
  filesDir: string;
  jwtSecret: string;
  /** Verifies access tokens only, never signs (JWT_PREVIOUS_SECRET). */
  jwtPreviousSecret: string | undefined;
  /** Newest first: the first seals, all open. */
  encryptionKeys: EncryptionKey[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  seedDemo: boolean;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  botCheck: {
    turnstileSecretKey: string | undefined;
    turnstileSiteKey: string | undefined;
    verifyUrl: string;
  };
  emailMxCheck: boolean;
  oidc:
    { issuer: string; clientId: string; clientSecret: string | undefined; providerName: string } | undefined;
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  browserExtensionIds: string[];
  jobsInProcess: boolean;
  jobLeaseSeconds: number;
  shutdownTimeoutSeconds: number;
  metricsToken: string | undefined;
  rateLimits: {
    authPerMinute: number;
    authPerAccountPerMinute: number;
    apiPerMinute: number;
    apiKeyPerMinute: number;
  };
  /** Fastify's `trustProxy`: the proxies believed about the client's address, or none. */
  trustProxy: false | string[];
  bodyLimitBytes: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDistDir: string;
  adPlatforms: {
    metaGraphUrl: string;
    tiktokApiUrl: string;
    tiktokAppId: string | undefined;
    tiktokAppSecret: string | undefined;
    tiktokAuthUrl: string;
    metaAppId: string | undefined;
    metaAppSecret: string | undefined;
    metaDialogUrl: string;
    metaLoginConfigId: string | undefined;
  };
  /** Absent when AI_BASE_URL is unset: features fall back to their heuristics. */
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** The audio API that transcribes video ads; absent when TRANSCRIPTION_BASE_URL is unset (offline default). */
  transcription: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** The guard of requests to URLs users give (`platform/net/`). */
  outbound: { allowedNetworks: string[] };
  /** The Discover library's offline default: whether it is generated, and its media rendered ahead of use. */
  discover: { library: 'generated' | 'off'; prerender: boolean };
  /** The ad libraries the Discover ingest reads; each absent unless its credentials are set. */
  adLibraries: {
    meta: { accessToken: string; graphBaseUrl: string; version: string; countries: string[] } | undefined;
    tiktok: { clientKey: string; clientSecret: string; apiBaseUrl: string } | undefined;
    ingestIntervalHours: number;
    maxPages: number;
  };
  /** Who takes payments: Stripe when its keys are set, else the in-app offline provider. */
  billing:
    { provider: 'local' } | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBase: string };
  /** Contact Support's mailbox (SUPPORT_EMAIL) and Contact Sales' scheduling link (CONTACT_SALES_URL, or ''). */
  support: { email: string; contactSalesUrl: string };
  /** Ad Templates' connectors: each one's credentials are unset (off: Hookline's own library only) or set. */
  templateConnectors: {
    figma: { apiUrl: string; accessToken: string | undefined };
    canva: {
      apiUrl: string;
      authorizeUrl: string;
      clientId: string | undefined;
      clientSecret: string | undefined;
    };
  };
}

export class ConfigError extends Error {}

/** A comma-separated setting as its non-empty items, lower-cased. */
const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** Reads and checks the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const problems: string[] = [];

  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) problems.push('  JWT_SECRET: required in production');
  const keys =
    e.ENCRYPTION_KEYS ??
    (e.NODE_ENV === 'production' ? 'required in production' : localEncryptionKeys(dataDir, e.NODE_ENV));
  const encryptionKeys = typeof keys === 'string' ? [] : keys;
  if (typeof keys === 'string') problems.push(`  ENCRYPTION_KEYS: ${keys}`);
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    problems.push('  OIDC_ISSUER and OIDC_CLIENT_ID: set both to enable identity sign-in, or neither');
  }
  if (!e.JOBS_IN_PROCESS && !e.DATABASE_URL) {
    problems.push(
      '  JOBS_IN_PROCESS=0: needs DATABASE_URL, since separate workers cannot open the embedded database',
    );
  }
  if (Boolean(e.TIKTOK_CLIENT_KEY) !== Boolean(e.TIKTOK_CLIENT_SECRET)) {
    problems.push(
      "  TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET: set both to read TikTok's ad library, or neither",
    );
  }
  if (Boolean(e.TURNSTILE_SECRET_KEY) !== Boolean(e.TURNSTILE_SITE_KEY)) {
    problems.push(
      '  TURNSTILE_SECRET_KEY and TURNSTILE_SITE_KEY: set both to turn the bot check on, or neither',
    );
  }
  if (Boolean(e.CANVA_CLIENT_ID) !== Boolean(e.CANVA_CLIENT_SECRET)) {
    problems.push('  CANVA_CLIENT_ID and CANVA_CLIENT_SECRET: set both to connect Canva, or neither');
  }
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    problems.push('  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  const stripeKeys = Boolean(e.STRIPE_SECRET_KEY) && Boolean(e.STRIPE_WEBHOOK_SECRET);
  if (e.BILLING_PROVIDER === 'stripe' && !stripeKeys) {
    problems.push('  BILLING_PROVIDER=stripe: needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (e.NODE_ENV === 'production' && !stripeKeys && e.BILLING_PROVIDER !== 'local') {
    problems.push(
      '  BILLING_PROVIDER: in production without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET nobody pays: set the ' +
        'Stripe keys, or BILLING_PROVIDER=local to choose the offline provider (every plan free) explicitly',
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    mcp: { allowedHosts: listOf(e.MCP_ALLOWED_HOSTS), allowedOrigins: listOf(e.MCP_ALLOWED_ORIGINS) },
    welcomeVideoUrl: e.WELCOME_VIDEO_URL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    dbDir: path.join(dataDir, 'db'),
    filesDir: path.join(dataDir, 'files'),
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir, e.NODE_ENV),
    jwtPreviousSecret: e.JWT_PREVIOUS_SECRET,
    encryptionKeys,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    },
    botCheck: {
      turnstileSecretKey: e.TURNSTILE_SECRET_KEY,
      turnstileSiteKey: e.TURNSTILE_SITE_KEY,
      verifyUrl: e.TURNSTILE_VERIFY_URL,
    },
    emailMxCheck: e.EMAIL_MX_CHECK,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            providerName: e.OIDC_PROVIDER_NAME,
          }
        : undefined,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET as string,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local', dir: path.join(dataDir, 'files') },
    browserExtensionIds: e.BROWSER_EXTENSION_IDS,
    jobsInProcess: e.JOBS_IN_PROCESS,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    rateLimits: {
      authPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      authPerAccountPerMinute: e.AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE,
      apiPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
      apiKeyPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    },
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../../../web/dist')),
    adPlatforms: {
      metaGraphUrl: e.META_GRAPH_URL.replace(/\/$/, ''),
      tiktokApiUrl: e.TIKTOK_API_URL.replace(/\/$/, ''),
      tiktokAppId: e.TIKTOK_APP_ID,
      tiktokAppSecret: e.TIKTOK_APP_SECRET,
      tiktokAuthUrl: e.TIKTOK_AUTH_URL,
      metaAppId: e.META_APP_ID,
      metaAppSecret: e.META_APP_SECRET,
      metaDialogUrl: e.META_OAUTH_DIALOG_URL,
      metaLoginConfigId: e.META_LOGIN_CONFIG_ID,
    },
    ai: e.AI_BASE_URL
      ? { baseUrl: e.AI_BASE_URL.replace(/\/$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL }
      : undefined,
    transcription: e.TRANSCRIPTION_BASE_URL
      ? {
          baseUrl: e.TRANSCRIPTION_BASE_URL.replace(/\/$/, ''),
          apiKey: e.TRANSCRIPTION_API_KEY,
          model: e.TRANSCRIPTION_MODEL,
        }
      : undefined,
    outbound: { allowedNetworks: e.OUTBOUND_ALLOWED_NETWORKS },
    discover: { library: e.DISCOVER_LIBRARY, prerender: e.DISCOVER_PRERENDER },
    adLibraries: {
      meta: e.META_AD_LIBRARY_TOKEN
        ? {
            accessToken: e.META_AD_LIBRARY_TOKEN,
            graphBaseUrl: e.META_GRAPH_BASE_URL.replace(/\/+$/, ''),
            version: e.META_AD_LIBRARY_VERSION,
            countries: e.META_AD_LIBRARY_COUNTRIES,
          }
        : undefined,
      tiktok:
        e.TIKTOK_CLIENT_KEY && e.TIKTOK_CLIENT_SECRET
          ? {
              clientKey: e.TIKTOK_CLIENT_KEY,
              clientSecret: e.TIKTOK_CLIENT_SECRET,
              apiBaseUrl: e.TIKTOK_API_BASE_URL.replace(/\/+$/, ''),
            }
          : undefined,
      ingestIntervalHours: e.DISCOVER_INGEST_INTERVAL_HOURS,
      maxPages: e.DISCOVER_INGEST_MAX_PAGES,
    },
    billing:
      (e.BILLING_PROVIDER ?? (stripeKeys ? 'stripe' : 'local')) === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY as string,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
            apiBase: e.STRIPE_API_BASE.replace(/\/+$/, ''),
          }
        : { provider: 'local' },
    support: { email: e.SUPPORT_EMAIL, contactSalesUrl: e.CONTACT_SALES_URL ?? '' },
    templateConnectors: {
      figma: { apiUrl: e.FIGMA_API_URL.replace(/\/+$/, ''), accessToken: e.FIGMA_ACCESS_TOKEN },
      canva: {
        apiUrl: e.CANVA_API_URL.replace(/\/+$/, ''),
        authorizeUrl: e.CANVA_AUTHORIZE_URL,
        clientId: e.CANVA_CLIENT_ID,
        clientSecret: e.CANVA_CLIENT_SECRET,
      },
    },
  };
}

/** Outside production a signing secret is generated once and kept beside the data, so sessions survive restarts. */
function localSecret(dataDir: string, env: string): string {
  if (env === 'test') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

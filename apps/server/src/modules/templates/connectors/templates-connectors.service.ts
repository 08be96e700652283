import { createHash } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import {
  ERROR_CODES,
  TEMPLATE_MESSAGES,
  type TemplateOrientation,
  type TemplateSlot,
} from '@hookline/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Config } from '../../../platform/config/config.ts';
import type { AppContext } from '../../../platform/context.ts';
import { secretBoxOf } from '../../../platform/crypto/secret-box.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError, badRequest } from '../../../platform/http/app-error.ts';
import type { OutboundFetch } from '../../../platform/net/guarded-fetch.ts';
import { SERVICE_BASES } from '../../../platform/http/service-bases.ts';
import { createCanvaClient, type CanvaBrandTemplate, type CanvaDesign } from './canva/canva-client.ts';
import { canvaAuthorization, createCanvaOAuthClient, type CanvaGrant } from './canva/canva-oauth.ts';
import { createCanvaSession, type CanvaSession } from './canva/canva-session.ts';
import { DesignConnectorError, isConnectorFailure } from './connector-errors.ts';
import { createConnectorOutbound, downloadImage } from './connector-http.ts';
import { datasetSlotsOf } from './design-slots.ts';
import { createFigmaClient } from './figma/figma-client.ts';
import { parseFigmaFrameUrl } from './figma/figma-url.ts';
import { templateCanvaConnections, templateCanvaSignIns } from './tables.ts';

/*
 * What the templates area's routes call to bring designs in from Figma and Canva. Without FIGMA_ACCESS_TOKEN or
 * CANVA_CLIENT_ID each says it is not set up (Hookline's own library is the offline experience). Every request
 * goes through the outbound guard; failures become AppErrors in the spec's words: bad input and what the
 * provider refused are 400, a provider still throttling is 429, one not answering 502.
 */

export type ConnectorsContext = Pick<AppContext, 'config' | 'database' | 'clock'>;

/** A design brought in from Figma or Canva, for the templates area to keep as an organisation's template. */
export interface ImportedDesign {
  source: 'figma' | 'canva';
  /** The provider's id of the design: `<fileKey>:<nodeId>` for a Figma frame, the brand template's id for Canva. */
  externalId: string;
  name: string;
  /** "Open in Figma" or "Open in Canva". */
  designURL: string;
  /** Portrait when taller than wide; otherwise landscape (labelled "Square"). */
  orientation: TemplateOrientation;
  width: number;
  height: number;
  slots: TemplateSlot[];
  /** The preview, downloaded (the provider's URL expires): the caller stores it. */
  preview: { bytes: Buffer; contentType: 'image/png' | 'image/jpeg'; width: number; height: number };
}

export interface CanvaTemplateSummary {
  id: string;
  title: string;
  designURL: string;
  /** Canva's thumbnail URL, good for minutes only: for showing the list, never for keeping. */
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
}

export interface CanvaConnectionState {
  /** Whether CANVA_CLIENT_ID and CANVA_CLIENT_SECRET are set. */
  configured: boolean;
  connected: boolean;
  connectedAt: string | null;
}

/** Who started a Canva sign-in: the callback's caller proves them again before the code is exchanged. */
export interface CanvaSignInBinding {
  orgId: string;
  workspaceId: string;
  userId: string;
}

export type CanvaConnectOutcome =
  | { outcome: 'connected'; binding: CanvaSignInBinding; message: string }
  | { outcome: 'failed'; binding: CanvaSignInBinding; message: string };

/** How long a Canva sign-in may take between leaving for Canva and coming back. */
export const CANVA_SIGN_IN_TTL_MS = 10 * 60_000;

const CANVA_TEMPLATE_ID = /^[A-Za-z0-9_-]{1,200}$/;

const orientationOf = (width: number, height: number): TemplateOrientation =>
  height > width ? 'portrait' : 'landscape';

/** What the connectors of one configuration share: the guard sized for images, and how they wait. */
interface Runtime {
  outbound: OutboundFetch;
  sleep: (ms: number) => Promise<void>;
  /** Canva sessions by organisation, so that calls at the same time share one refresh of its tokens. */
  canvaSessions: Map<string, OrgCanvaSession>;
}
const runtimes = new WeakMap<Config, Runtime>();

function runtimeOf(config: Config): Runtime {
  let runtime = runtimes.get(config);
  if (!runtime) {
    runtime = {
      outbound: createConnectorOutbound(config.outbound.allowedNetworks),
      sleep: (ms) => wait(ms),
      canvaSessions: new Map(),
    };
    runtimes.set(config, runtime);
  }
  return runtime;
}

/** A connector's failure as the API answers it. */
function appErrorOf(error: unknown): unknown {
  if (!(error instanceof DesignConnectorError)) return error;
  switch (error.failure) {
    case 'notConfigured':
      return badRequest(
        error.provider === 'figma'
          ? TEMPLATE_MESSAGES.figmaNotConfigured
          : TEMPLATE_MESSAGES.canvaNotConfigured,
      );
    case 'notConnected':
      return badRequest(TEMPLATE_MESSAGES.canvaNotConnected);
    case 'rateLimited':
      return new AppError(ERROR_CODES.tooManyRequests, error.message);
    case 'unavailable':
    case 'answer':
      return new AppError(ERROR_CODES.badGateway, error.message);
    case 'tokenRefused':
    case 'forbidden':
    case 'notFound':
    case 'renderMissing':
    case 'autofillFailed':
      return badRequest(error.message);
  }
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw appErrorOf(error);
  }
}

// ---------------------------------------------------------------------------------------------- Figma

export const figmaConfigured = (config: Config): boolean =>
  Boolean(config.templateConnectors.figma.accessToken);

/**
 * Imports a Figma frame by its link: checks the link (TEMPLATE_MESSAGES.figmaUrlInvalid), then reads the frame
 * and downloads its render. Without FIGMA_ACCESS_TOKEN: TEMPLATE_MESSAGES.figmaNotConfigured. Stores nothing.
 */
export async function importFigmaFrame(
  context: Pick<AppContext, 'config'>,
  input: { figmaUrl: string },
): Promise<ImportedDesign> {
  const ref = parseFigmaFrameUrl(input.figmaUrl);
  if (!ref) throw badRequest(TEMPLATE_MESSAGES.figmaUrlInvalid);
  const { figma } = context.config.templateConnectors;
  if (!figma.accessToken) throw badRequest(TEMPLATE_MESSAGES.figmaNotConfigured);
  const runtime = runtimeOf(context.config);
  const client = createFigmaClient({
    apiUrl: figma.apiUrl,
    accessToken: figma.accessToken,
    outbound: runtime.outbound,
    sleep: runtime.sleep,
  });
  const frame = await mapped(() => client.importFrame(ref));
  return {
    source: 'figma',
    externalId: `${ref.fileKey}:${ref.nodeId}`,
    name: frame.name,
    designURL: frame.designURL,
    orientation: orientationOf(frame.width, frame.height),
    width: frame.width,
    height: frame.height,
    slots: frame.slots,
    preview: frame.preview,
  };
}

// ---------------------------------------------------------------------------------------------- Canva

export const canvaConfigured = (config: Config): boolean =>
  Boolean(config.templateConnectors.canva.clientId && config.templateConnectors.canva.clientSecret);

/** Where Canva sends the browser back: register it with the Canva integration. */
export const canvaRedirectUri = (config: Pick<Config, 'appUrl'>): string =>
  `${config.appUrl}${SERVICE_BASES.main}/templates/canva/callback`;

function canvaSettings(config: Config) {
  const { canva } = config.templateConnectors;
  if (!canva.clientId || !canva.clientSecret) throw badRequest(TEMPLATE_MESSAGES.canvaNotConfigured);
  return { ...canva, clientId: canva.clientId, clientSecret: canva.clientSecret };
}

function oauthClient(context: ConnectorsContext) {
  const settings = canvaSettings(context.config);
  const runtime = runtimeOf(context.config);
  return createCanvaOAuthClient({
    apiUrl: settings.apiUrl,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    outbound: runtime.outbound,
    sleep: runtime.sleep,
    now: () => context.clock.now(),
  });
}

const hashOf = (state: string) => createHash('sha256').update(state, 'utf8').digest('base64url');

/**
 * Starts connecting the organisation to Canva: keeps a single-use state and the PKCE verifier (sealed) bound
 * to the member and workspace, and answers Canva's authorisation page for the browser to open. The caller
 * proves first that the member may connect. Without the Canva client configured: TEMPLATE_MESSAGES.canvaNotConfigured.
 */
export async function startCanvaConnect(
  context: ConnectorsContext,
  input: CanvaSignInBinding,
): Promise<{ url: string }> {
  const settings = canvaSettings(context.config);
  const authorization = canvaAuthorization({
    authorizeUrl: settings.authorizeUrl,
    clientId: settings.clientId,
    redirectUri: canvaRedirectUri(context.config),
  });
  const now = context.clock.now();
  const { db } = context.database;
  // Abandoned sign-ins are swept as new ones start.
  await db.delete(templateCanvaSignIns).where(lt(templateCanvaSignIns.expiresAt, now));
  await db.insert(templateCanvaSignIns).values({
    ...input,
    stateHash: hashOf(authorization.state),
    codeVerifier: secretBoxOf(context.config).seal(authorization.codeVerifier),
    expiresAt: new Date(now.getTime() + CANVA_SIGN_IN_TTL_MS),
  });
  return { url: authorization.url };
}

/**
 * Finishes a Canva sign-in from the callback's query: takes the state back once (unknown or replayed: a 400,
 * TEMPLATE_MESSAGES.canvaSignInInvalid), lets `authorise` prove the member that started it may still connect
 * (it throws if not), then exchanges the code with the kept verifier and stores the tokens sealed for the
 * organisation, replacing any before. Answers where it ended, with the binding for the page to return to.
 */
export async function finishCanvaConnect(
  context: ConnectorsContext,
  input: {
    query: { state?: string; code?: string; error?: string };
    authorise: (binding: CanvaSignInBinding) => Promise<void>;
  },
): Promise<CanvaConnectOutcome> {
  const { state, code, error } = input.query;
  if (!state) throw badRequest(TEMPLATE_MESSAGES.canvaSignInInvalid);
  const { db } = context.database;
  const [row] = await db
    .delete(templateCanvaSignIns)
    .where(eq(templateCanvaSignIns.stateHash, hashOf(state)))
    .returning();
  if (!row) throw badRequest(TEMPLATE_MESSAGES.canvaSignInInvalid);
  const binding: CanvaSignInBinding = { orgId: row.orgId, workspaceId: row.workspaceId, userId: row.userId };
  const now = context.clock.now();
  if (row.expiresAt.getTime() <= now.getTime()) {
    return { outcome: 'failed', binding, message: TEMPLATE_MESSAGES.canvaSignInInvalid };
  }
  await input.authorise(binding);
  if (error || !code) return { outcome: 'failed', binding, message: TEMPLATE_MESSAGES.canvaDeclined };
  const box = secretBoxOf(context.config);
  let grant: CanvaGrant;
  try {
    grant = await oauthClient(context).exchangeCode({
      code,
      codeVerifier: box.open(row.codeVerifier),
      redirectUri: canvaRedirectUri(context.config),
    });
  } catch (failure) {
    if (failure instanceof DesignConnectorError) {
      return { outcome: 'failed', binding, message: failure.message };
    }
    throw failure;
  }
  const sealed = {
    accessToken: box.seal(grant.accessToken),
    refreshToken: box.seal(grant.refreshToken),
    expiresAt: grant.expiresAt,
    scopes: grant.scopes,
    connectedBy: binding.userId,
  };
  await db
    .insert(templateCanvaConnections)
    .values({ orgId: binding.orgId, ...sealed })
    .onConflictDoUpdate({ target: templateCanvaConnections.orgId, set: { ...sealed, updatedAt: now } });
  runtimeOf(context.config).canvaSessions.delete(binding.orgId);
  return { outcome: 'connected', binding, message: TEMPLATE_MESSAGES.canvaConnected };
}

async function connectionRow(db: Executor, orgId: string) {
  const [row] = await db
    .select()
    .from(templateCanvaConnections)
    .where(eq(templateCanvaConnections.orgId, orgId))
    .limit(1);
  return row;
}

/** Whether Canva is set up on this server, and whether the organisation is connected. */
export async function canvaConnectionOf(
  context: ConnectorsContext,
  orgId: string,
): Promise<CanvaConnectionState> {
  const row = await connectionRow(context.database.db, orgId);
  return {
    configured: canvaConfigured(context.config),
    connected: row !== undefined,
    connectedAt: row?.createdAt.toISOString() ?? null,
  };
}

/** Forgets the organisation's Canva tokens. */
export async function disconnectCanva(context: ConnectorsContext, orgId: string): Promise<void> {
  await context.database.db.delete(templateCanvaConnections).where(eq(templateCanvaConnections.orgId, orgId));
  runtimeOf(context.config).canvaSessions.delete(orgId);
}

interface OrgCanvaSession {
  session: CanvaSession;
  /** The refresh token (as sealed in its row) the session read last: the one a failed refresh used. */
  lastRefreshToken(): string | null;
}

/** The organisation's Canva session: tokens read from the database, refreshed tokens written back sealed. */
function canvaSessionOf(context: ConnectorsContext, orgId: string): OrgCanvaSession {
  const { canvaSessions } = runtimeOf(context.config);
  let entry = canvaSessions.get(orgId);
  if (!entry) {
    const box = secretBoxOf(context.config);
    const { db } = context.database;
    let lastRefreshToken: string | null = null;
    const session = createCanvaSession({
      oauth: oauthClient(context),
      now: () => context.clock.now(),
      store: {
        async load() {
          const row = await connectionRow(db, orgId);
          lastRefreshToken = row?.refreshToken ?? null;
          if (!row) return null;
          return {
            accessToken: box.open(row.accessToken),
            refreshToken: box.open(row.refreshToken),
            expiresAt: row.expiresAt,
            scopes: row.scopes,
          };
        },
        async save(grant) {
          await db
            .update(templateCanvaConnections)
            .set({
              accessToken: box.seal(grant.accessToken),
              refreshToken: box.seal(grant.refreshToken),
              expiresAt: grant.expiresAt,
              scopes: grant.scopes.length > 0 ? grant.scopes : undefined,
              updatedAt: context.clock.now(),
            })
            .where(eq(templateCanvaConnections.orgId, orgId));
        },
      },
    });
    entry = { session, lastRefreshToken: () => lastRefreshToken };
    canvaSessions.set(orgId, entry);
  }
  return entry;
}

/**
 * Runs `work` with the organisation's Canva client. Not configured, or not connected: 400 with the spec's
 * words. When Canva refuses the connection for good (its refresh token too), the stored tokens are forgotten,
 * so the organisation shows as not connected.
 */
async function withCanva<T>(
  context: ConnectorsContext,
  orgId: string,
  work: (client: ReturnType<typeof createCanvaClient>) => Promise<T>,
): Promise<T> {
  const settings = canvaSettings(context.config);
  const runtime = runtimeOf(context.config);
  const canva = canvaSessionOf(context, orgId);
  const client = createCanvaClient({
    apiUrl: settings.apiUrl,
    session: canva.session,
    outbound: runtime.outbound,
    sleep: runtime.sleep,
  });
  try {
    return await work(client);
  } catch (error) {
    const refused = canva.lastRefreshToken();
    if (isConnectorFailure(error, 'notConnected') && refused !== null) {
      // Forgotten only if the row still holds the refresh token Canva refused: another process that
      // refreshed meanwhile, or a new sign-in, wrote a working one.
      await context.database.db
        .delete(templateCanvaConnections)
        .where(
          and(eq(templateCanvaConnections.orgId, orgId), eq(templateCanvaConnections.refreshToken, refused)),
        );
      runtime.canvaSessions.delete(orgId);
    }
    throw appErrorOf(error);
  }
}

const summaryOf = (template: CanvaBrandTemplate): CanvaTemplateSummary => ({
  id: template.id,
  title: template.title,
  designURL: template.createUrl,
  thumbnailUrl: template.thumbnail?.url ?? null,
  width: template.thumbnail?.width ?? null,
  height: template.thumbnail?.height ?? null,
});

/** One page of the organisation's Canva brand templates; pass `continuation` back for the next. */
export async function listCanvaBrandTemplates(
  context: ConnectorsContext,
  input: { orgId: string; continuation?: string | null; query?: string },
): Promise<{ items: CanvaTemplateSummary[]; continuation: string | null }> {
  return withCanva(context, input.orgId, async (client) => {
    const page = await client.listBrandTemplates({ continuation: input.continuation, query: input.query });
    return { items: page.items.map(summaryOf), continuation: page.continuation };
  });
}

function checkedTemplateId(id: string): string {
  if (!CANVA_TEMPLATE_ID.test(id)) throw badRequest(TEMPLATE_MESSAGES.canvaTemplateInvalid);
  return id;
}

/**
 * Imports a Canva brand template: its title, "Open in Canva" link, autofill fields as slots (none when the
 * account's plan has no autofill) and its thumbnail, downloaded. Stores nothing.
 */
export async function importCanvaTemplate(
  context: ConnectorsContext,
  input: { orgId: string; canvaTemplateId: string },
): Promise<ImportedDesign> {
  const id = checkedTemplateId(input.canvaTemplateId);
  const runtime = runtimeOf(context.config);
  return withCanva(context, input.orgId, async (client) => {
    const template = await client.getBrandTemplate(id);
    const dataset = await client.getBrandTemplateDataset(id).catch((error: unknown) => {
      if (isConnectorFailure(error, 'forbidden')) return {};
      throw error;
    });
    if (!template.thumbnail) {
      throw new DesignConnectorError(
        'canva',
        'renderMissing',
        'Canva gave no preview of this brand template, so nothing was imported',
      );
    }
    const preview = await downloadImage(
      { provider: 'canva', where: 'its thumbnail', outbound: runtime.outbound, sleep: runtime.sleep },
      template.thumbnail.url,
    );
    return {
      source: 'canva',
      externalId: template.id,
      name: template.title,
      designURL: template.createUrl,
      orientation: orientationOf(template.thumbnail.width, template.thumbnail.height),
      width: template.thumbnail.width,
      height: template.thumbnail.height,
      slots: datasetSlotsOf(dataset),
      preview,
    };
  });
}

/**
 * Autofills a new Canva design from a brand template with texts, keyed by the template's field names (images
 * would need assets uploaded to Canva first, which this does not do). Answers the design and its edit link;
 * a job that fails or outlasts its wait is a 400 saying so, an account whose plan lacks autofill too.
 */
export async function autofillCanvaTemplate(
  context: ConnectorsContext,
  input: { orgId: string; canvaTemplateId: string; title?: string; texts: Readonly<Record<string, string>> },
): Promise<CanvaDesign> {
  const id = checkedTemplateId(input.canvaTemplateId);
  const data = Object.fromEntries(
    Object.entries(input.texts).map(([field, text]) => [field, { type: 'text' as const, text }]),
  );
  return withCanva(context, input.orgId, (client) =>
    client.autofill({ brandTemplateId: id, title: input.title, data }),
  );
}

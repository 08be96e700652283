import { createHash } from 'node:crypto';
import { API_KEY_MESSAGES } from '@hookline/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/http/app-error.ts';
import type { ApiKeyGrant, ApiKeyVerifier } from '../../platform/http/access/caller.ts';
import { countRequest } from '../rate-limits/index.ts';
import { findKeyOfToken } from './api-keys.service.ts';
import { PUBLIC_API_ROUTES, routeName } from './public-routes.ts';
import { apiKeyCalls, apiKeyIdempotency, apiKeys } from './tables.ts';

const MINUTE_MS = 60_000;
/** How long a repeat waits for the first request with its Idempotency-Key to be answered. */
const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 100;
/** Visible ASCII, as Stripe and the IETF draft allow: 1 to 255 characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The live key `token` is, as a grant (not counted against its rate limit: the calls it then makes are). */
export async function findKeyOfApiToken(
  context: AppContext,
  token: string,
): Promise<ApiKeyGrant | undefined> {
  const row = await findKeyOfToken(context.database.db, token);
  return row && { id: row.id, orgId: row.orgId, scope: row.scope, workspaceIds: row.workspaceIds };
}

/** Checks a key sent as a bearer token, counting the call against the key's limit (in the database). */
export function createApiKeyVerifier(context: AppContext): ApiKeyVerifier {
  return async (token) => {
    const row = await findKeyOfToken(context.database.db, token);
    if (!row) return undefined;
    const counted = await countRequest(context.database.sql, `api-key:${row.id}`, MINUTE_MS);
    const over = counted.current > context.config.rateLimits.apiKeyPerMinute;
    return {
      id: row.id,
      orgId: row.orgId,
      scope: row.scope,
      workspaceIds: row.workspaceIds,
      userId: row.createdByUserId,
      retryAfterSeconds: over ? Math.max(1, Math.ceil(counted.ttl / 1000)) : null,
    };
  };
}

interface IdempotentWrite {
  keyId: string;
  idempotencyKey: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The write's claim on its Idempotency-Key, to be given the answer once it is sent. */
    idempotentWrite: IdempotentWrite | null;
  }
}

const requestHashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/**
 * A write with an API key and an `Idempotency-Key`: the first request claims the key and runs; a repeat of
 * the same request gets the first one's answer (`Idempotent-Replayed: true`), waiting while it still runs;
 * the same key with another request is refused (409). A 5xx answer is not kept, so a retry runs again.
 */
function idempotentWrites(context: AppContext) {
  const { db } = context.database;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const keyId = request.caller?.kind === 'member' ? request.caller.apiKey?.id : undefined;
    const header = request.headers['idempotency-key'];
    if (!keyId || header === undefined) return;
    const idempotencyKey = Array.isArray(header) ? header[0] : header;
    if (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw badRequest(API_KEY_MESSAGES.idempotencyKeyInvalid);
    }
    const requestHash = requestHashOf(request);
    const claimed = await db
      .insert(apiKeyIdempotency)
      .values({ keyId, idempotencyKey, requestHash })
      .onConflictDoNothing()
      .returning({ keyId: apiKeyIdempotency.keyId });
    if (claimed.length > 0) {
      request.idempotentWrite = { keyId, idempotencyKey };
      return;
    }
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const [first] = await db
        .select()
        .from(apiKeyIdempotency)
        .where(and(eq(apiKeyIdempotency.keyId, keyId), eq(apiKeyIdempotency.idempotencyKey, idempotencyKey)));
      // The first answer was a 5xx, and dropped: this request runs as a new one.
      if (!first) {
        await db
          .insert(apiKeyIdempotency)
          .values({ keyId, idempotencyKey, requestHash })
          .onConflictDoNothing();
        request.idempotentWrite = { keyId, idempotencyKey };
        return;
      }
      if (first.requestHash !== requestHash) throw conflict(API_KEY_MESSAGES.idempotencyConflict);
      if (first.status !== null) {
        return reply
          .status(first.status)
          .header('content-type', first.contentType ?? 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(first.body ?? '');
      }
      if (Date.now() > deadline) throw conflict(API_KEY_MESSAGES.idempotencyInFlight);
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
    }
  };
}

/** Keeps the answer of a claimed write, or drops the claim when the answer can't be replayed (5xx, a stream). */
async function keepAnswer(
  context: AppContext,
  write: IdempotentWrite,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  const { db } = context.database;
  const where = and(
    eq(apiKeyIdempotency.keyId, write.keyId),
    eq(apiKeyIdempotency.idempotencyKey, write.idempotencyKey),
  );
  if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    await db.delete(apiKeyIdempotency).where(where);
    return;
  }
  const contentType = reply.getHeader('content-type');
  await db
    .update(apiKeyIdempotency)
    .set({
      status: reply.statusCode,
      body: payload.toString(),
      contentType: typeof contentType === 'string' ? contentType : null,
    })
    .where(where);
}

/** Records a call made with a key, and when the key was last used (written at most once a minute). */
async function recordCall(context: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const keyId = request.apiKeyId;
  if (!keyId) return;
  const { db } = context.database;
  const at = context.clock.now();
  await db.insert(apiKeyCalls).values({
    keyId,
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0]!,
    status: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime),
    at,
  });
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, sql`${at.toISOString()}::timestamptz - interval '1 minute'`),
        ),
      ),
    );
}

/**
 * The public API: the routes of `PUBLIC_API_ROUTES` declare `publicApi` (an API key may call them), carry the
 * OpenAPI tag `public`, and a write's `Idempotency-Key` is kept; every call made with a key is recorded.
 * Call after `registerAccess` and before the routes are registered.
 */
export function registerPublicApi(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('idempotentWrite', null);
  const idempotent = idempotentWrites(context);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    const use = methods.map((method) => PUBLIC_API_ROUTES[routeName(method, route.url)]).find(Boolean);
    if (!use) return;
    route.config = { ...route.config, publicApi: use };
    const schema = route.schema ?? {};
    const tags: unknown[] = Array.isArray(schema.tags) ? schema.tags : [];
    const named = tags.filter((tag): tag is string => typeof tag === 'string');
    route.schema = { ...schema, tags: [...new Set([...named, 'public'])] };
    if (use === 'write') route.preHandler = [...[route.preHandler ?? []].flat(), idempotent];
  });
  // These two run on every request and have nothing to do unless an API key was used: callback hooks,
  // which answer at once when there is nothing to keep, spare the other requests a promise and its turns.
  app.addHook('onSend', (request, reply, payload, done) => {
    const write = request.idempotentWrite;
    if (!write) {
      done(null, payload);
      return;
    }
    request.idempotentWrite = null;
    keepAnswer(context, write, reply, payload)
      .catch((error: unknown) => request.log.warn({ err: error }, 'idempotent write: answer not kept'))
      .finally(() => done(null, payload));
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.apiKeyId) {
      done();
      return;
    }
    recordCall(context, request, reply)
      .catch((error: unknown) => request.log.warn({ err: error }, 'API key call not recorded'))
      .finally(() => done());
  });
}

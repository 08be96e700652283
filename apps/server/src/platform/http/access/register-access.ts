import { API_KEY_MESSAGES, API_KEY_PREFIX, ERROR_CODES, type Product } from '@hookline/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { AppError, forbidden, notFound, unauthorized } from '../app-error.ts';
import type { AccessTokenVerifier } from '../authenticate.ts';
import type { ApiKeyGrant, ApiKeyVerifier, Caller, CallerKind, MemberCaller } from './caller.ts';
import type { AccessDeclaration, IdSource, ResourceDeclaration } from './declare-access.ts';
import { requireAction } from './prove-access.ts';
import type { AccessOf, AnyResource, RowOf } from './resource.ts';
import type { ShareTokens } from './share-token.ts';
import { isUuid } from '../../uuid.ts';

export const SHARE_TOKEN_HEADER = 'x-share-token';

/** Refuses (throws) a member's call to a module the organisation may not use now; resolves otherwise. */
export type ModuleGate = (orgId: string, module: Product) => Promise<void>;

/** The organisation a proven access belongs to, for the access kinds that carry one. */
function organisationOf(access: unknown): string | undefined {
  if (typeof access !== 'object' || access === null || !('orgId' in access)) return undefined;
  return typeof access.orgId === 'string' ? access.orgId : undefined;
}

/** The workspace a proven access belongs to, for the access kinds that carry one. */
function workspaceOf(access: unknown): string | undefined {
  if (typeof access !== 'object' || access === null || !('workspaceId' in access)) return undefined;
  return typeof access.workspaceId === 'string' ? access.workspaceId : undefined;
}

/**
 * An API key reaches its own organisation's resources, in its workspaces only: anything else is as unknown
 * to it (404) as another organisation's is to a member, even where the key's maker could reach it.
 */
export function assertWithinKey(key: ApiKeyGrant, access: unknown): void {
  const orgId = organisationOf(access);
  if (orgId !== undefined && orgId !== key.orgId) throw notFound();
  const workspaceId = workspaceOf(access);
  if (workspaceId !== undefined && key.workspaceIds !== null && !key.workspaceIds.includes(workspaceId)) {
    throw notFound();
  }
}

/** What a route's handler receives once its declared access is proven. */
export interface Granted<Row, Access> {
  caller: Caller;
  access: Access;
  row: Row;
  /** Every action the caller may take on the row: what the web app shows. */
  allowedActions: readonly string[];
}

interface GrantedOnRequest extends Granted<unknown, unknown> {
  resource: AnyResource;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    granted: GrantedOnRequest | null;
  }
}

/** `Bearer <token>` and nothing else (RFC 6750's b64token): anything after the token makes the header invalid. */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return BEARER.exec(header)?.[1];
}

function idFrom(request: FastifyRequest, source: IdSource): string {
  const holder = request[source.from] as Record<string, unknown> | undefined;
  const value = holder?.[source.key];
  if (typeof value !== 'string' || !isUuid(value)) throw notFound();
  return value;
}

/**
 * Makes every route under `prefixes` declare its access (`config.access`) and proves it before the handler
 * runs: the caller from the request's token, then the resource in one scoped query, then the action, then,
 * for a route of a module (`config.product`), whether the resource's organisation may use that module.
 * A route that declares nothing stops the app from starting.
 */
export function registerAccess(
  app: FastifyInstance,
  input: {
    db: Executor;
    verifyAccessToken: AccessTokenVerifier;
    shareTokens: ShareTokens;
    prefixes: readonly string[];
    moduleGate?: ModuleGate;
    /** Checks an API key sent as the bearer token; without it, keys are refused. */
    verifyApiKey?: ApiKeyVerifier;
  },
): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('granted', null);
  app.decorateRequest('apiKeyId', null);
  // Kept for the routes' `request.auth` readers: the signed-in member, when there is one.
  app.decorateRequest('auth', null);

  /** A call with an API key: its maker, narrowed to the key, on a public API route of the key's scope. */
  const keyHolder = async (request: FastifyRequest, token: string): Promise<MemberCaller> => {
    const key = await input.verifyApiKey?.(token);
    if (!key) {
      throw new AppError(ERROR_CODES.unauthorized, API_KEY_MESSAGES.keyInvalid, {
        'www-authenticate': 'Bearer error="invalid_token"',
      });
    }
    request.apiKeyId = key.id;
    if (key.retryAfterSeconds !== null) {
      throw new AppError(ERROR_CODES.tooManyRequests, API_KEY_MESSAGES.rateLimited, {
        'retry-after': String(key.retryAfterSeconds),
      });
    }
    const use = request.routeOptions.config.publicApi;
    if (!use) throw forbidden(API_KEY_MESSAGES.notPublic);
    if (use === 'write' && key.scope !== 'write') throw forbidden(API_KEY_MESSAGES.readOnly);
    const sessionId = `api-key:${key.id}`;
    request.auth = { userId: key.userId, sessionId };
    const { userId, retryAfterSeconds: _within, ...grant } = key;
    return { kind: 'member', userId, sessionId, apiKey: grant };
  };

  const member = async (request: FastifyRequest): Promise<MemberCaller> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    if (token.startsWith(API_KEY_PREFIX)) return keyHolder(request, token);
    const auth = await input.verifyAccessToken(token);
    request.auth = auth;
    return { kind: 'member', userId: auth.userId, sessionId: auth.sessionId };
  };

  const callerFor = async (request: FastifyRequest, kinds: readonly CallerKind[]): Promise<Caller> => {
    const shareToken = request.headers[SHARE_TOKEN_HEADER];
    if (kinds.includes('share') && typeof shareToken === 'string' && shareToken !== '') {
      return input.shareTokens.verify(shareToken);
    }
    if (kinds.includes('member')) return member(request);
    throw unauthorized();
  };

  const prove = async (request: FastifyRequest, declaration: ResourceDeclaration<AnyResource>) => {
    const caller = await callerFor(request, declaration.callers);
    request.caller = caller;
    const id = idFrom(request, declaration.id);
    const within = declaration.within ? idFrom(request, declaration.within) : undefined;
    const { resource } = declaration;
    const resolved =
      caller.kind === 'member'
        ? await resource.forMember(input.db, { userId: caller.userId, id, within })
        : await resource.forShareViewer?.(input.db, { viewer: caller, id, within });
    if (!resolved) throw notFound();
    if (caller.kind === 'member' && caller.apiKey) assertWithinKey(caller.apiKey, resolved.access);
    const allowedActions = resource.allowedActions(resolved, caller);
    if (declaration.action !== undefined) requireAction(resource, allowedActions, declaration.action);
    request.granted = { resource, caller, row: resolved.row, access: resolved.access, allowedActions };
    const module = request.routeOptions.config.product;
    const orgId = organisationOf(resolved.access);
    if (module && orgId && caller.kind === 'member') await input.moduleGate?.(orgId, module);
  };

  const handlerFor = (declaration: AccessDeclaration) => async (request: FastifyRequest) => {
    if (declaration.kind === 'public') return;
    if (declaration.kind === 'signedIn') {
      request.caller = await member(request);
      return;
    }
    if (declaration.kind === 'publicOrSignedIn') {
      if (request.headers.authorization !== undefined) request.caller = await member(request);
      return;
    }
    await prove(request, declaration);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const declaration = route.config?.access;
    if (!declaration) {
      if (input.prefixes.some((prefix) => route.url.startsWith(prefix))) {
        throw new Error(`${String(route.method)} ${route.url} declares no access (config.access)`);
      }
      return;
    }
    // A public route proves nothing: no step is added to its requests.
    if (declaration.kind === 'public') return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [handlerFor(declaration), ...existing];
  });
}

/** The signed-in member calling a `signedIn` or member-only route. */
export function signedInMember(request: FastifyRequest): MemberCaller {
  const caller = request.caller;
  if (!caller || caller.kind !== 'member') throw unauthorized();
  return caller;
}

/** The row, access and caller a route's declared resource proved; the route must have declared `resource`. */
export function granted<R extends { name: string }>(
  request: FastifyRequest,
  resource: R,
): Granted<RowOf<R>, AccessOf<R>> {
  const proven = request.granted;
  if (!proven || proven.resource !== (resource as unknown)) {
    throw new Error(`${request.routeOptions.url ?? request.url} did not declare access to ${resource.name}`);
  }
  return proven as unknown as Granted<RowOf<R>, AccessOf<R>>;
}

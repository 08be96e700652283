import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from './app-error.ts';

/** Who is calling: the user and the sign-in session (refresh-token family) the access token belongs to. */
export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
}

/** Checks an access token (signature, expiry, live session); throws a 401 AppError when it fails. */
export type AccessTokenVerifier = (token: string) => Promise<AuthenticatedUser>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user; puts it on `request.auth`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Registers `app.authenticate` (Authorization: Bearer <token>) on the root instance, for every route plugin. */
export function registerAuthentication(app: FastifyInstance, verify: AccessTokenVerifier): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    request.auth = await verify(token);
  });
}

/** The caller of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

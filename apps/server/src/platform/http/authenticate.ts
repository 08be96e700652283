import type { FastifyRequest } from 'fastify';
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
    /** The signed-in member, once a route's declared access has proven one. */
    auth: AuthenticatedUser | null;
  }
}

/** The signed-in member calling a route that declared `signedIn` or a member resource. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

import { createSecretKey, hkdfSync, randomUUID, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { unauthorized } from '../app-error.ts';
import type { ShareViewer } from './caller.ts';

/** How long a share-link viewer's token lasts before the page asks the link again. */
export const SHARE_TOKEN_TTL_SECONDS = 60 * 60 * 12;

const SHARE_TOKEN_TYPE = 'hookline-share+jwt';

const claimsSchema = z.object({
  lid: z.string().min(1),
  sk: z.string().min(1),
  sid: z.string().min(1),
  opt: z.record(z.string(), z.boolean()),
});

/**
 * Share tokens are signed with their own key, derived from the JWT secret, so that a member's access token
 * can never pass for a share token or the other way round.
 */
function shareKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(hkdfSync('sha256', secret, '', 'hookline:share-token:v1', 32)));
}

export interface ShareTokens {
  /** The token a share link's page sends as `X-Share-Token`, after the link's password (if any) was given. */
  issue(viewer: Omit<ShareViewer, 'kind'>, options?: { expiresAt?: Date }): Promise<string>;
  /** The viewer a token stands for; 401 when it is forged, expired or not a share token. */
  verify(token: string): Promise<ShareViewer>;
}

export function createShareTokens(input: { secret: string; previousSecret?: string }): ShareTokens {
  const keys = [input.secret, input.previousSecret].filter((s): s is string => Boolean(s)).map(shareKey);
  return {
    async issue(viewer, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const linkExpiry = options.expiresAt ? Math.floor(options.expiresAt.getTime() / 1000) : Infinity;
      return (
        new SignJWT({
          lid: viewer.linkId,
          sk: viewer.scope.kind,
          sid: viewer.scope.id,
          opt: viewer.options,
        })
          .setProtectedHeader({ alg: 'HS256', typ: SHARE_TOKEN_TYPE })
          .setIssuedAt(now)
          // Two viewers opening a link in the same second get different tokens, each revocable on its own.
          .setJti(randomUUID())
          .setExpirationTime(Math.min(now + SHARE_TOKEN_TTL_SECONDS, linkExpiry))
          .sign(keys[0]!)
      );
    },
    async verify(token) {
      for (const [index, key] of keys.entries()) {
        try {
          const { payload } = await jwtVerify(token, key, {
            algorithms: ['HS256'],
            typ: SHARE_TOKEN_TYPE,
            requiredClaims: ['exp', 'iat'],
          });
          const claims = claimsSchema.safeParse(payload);
          if (!claims.success) throw unauthorized();
          return {
            kind: 'share',
            linkId: claims.data.lid,
            scope: { kind: claims.data.sk, id: claims.data.sid },
            options: claims.data.opt,
          };
        } catch (error) {
          const last = index === keys.length - 1;
          if (!last && error instanceof joseErrors.JWSSignatureVerificationFailed) continue;
          throw unauthorized();
        }
      }
      throw unauthorized();
    },
  };
}

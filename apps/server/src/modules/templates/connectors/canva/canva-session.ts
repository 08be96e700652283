import { DesignConnectorError } from '../connector-errors.ts';
import type { CanvaGrant, CanvaOAuthClient } from './canva-oauth.ts';

/** Where one connection's tokens live: the database (sealed) for an organisation, memory in a test. */
export interface CanvaTokenStore {
  load(): Promise<CanvaGrant | null>;
  /** Keeps the tokens a refresh gave, in place of `replaced`. */
  save(grant: CanvaGrant, replaced: CanvaGrant): Promise<void>;
}

/** The access token a Canva call sends, refreshed when it is about to expire or Canva refused it. */
export interface CanvaSession {
  accessToken(): Promise<string>;
  /** After Canva answered 401 to `refused`: a fresh token (refreshed once, unless another call already did). */
  renewAfterRefusal(refused: string): Promise<string>;
}

/** A token is refreshed this long before it expires, so that none expires mid-call. */
export const REFRESH_MARGIN_MS = 60_000;

export function createCanvaSession(input: {
  store: CanvaTokenStore;
  oauth: CanvaOAuthClient;
  now?: () => Date;
}): CanvaSession {
  const now = input.now ?? (() => new Date());
  // Canva's refresh tokens are used once: calls that need a refresh at the same time share one.
  let pending: Promise<CanvaGrant> | null = null;

  async function current(): Promise<CanvaGrant> {
    const grant = await input.store.load();
    if (!grant) {
      throw new DesignConnectorError('canva', 'notConnected', 'Canva is not connected: connect Canva first');
    }
    return grant;
  }

  function refresh(grant: CanvaGrant): Promise<CanvaGrant> {
    pending ??= input.oauth
      .refresh(grant.refreshToken)
      .then(async (next) => {
        await input.store.save(next, grant);
        return next;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    async accessToken() {
      if (pending) return (await pending).accessToken;
      const grant = await current();
      if (grant.expiresAt.getTime() - REFRESH_MARGIN_MS > now().getTime()) return grant.accessToken;
      return (await refresh(grant)).accessToken;
    },
    async renewAfterRefusal(refused) {
      if (pending) return (await pending).accessToken;
      const grant = await current();
      if (grant.accessToken !== refused) return grant.accessToken;
      return (await refresh(grant)).accessToken;
    },
  };
}

/** Tokens kept in memory: for tests, and for a caller that stores them itself. */
export function memoryTokenStore(initial: CanvaGrant | null): CanvaTokenStore & { grant: CanvaGrant | null } {
  const store = {
    grant: initial,
    load: () => Promise.resolve(store.grant),
    save: (grant: CanvaGrant) => {
      store.grant = grant;
      return Promise.resolve();
    },
  };
  return store;
}

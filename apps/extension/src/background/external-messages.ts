import { normaliseAppUrl } from '../shared/app-url.ts';
import type { SessionStore } from './session-store.ts';

/*
 * The messages Hookline's web app sends the extension (apps/web/src/app/session/extension/extension-bridge.ts),
 * through `externally_connectable`, so only the origins the manifest lists can send them.
 */

type ExternalReply = { version: string } | { success: boolean };

interface Dependencies {
  store: SessionStore;
  version: string;
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Answers one message from the web app at `senderOrigin`: the version query, a session handed over after a
 * sign-in (kept with that origin as Hookline's address), or a logout. A logout from another Hookline than the
 * one the extension is signed in to changes nothing. Anything else is refused.
 */
export async function handleExternalMessage(
  message: unknown,
  senderOrigin: string | undefined,
  { store, version }: Dependencies,
): Promise<ExternalReply> {
  const type = (message as { type?: unknown } | null)?.type;
  const appUrl = senderOrigin ? normaliseAppUrl(senderOrigin) : null;
  switch (type) {
    case 'HOOKLINE_VERSION':
      return { version };
    case 'HOOKLINE_AUTH_TOKEN': {
      const { token, refreshToken } = message as { token?: unknown; refreshToken?: unknown };
      if (!appUrl || !nonEmptyString(token) || !nonEmptyString(refreshToken)) return { success: false };
      await store.saveTokens({ token, refreshToken, appUrl });
      return { success: true };
    }
    case 'HOOKLINE_LOGOUT': {
      const session = await store.read();
      if (appUrl === session.appUrl) await store.clearTokens();
      return { success: true };
    }
    default:
      return { success: false };
  }
}

import { MESSAGES } from '@hookline/domain';
import { authApi } from '../../../api/auth-api.ts';
import type { SessionTokens } from '../../../api/index.ts';
import { toast } from '../../../ui/toasts.ts';
import { findInstalledExtension, sendToExtension } from './extension-bridge.ts';

const FROM_EXTENSION_KEY = 'hookline.signInFromExtension';

/** The extension opens `/login?source=extension`; remember it through sign-up and OTP steps. */
export function keepExtensionSourceFromUrl(search: URLSearchParams): void {
  if (search.get('source') === 'extension') sessionStorage.setItem(FROM_EXTENSION_KEY, '1');
}

async function configuredExtensionIds(): Promise<string[]> {
  try {
    return (await authApi.extensionConfig()).extensionIds;
  } catch {
    return [];
  }
}

/**
 * The extension's own session: it refreshes its tokens on its own schedule, so it must not share the app's
 * refresh token (rotating one the other already rotated ends the session).
 */
async function extensionSessionTokens(): Promise<SessionTokens | undefined> {
  try {
    return await authApi.extensionSession();
  } catch {
    return undefined;
  }
}

/**
 * After a sign-in opened from the extension, hands the session to the extension and says how it went:
 * 'Extension authentication success' or '... failed', 'Extension not installed', or 'Not supported'.
 */
export async function handOffToExtension(): Promise<void> {
  if (sessionStorage.getItem(FROM_EXTENSION_KEY) !== '1') return;
  sessionStorage.removeItem(FROM_EXTENSION_KEY);
  const found = await findInstalledExtension(await configuredExtensionIds());
  if (!('extensionId' in found)) {
    toast.error(
      found.status === 'not-supported' ? MESSAGES.extensionNotSupported : MESSAGES.extensionNotInstalled,
    );
    return;
  }
  const tokens = await extensionSessionTokens();
  if (!tokens) {
    toast.error(MESSAGES.extensionAuthFailed);
    return;
  }
  const reply = await sendToExtension(found.extensionId, {
    type: 'HOOKLINE_AUTH_TOKEN',
    token: tokens.token,
    refreshToken: tokens.refreshToken,
  });
  const accepted =
    reply.status === 'answered' && (reply.response as { success?: unknown } | undefined)?.success === true;
  if (accepted) toast.success(MESSAGES.extensionAuthSuccess, { carryOver: true });
  else toast.error(MESSAGES.extensionAuthFailed);
}

/** Signing out of the app signs the extension out too, when it is installed; nothing is shown either way. */
export async function signOutExtension(): Promise<void> {
  const found = await findInstalledExtension(await configuredExtensionIds());
  if ('extensionId' in found) await sendToExtension(found.extensionId, { type: 'HOOKLINE_LOGOUT' });
}

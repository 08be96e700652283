/**
 * Messages between the web app and the Hookline browser extension (spec section 7, "Browser extension
 * messages"): a version query, the auth token after a sign-in opened from the extension, and logout.
 * The extension accepts them through `externally_connectable`; a browser without the extension
 * messaging API (any non-Chromium browser) is "not supported".
 */
export type ExtensionMessage =
  | { type: 'HOOKLINE_VERSION' }
  | { type: 'HOOKLINE_AUTH_TOKEN'; token: string; refreshToken: string }
  | { type: 'HOOKLINE_LOGOUT' };

export type ExtensionReply =
  { status: 'answered'; response: unknown } | { status: 'not-installed' } | { status: 'not-supported' };

interface ExtensionRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (response: unknown) => void): void;
  lastError?: { message?: string } | undefined;
}

function extensionRuntime(): ExtensionRuntime | undefined {
  const runtime = (globalThis as { chrome?: { runtime?: Partial<ExtensionRuntime> } }).chrome?.runtime;
  return typeof runtime?.sendMessage === 'function' ? (runtime as ExtensionRuntime) : undefined;
}

const REPLY_TIMEOUT_MS = 3000;

/** Sends one message; an extension that is absent (or silent for 3 s) answers `not-installed`. */
export function sendToExtension(extensionId: string, message: ExtensionMessage): Promise<ExtensionReply> {
  const runtime = extensionRuntime();
  if (!runtime) return Promise.resolve({ status: 'not-supported' });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ status: 'not-installed' }), REPLY_TIMEOUT_MS);
    try {
      runtime.sendMessage(extensionId, message, (response) => {
        clearTimeout(timer);
        // Reading lastError also tells Chromium the failure was handled.
        resolve(runtime.lastError ? { status: 'not-installed' } : { status: 'answered', response });
      });
    } catch {
      clearTimeout(timer);
      resolve({ status: 'not-installed' });
    }
  });
}

/** The first of `extensionIds` that answers the version query, if any. */
export async function findInstalledExtension(
  extensionIds: readonly string[],
): Promise<{ extensionId: string } | { status: 'not-installed' | 'not-supported' }> {
  if (!extensionRuntime() || extensionIds.length === 0) return { status: 'not-supported' };
  for (const extensionId of extensionIds) {
    const reply = await sendToExtension(extensionId, { type: 'HOOKLINE_VERSION' });
    if (reply.status === 'answered') return { extensionId };
  }
  return { status: 'not-installed' };
}

import { MESSAGES } from '@hookline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../ui/toasts.ts';
import { handOffToExtension, keepExtensionSourceFromUrl, signOutExtension } from './extension-sign-in.ts';

const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
/** The extension's own session, started for it at hand-off. */
const extensionTokens = { token: 'extension-access-1', refreshToken: 'extension-refresh-1' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The auth service: extension/config answers the given ids; extension/session starts the extension's own
 * session, or fails when `sessionStatus` says so.
 */
function serveExtensionConfig(extensionIds: string[], sessionStatus = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('extension/session')) {
        return sessionStatus === 200 ? json(extensionTokens) : json({ message: 'Forbidden' }, sessionStatus);
      }
      return json({ extensionIds });
    }),
  );
}

/** A Chromium extension runtime; `reply` answers each message, `undefined` means the extension is absent. */
function installRuntime(reply: ((message: { type: string }) => unknown) | undefined) {
  const sent: { extensionId: string; message: { type: string } }[] = [];
  const runtime: {
    lastError?: { message: string };
    sendMessage: (id: string, message: { type: string }, callback: (response: unknown) => void) => void;
  } = {
    sendMessage: (extensionId, message, callback) => {
      sent.push({ extensionId, message });
      if (reply) {
        runtime.lastError = undefined;
        callback(reply(message));
      } else {
        runtime.lastError = { message: 'Could not establish connection. Receiving end does not exist.' };
        callback(undefined);
      }
    },
  };
  vi.stubGlobal('chrome', { runtime });
  return sent;
}

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  vi.spyOn(toast, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signing in from the browser extension', () => {
  it('does nothing for a sign-in that did not come from the extension', async () => {
    const sent = installRuntime(() => ({ success: true }));
    serveExtensionConfig([EXTENSION_ID]);
    await handOffToExtension();
    expect(sent).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("hands the extension a session of its own, never the app's refresh token, and says so", async () => {
    keepExtensionSourceFromUrl(new URLSearchParams('source=extension'));
    serveExtensionConfig([EXTENSION_ID]);
    const sent = installRuntime((message) =>
      message.type === 'HOOKLINE_VERSION' ? { version: '1.2.0' } : { success: true },
    );
    await handOffToExtension();
    expect(sent.map((s) => s.message)).toEqual([
      { type: 'HOOKLINE_VERSION' },
      { type: 'HOOKLINE_AUTH_TOKEN', ...extensionTokens },
    ]);
    expect(sent.every((s) => s.extensionId === EXTENSION_ID)).toBe(true);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.extensionAuthSuccess, { carryOver: true });
  });

  it('reports a failure when its session could not be started, and sends no token', async () => {
    keepExtensionSourceFromUrl(new URLSearchParams('source=extension'));
    serveExtensionConfig([EXTENSION_ID], 500);
    const sent = installRuntime(() => ({ success: true }));
    await handOffToExtension();
    expect(sent.map((s) => s.message.type)).toEqual(['HOOKLINE_VERSION']);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.extensionAuthFailed);
  });

  it('reports a refusal from the extension', async () => {
    keepExtensionSourceFromUrl(new URLSearchParams('source=extension'));
    serveExtensionConfig([EXTENSION_ID]);
    installRuntime((message) =>
      message.type === 'HOOKLINE_VERSION' ? { version: '1.2.0' } : { success: false },
    );
    await handOffToExtension();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.extensionAuthFailed);
  });

  it("says 'Extension not installed' when no configured extension answers", async () => {
    keepExtensionSourceFromUrl(new URLSearchParams('source=extension'));
    serveExtensionConfig([EXTENSION_ID]);
    installRuntime(undefined);
    await handOffToExtension();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.extensionNotInstalled);
  });

  it("says 'Not supported' in a browser without extension messaging", async () => {
    keepExtensionSourceFromUrl(new URLSearchParams('source=extension'));
    serveExtensionConfig([EXTENSION_ID]);
    await handOffToExtension();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.extensionNotSupported);
  });

  it('hands off once: a later sign-in in the same tab is a normal one', async () => {
    keepExtensionSourceFromUrl(new URLSearchParams('source=extension'));
    serveExtensionConfig([EXTENSION_ID]);
    const sent = installRuntime(() => ({ success: true }));
    await handOffToExtension();
    await handOffToExtension();
    expect(sent.filter((s) => s.message.type === 'HOOKLINE_AUTH_TOKEN')).toHaveLength(1);
  });
});

describe('signing out', () => {
  it('tells an installed extension to sign out, silently', async () => {
    serveExtensionConfig([EXTENSION_ID]);
    const sent = installRuntime(() => ({ success: true }));
    await signOutExtension();
    expect(sent.map((s) => s.message.type)).toEqual(['HOOKLINE_VERSION', 'HOOKLINE_LOGOUT']);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

import { MESSAGES } from '@hookline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../ui/toasts.ts';
import { handOffToExtension, keepExtensionSourceFromUrl, signOutExtension } from './extension-sign-in.ts';

vi.mock('../../../ui/toasts.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
const tokens = { token: 'access-1', refreshToken: 'refresh-1' };

/** The auth service answering extension/config with the given ids. */
function serveExtensionConfig(extensionIds: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ extensionIds }), { headers: { 'content-type': 'application/json' } }),
    ),
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
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing in from the browser extension', () => {
  it('does nothing for a sign-in that did not come from the extension', async () => {
    const sent = installRuntime(() => ({ success: true }));
    serveExtensionConfig([EXTENSION_ID]);
    await handOffToExtension(tokens);
    expect(sent).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('hands the tokens to the installed extension and says so', async () => {
    keepExtensionSourceFromUrl(new URLSearchParams('source=extension'));
    serveExtensionConfig([EXTENSION_ID]);
    const sent = installRuntime((message) =>
      message.type === 'HOOKLINE_VERSION' ? { version: '1.2.0' } : { success: true },
    );
    await handOffToExtension(tokens);
    expect(sent.map((s) => s.message)).toEqual([
      { type: 'HOOKLINE_VERSION' },
      { type: 'HOOKLINE_AUTH_TOKEN', token: 'access-1', refreshToken: 'refresh-1' },
    ]);
    expect(sent.every((s) => s.extensionId === EXTENSION_ID)).toBe(true);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.extensionAuthSuccess, { carryOver: true });
  });

  it('reports a refusal from the extension', async () => {
    keepExtensionSourceFromUrl(new URLSearchParams('source=extension'));
    serveExtensionConfig([EXTENSION_ID]);
    installRuntime((message) =>
      message.type === 'HOOKLINE_VERSION' ? { version: '1.2.0' } : { success: false },
    );
    await handOffToExtension(tokens);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.extensionAuthFailed);
  });

  it("says 'Extension not installed' when no configured extension answers", async () => {
    keepExtensionSourceFromUrl(new URLSearchParams('source=extension'));
    serveExtensionConfig([EXTENSION_ID]);
    installRuntime(undefined);
    await handOffToExtension(tokens);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.extensionNotInstalled);
  });

  it("says 'Not supported' in a browser without extension messaging", async () => {
    keepExtensionSourceFromUrl(new URLSearchParams('source=extension'));
    serveExtensionConfig([EXTENSION_ID]);
    await handOffToExtension(tokens);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.extensionNotSupported);
  });

  it('hands off once: a later sign-in in the same tab is a normal one', async () => {
    keepExtensionSourceFromUrl(new URLSearchParams('source=extension'));
    serveExtensionConfig([EXTENSION_ID]);
    const sent = installRuntime(() => ({ success: true }));
    await handOffToExtension(tokens);
    await handOffToExtension(tokens);
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

import type { AuthChangedMessage } from '../shared/runtime-messages.ts';
import { handleBackgroundRequest, isBackgroundRequest } from './background-requests.ts';
import { handleExternalMessage } from './external-messages.ts';
import { createHooklineClient } from './hookline-client.ts';
import { createSessionStore, signedInChange } from './session-store.ts';

/*
 * The extension's service worker: it alone holds the session and calls Hookline. The content script, the
 * popup and the options page ask it through runtime messages; the web app hands it sessions through
 * `externally_connectable`.
 */

// Content scripts run beside the page they read: they must not see the tokens.
void chrome.storage.local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);

const store = createSessionStore(chrome.storage.local);
const client = createHooklineClient({ store, fetch: (input, init) => fetch(input, init) });
const openTab = async (url: string) => {
  await chrome.tabs.create({ url });
};

chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {
  const origin = sender.origin ?? (sender.url ? new URL(sender.url).origin : undefined);
  handleExternalMessage(message, origin, { store, version: chrome.runtime.getManifest().version }).then(
    sendResponse,
    () => sendResponse({ success: false }),
  );
  return true;
});

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id || !isBackgroundRequest(message)) return false;
  handleBackgroundRequest(message, { store, client, openTab }).then(sendResponse, (error: unknown) =>
    sendResponse({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
  return true;
});

/** Tells open ad pages and the extension's own pages that someone signed in or out. */
async function broadcast(message: AuthChangedMessage): Promise<void> {
  await chrome.runtime.sendMessage(message).catch(() => undefined);
  const tabs = await chrome.tabs.query({});
  const reached = tabs.flatMap((tab) => (tab.id === undefined ? [] : [tab.id]));
  await Promise.all(reached.map((tabId) => chrome.tabs.sendMessage(tabId, message).catch(() => undefined)));
}

chrome.storage.onChanged.addListener((changes, areaName) => {
  if (areaName !== 'local') return;
  const signedIn = signedInChange(changes);
  if (signedIn !== undefined) void broadcast({ kind: 'auth-changed', signedIn });
});

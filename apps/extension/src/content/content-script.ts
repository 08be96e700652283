import { askBackground, isAuthChangedMessage } from '../shared/runtime-messages.ts';
import { adapterFor } from './ad-page-adapters.ts';
import { watchAdCards } from './ad-scanner.ts';
import { createSaveWidget, type WidgetBridge } from './save-widget/save-widget.ts';

/*
 * Runs on Meta's Ad Library and TikTok's Creative Center: a Save control on each ad card. It reads the page;
 * the service worker holds the session and makes every call to Hookline.
 */

const authListeners = new Set<() => void>();
chrome.runtime.onMessage.addListener((message) => {
  if (isAuthChangedMessage(message)) for (const listener of authListeners) listener();
  return false;
});

const bridge: WidgetBridge = {
  listBoards: () => askBackground({ kind: 'list-boards' }),
  saveAd: (body) => askBackground({ kind: 'save-ad', body }),
  signIn: async () => {
    await askBackground({ kind: 'sign-in' });
  },
  openApp: async () => {
    await askBackground({ kind: 'open-app' });
  },
  onAuthChanged: (listener) => {
    authListeners.add(listener);
    return () => authListeners.delete(listener);
  },
};

const adapter = adapterFor(new URL(location.href));
if (adapter) {
  watchAdCards({
    document,
    adapter,
    createWidget: (card) =>
      createSaveWidget({ document, bridge, readAd: () => adapter.parseCard(card, location.href) }),
  });
}

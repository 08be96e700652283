import { describeSession } from '../pages/session-state.ts';
import { askBackground, isAuthChangedMessage } from '../shared/runtime-messages.ts';

/* The toolbar popup: whether the extension is signed in, a way to sign in, and a way to Hookline. */

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const stateText = byId<HTMLParagraphElement>('session-state');
const signIn = byId<HTMLButtonElement>('sign-in');

async function showState(): Promise<void> {
  const state = await askBackground({ kind: 'get-state' });
  stateText.textContent = describeSession(state);
  signIn.hidden = state.signedIn;
}

signIn.addEventListener('click', () => {
  void askBackground({ kind: 'sign-in' }).then(() => window.close());
});
byId('open-app').addEventListener('click', () => {
  void askBackground({ kind: 'open-app' }).then(() => window.close());
});
byId('open-options').addEventListener('click', () => {
  void chrome.runtime.openOptionsPage();
});
chrome.runtime.onMessage.addListener((message) => {
  if (isAuthChangedMessage(message)) void showState();
  return false;
});
void showState();

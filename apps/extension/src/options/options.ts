import { describeSession } from '../pages/session-state.ts';
import { DEFAULT_APP_URL, normaliseAppUrl, originPermission } from '../shared/app-url.ts';
import { askBackground, isAuthChangedMessage, type ExtensionState } from '../shared/runtime-messages.ts';

/* The options page: Hookline's address, and the extension's session (sign in, sign out). */

const OPTIONS_TEXT = {
  invalid: 'Please enter a valid Hookline address, like https://yourteam.hookline.app',
  permissionRefused: 'The extension needs your permission to reach this address. Please allow it to save.',
  saved: (appUrl: string) => `Hookline address saved: ${appUrl}.`,
  signedOut: 'Signed out of the extension.',
} as const;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('address-form');
const input = byId<HTMLInputElement>('app-url');
const error = byId<HTMLParagraphElement>('app-url-error');
const stateText = byId<HTMLParagraphElement>('session-state');
const signIn = byId<HTMLButtonElement>('sign-in');
const signOut = byId<HTMLButtonElement>('sign-out');
const confirmation = byId<HTMLParagraphElement>('confirmation');

function showState(state: ExtensionState): void {
  stateText.textContent = describeSession(state);
  signIn.hidden = state.signedIn;
  signOut.hidden = !state.signedIn;
  if (document.activeElement !== input) input.value = state.appUrl;
}

function showError(message: string): void {
  error.textContent = message;
  input.setAttribute('aria-invalid', message ? 'true' : 'false');
  if (message) input.focus();
}

async function saveAddress(raw: string): Promise<void> {
  confirmation.textContent = '';
  const appUrl = normaliseAppUrl(raw);
  if (!appUrl) {
    showError(OPTIONS_TEXT.invalid);
    return;
  }
  // Asked while the click still counts as the user's: Chrome shows its prompt only then.
  const allowed = await chrome.permissions
    .request({ origins: [originPermission(appUrl)] })
    .catch(() => false);
  if (!allowed) {
    showError(OPTIONS_TEXT.permissionRefused);
    return;
  }
  const reply = await askBackground({ kind: 'set-app-url', appUrl });
  if (reply.status === 'error') {
    showError(reply.message);
    return;
  }
  showError('');
  input.value = reply.state.appUrl;
  showState(reply.state);
  confirmation.textContent = OPTIONS_TEXT.saved(reply.state.appUrl);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void saveAddress(input.value);
});
byId('use-default').addEventListener('click', () => {
  input.value = DEFAULT_APP_URL;
  void saveAddress(DEFAULT_APP_URL);
});
signIn.addEventListener('click', () => {
  void askBackground({ kind: 'sign-in' });
});
signOut.addEventListener('click', () => {
  void askBackground({ kind: 'sign-out' }).then((state) => {
    showState(state);
    confirmation.textContent = OPTIONS_TEXT.signedOut;
    signIn.focus();
  });
});
chrome.runtime.onMessage.addListener((message) => {
  if (isAuthChangedMessage(message)) void askBackground({ kind: 'get-state' }).then(showState);
  return false;
});
void askBackground({ kind: 'get-state' }).then((state) => {
  input.value = state.appUrl;
  showState(state);
});

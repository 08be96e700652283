import type { ExtensionState } from '../shared/runtime-messages.ts';

/** How the popup and the options page say whether the extension is signed in, and to which Hookline. */
export function describeSession(state: ExtensionState): string {
  const where = new URL(state.appUrl).host;
  return state.signedIn
    ? `Signed in to Hookline at ${where}.`
    : `Not signed in. Sign in to Hookline at ${where} to save ads to your boards.`;
}

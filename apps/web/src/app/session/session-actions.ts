import { tokenStore, type SessionTokens } from '../../api/index.ts';
import { queryClient } from './query-client.ts';

const NEW_SIGNUP_KEY = 'hookline.isNewSignup';

/**
 * Whether the last session ended by logging out rather than by expiring. Only an expired session sends
 * the next sign-in back to the page it was on; after a log-out the next person may be someone else.
 */
let loggedOutOnPurpose = false;

export function endedByLogout(): boolean {
  return loggedOutOnPurpose;
}

/** Stores the tokens of a fresh sign-in or sign-up; a sign-up is remembered for this browser session. */
export function startSession(tokens: SessionTokens, options: { isNewSignup?: boolean } = {}): void {
  queryClient.clear();
  loggedOutOnPurpose = false;
  if (options.isNewSignup) sessionStorage.setItem(NEW_SIGNUP_KEY, '1');
  else sessionStorage.removeItem(NEW_SIGNUP_KEY);
  tokenStore.set(tokens);
}

/** Forgets the session and every cached answer of the signed-out user. */
export function endSession(): void {
  loggedOutOnPurpose = true;
  sessionStorage.removeItem(NEW_SIGNUP_KEY);
  tokenStore.clear();
  queryClient.clear();
}

export function isNewSignup(): boolean {
  return sessionStorage.getItem(NEW_SIGNUP_KEY) === '1';
}

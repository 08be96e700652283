import { tokenStore, type SessionTokens } from '../../api/index.ts';
import { queryClient } from './query-client.ts';

/**
 * Whether the last session ended by logging out rather than by expiring. Only an expired session sends
 * the next sign-in back to the page it was on; after a log-out the next person may be someone else.
 */
let loggedOutOnPurpose = false;

export function endedByLogout(): boolean {
  return loggedOutOnPurpose;
}

/** Stores the tokens of a fresh sign-in or sign-up. */
export function startSession(tokens: SessionTokens): void {
  queryClient.clear();
  loggedOutOnPurpose = false;
  tokenStore.set(tokens);
}

/** Forgets the session and every cached answer of the signed-out user. */
export function endSession(): void {
  loggedOutOnPurpose = true;
  tokenStore.clear();
  queryClient.clear();
}

/**
 * The server no longer takes the session (it expired, or was revoked): forgotten like a log-out, but the
 * next sign-in goes back to the page the user was on, deep link and all.
 */
export function expireSession(): void {
  loggedOutOnPurpose = false;
  tokenStore.clear();
  queryClient.clear();
}

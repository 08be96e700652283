import { useSyncExternalStore } from 'react';
import { tokenStore, type SessionTokens } from '../../api/index.ts';

/** The signed-in session's tokens, or null; re-renders when the user signs in or out (in any tab). */
export function useSessionTokens(): SessionTokens | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);
}

export function useIsAuthenticated(): boolean {
  return useSessionTokens() !== null;
}

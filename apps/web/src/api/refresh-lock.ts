/** The Web Locks name under which one tab at a time refreshes the session. */
export const REFRESH_LOCK_NAME = 'hookline-refresh';

/** Runs `run` while holding the refresh lock, and answers what it answers. */
export type RefreshLock = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * The lock shared by every tab of the browser (Web Locks API), so that of several tabs whose access token
 * expired together only one refreshes and the others take the pair it stored. Where the API is missing,
 * `run` goes at once: the in-tab single flight still holds, and the server answers the same pair to two
 * refreshes of one token within its grace window.
 */
export async function crossTabRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return run();
  return await navigator.locks.request(REFRESH_LOCK_NAME, run);
}

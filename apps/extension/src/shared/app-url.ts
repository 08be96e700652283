/** Where Hookline runs when the user has not said otherwise: the address `npm start` serves. */
export const DEFAULT_APP_URL = 'http://localhost:3000';

/**
 * The Hookline address a user typed, as an origin (`https://team.hookline.app`), or null when it is not an
 * http(s) address. Hookline's API lives at fixed paths under the origin, so any path typed is dropped.
 */
export function normaliseAppUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  const isLocal = /^(localhost|127\.0\.0\.1)(:|\/|$)/i.test(trimmed);
  const withScheme = hasScheme ? trimmed : `${isLocal ? 'http' : 'https'}://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  // Chrome's parser takes spaces and the like in a host, percent-encoded; no server answers there.
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)$/i.test(url.hostname)) return null;
  return url.origin;
}

/** The page of a board in the web app. */
export function boardPageUrl(appUrl: string, workspaceId: string, folderId: string): string {
  return `${appUrl}/inspirations/${encodeURIComponent(workspaceId)}/${encodeURIComponent(folderId)}`;
}

/** The sign-in page; `source=extension` makes the app hand the new session to the extension. */
export function signInPageUrl(appUrl: string): string {
  return `${appUrl}/login?source=extension`;
}

/** The host permission pattern that lets the extension's service worker call this origin. */
export function originPermission(appUrl: string): string {
  const url = new URL(appUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

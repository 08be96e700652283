/** The public page of a board's share link (API.md, "Inspiration"): no account needed. */
export function boardSharePath(shareLinkId: string): string {
  return `/share/inspirations/${encodeURIComponent(shareLinkId)}`;
}

/** A path of this app as a whole URL, to copy and send. */
export function absoluteUrl(path: string, origin = window.location.origin): string {
  return new URL(path, origin).href;
}

/** Where the public page is inside the link: a board of it, a page of that board's saved ads. */
export const SHARE_PLACE_PARAMS = { board: 'board', page: 'page' } as const;

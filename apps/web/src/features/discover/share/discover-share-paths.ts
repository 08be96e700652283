/** The public page of a Discover ad's or brand's share link (API.md, "Inspiration"): no account needed. */
export const DISCOVER_SHARE_ROUTE = '/share/inspirations/discover/:shareLinkId';

export function discoverSharePath(shareLinkId: string): string {
  return `/share/inspirations/discover/${encodeURIComponent(shareLinkId)}`;
}

/** A path of this app as a whole URL, to copy and send. */
export function absoluteUrl(path: string, origin = window.location.origin): string {
  return new URL(path, origin).href;
}

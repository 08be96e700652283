/**
 * `url` when it is an http(s) address, else null. URLs come from the ad platforms, so a link or media
 * source is only made of one that cannot run script (`javascript:`) or read local data.
 */
export function httpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A media source: an http(s) address of the platform, or a path on this server (the sandbox's generated
 * pictures and clips, media kept in our storage), which is read from the app's own origin.
 */
export function mediaUrl(url: string | null | undefined, origin = window.location.origin): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return new URL(trimmed, origin).href;
  return httpUrl(trimmed);
}

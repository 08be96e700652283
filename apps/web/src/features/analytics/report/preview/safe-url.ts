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

/**
 * An image source from a search answer: a path on this server (media is served by Hookline) or an http(s)
 * address; anything else (a `javascript:` or `data:` address) is left out.
 */
export function safeImageUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * `url` when it is an http(s) address, else null. Ads come from public libraries, so a link is only made of
 * an address that cannot run script (`javascript:`) or read local data.
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
 * A link the library gives without its scheme (`shop.example.com/spring`), as an https address; null when
 * it is not a web address at all.
 */
export function webLink(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  return httpUrl(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
}

/**
 * A media source: a path on this server (the library's media are kept in Hookline's storage), or an
 * http(s) address.
 */
export function mediaUrl(url: string | null | undefined, origin = window.location.origin): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return new URL(trimmed, origin).href;
  return httpUrl(trimmed);
}

/** The host of a web address, without `www.`, for showing it short. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A web address as people read it: without its scheme, `www.` or a lone trailing slash. */
export function readableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : parsed.pathname;
    return `${parsed.hostname.replace(/^www\./, '')}${path}${parsed.search}`;
  } catch {
    return url;
  }
}

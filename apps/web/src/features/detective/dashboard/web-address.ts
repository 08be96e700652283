/** An http(s) address to link to, from a page URL or a bare domain; null for anything else. */
export function webAddress(value: string | null): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An address as people read it: no scheme, no `www.`, no trailing slash. */
export function readableAddress(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

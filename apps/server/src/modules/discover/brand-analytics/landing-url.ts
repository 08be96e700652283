/** Query parameters that say where a click came from, not which page it opens. */
export const TRACKING_PARAMETERS = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'ttclid',
  'twclid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);

/**
 * A landing page's URL as one page: without tracking parameters (`utm_*` and click ids), fragment or
 * trailing slash, with the lower-case host the URL parser gives. A string that is no URL stays as trimmed.
 */
export function normaliseLandingUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return raw.trim();
  }
  for (const name of [...url.searchParams.keys()]) {
    if (name.toLowerCase().startsWith('utm_') || TRACKING_PARAMETERS.has(name.toLowerCase())) {
      url.searchParams.delete(name);
    }
  }
  const path = url.pathname.replace(/\/+$/, '');
  const search = url.searchParams.size > 0 ? `?${url.searchParams.toString()}` : '';
  return `${url.protocol}//${url.host}${path}${search}`;
}

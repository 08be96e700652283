/**
 * A brand's website as a safe https link and the host people read ("brand.com"); null when it is not a web
 * address. Library brands carry their website without a scheme at times.
 */
export function brandWebsite(website: string | null): { href: string; host: string } | null {
  if (!website) return null;
  const trimmed = website.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { href: url.href, host: url.hostname.replace(/^www\./, '') };
  } catch {
    return null;
  }
}

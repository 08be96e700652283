/** "Maya Chen", or just "Léo" for an expert who gave no last name. */
export function expertName(expert: { firstName: string; lastName: string | null }): string {
  return [expert.firstName, expert.lastName].filter(Boolean).join(' ');
}

/**
 * `url` when it is an http(s) address, else null. The server keeps only such links, so this guards against
 * an address that could run script should one ever slip through.
 */
export function httpLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

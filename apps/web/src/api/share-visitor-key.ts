import { shareVisitorKeySchema } from '@hookline/domain';

/** Where the browser keeps its key for share links' public pages. */
const STORAGE_KEY = 'shareVisitorKey';

/** 32 random hex digits (crypto.randomUUID needs a secure context; getRandomValues does not). */
function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's long-lived random key, sent to share links as `X-Share-Visitor-Key` so that a link counts
 * its views once per browser, whatever names its viewer gives. Kept in localStorage (every tab shares it);
 * null when storage is blocked, and the link then counts each opening on its own.
 */
export function shareVisitorKey(): string | null {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (kept !== null && shareVisitorKeySchema.safeParse(kept).success) return kept;
    const key = freshKey();
    localStorage.setItem(STORAGE_KEY, key);
    return key;
  } catch {
    return null;
  }
}

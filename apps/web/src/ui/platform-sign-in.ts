import type { AdAccountProvider } from '@hookline/domain';

/** How this window goes to the platform's sign-in page; one object, so that a test can watch where it would go. */
export const signInExit = {
  assign: (url: string): void => window.location.assign(url),
};

/** The button that sends a person to each platform's own sign-in. */
export const SIGN_IN_BUTTON_LABELS: Readonly<Record<'meta' | 'tiktok', string>> = {
  meta: 'Continue with Facebook',
  tiktok: 'Continue with TikTok',
};

/** What the sign-in's callback put on the page's address: the platform connected, or why it was not. */
export function signInOutcome(search: URLSearchParams): {
  connected: AdAccountProvider | null;
  connectError: string | null;
} {
  const connected = search.get('connected');
  return {
    connected: connected === 'meta' || connected === 'tiktok' ? connected : null,
    connectError: search.get('connectError'),
  };
}

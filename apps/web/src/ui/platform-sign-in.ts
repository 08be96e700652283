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

/**
 * What the sign-in's callback put on the page's address: the platform connected, the ad account reconnected
 * (its id), or why it was not.
 */
export function signInOutcome(search: URLSearchParams): {
  connected: AdAccountProvider | null;
  reconnected: string | null;
  connectError: string | null;
} {
  const connected = search.get('connected');
  return {
    connected: connected === 'meta' || connected === 'tiktok' ? connected : null,
    reconnected: search.get('reconnected'),
    connectError: search.get('connectError'),
  };
}

/** Whether an account's platform is one a person signs in with (the sandbox needs no sign-in). */
export const isSignInPlatform = (provider: AdAccountProvider): provider is 'meta' | 'tiktok' =>
  provider === 'meta' || provider === 'tiktok';

import {
  DATE_FORMAT,
  PLATFORM_LABELS,
  type AdAccount,
  type AdAccountProvider,
  type ClickAttributionWindow,
  type ViewAttributionWindow,
} from '@hookline/domain';
import dayjs from 'dayjs';

/** How the screens name each source; `PLATFORM_LABELS.sandbox` is worded for the middle of a sentence. */
export const PROVIDER_NAMES: Readonly<Record<AdAccountProvider, string>> = {
  meta: PLATFORM_LABELS.meta,
  tiktok: PLATFORM_LABELS.tiktok,
  sandbox: 'Sandbox',
};

/** Meta's own words for its attribution windows. */
export const CLICK_WINDOW_LABELS: Readonly<Record<ClickAttributionWindow, string>> = {
  '1d_click': '1-day click',
  '7d_click': '7-day click',
  '28d_click': '28-day click',
};
export const VIEW_WINDOW_LABELS: Readonly<Record<ViewAttributionWindow, string>> = {
  none: 'None',
  '1d_view': '1-day view',
  '7d_view': '7-day view',
};

const DATE_TIME_FORMAT = `${DATE_FORMAT} h:mm A`;

/** The ad platform of an account, and whether its figures are the sandbox's demo data. */
export function platformLabel(account: AdAccount): string {
  const platform = PLATFORM_LABELS[account.platform];
  return account.provider === 'sandbox' ? `${platform} (sandbox demo)` : platform;
}

export function lastSyncedLabel(account: AdAccount): string {
  return account.lastSyncedAt
    ? `Last synced ${dayjs(account.lastSyncedAt).format(DATE_TIME_FORMAT)}`
    : 'Never synced';
}

/** `syncedThrough` is a day in the account's timezone (YYYY-MM-DD), shown as that day. */
export function syncedThroughLabel(account: AdAccount): string {
  return account.syncedThrough
    ? `Data through ${dayjs(account.syncedThrough).format(DATE_FORMAT)}`
    : 'No data yet';
}

const DAY_MS = 86_400_000;

/**
 * The workspace's sign-in with the account's platform: "Expires in N days" (`soon` within a week),
 * "Expired — Reconnect", or null when it does not expire (TikTok's, the sandbox).
 */
export function tokenExpiryOf(
  account: AdAccount,
  now: number = Date.now(),
): { label: string; expired: boolean; soon: boolean } | null {
  if (!account.tokenExpiresAt) return null;
  const left = Date.parse(account.tokenExpiresAt) - now;
  if (left <= 0) return { label: 'Expired — Reconnect', expired: true, soon: false };
  const days = Math.ceil(left / DAY_MS);
  return { label: `Expires in ${days} ${days === 1 ? 'day' : 'days'}`, expired: false, soon: days <= 7 };
}

/** The platform refused the token, or its time is up: Reconnect comes first. */
export const needsReconnecting = (account: AdAccount): boolean =>
  account.needsReconnect || (tokenExpiryOf(account)?.expired ?? false);

export const isSyncRunning = (account: AdAccount): boolean =>
  account.syncStatus === 'pending' || account.syncStatus === 'syncing';

/** What the status badge shows: a refused token outranks the sync state, a running sync outranks an old error. */
export type SyncState = 'reconnect' | 'pending' | 'syncing' | 'error' | 'synced';

export function syncStateOf(account: AdAccount): SyncState {
  if (account.needsReconnect) return 'reconnect';
  return account.syncStatus;
}

export const adAccountCount = (count: number): string =>
  `${count} ad ${count === 1 ? 'account' : 'accounts'}`;

/** The settings tabs, chosen by the TAB query value (spec section 2). Organisation and workspace groups come later. */
export const ACCOUNT_TABS = [
  { value: 'account-general', label: 'General' },
  { value: 'account-password', label: 'Password' },
  { value: 'account-notifications', label: 'Notifications' },
] as const;

export type SettingsTab = (typeof ACCOUNT_TABS)[number]['value'];

export const DEFAULT_SETTINGS_TAB: SettingsTab = 'account-general';

export function isSettingsTab(value: string | null): value is SettingsTab {
  return ACCOUNT_TABS.some((tab) => tab.value === value);
}

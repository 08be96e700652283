/** Spec section 9: the platforms' statuses of a running ad (Meta's ACTIVE, TikTok's ENABLE). */
export const ACTIVE_AD_STATUSES: readonly string[] = ['ACTIVE', 'ENABLE'];

/** TikTok's verbs read as states beside Meta's adjectives. */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  DISABLE: 'Disabled',
  DELETE: 'Deleted',
};

export const isActiveStatus = (status: string): boolean => ACTIVE_AD_STATUSES.includes(status.toUpperCase());

/** An ad status in words: ACTIVE -> "Active", CAMPAIGN_PAUSED -> "Campaign paused", DISABLE -> "Disabled". */
export function adStatusLabel(status: string): string {
  if (isActiveStatus(status)) return 'Active';
  const upper = status.toUpperCase();
  const known = STATUS_WORDS[upper];
  if (known) return known;
  const words = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words === '' ? 'Unknown' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

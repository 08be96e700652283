/** Spec section 9: ACTIVE (Meta) and ENABLE (TikTok) are the statuses of an ad that is running. */
const ACTIVE_STATUSES: ReadonlySet<string> = new Set(['ACTIVE', 'ENABLE']);

export const isActiveStatus = (status: string): boolean => ACTIVE_STATUSES.has(status.toUpperCase());

/** A platform's status in words: `ACTIVE` and `ENABLE` → "Active", `CAMPAIGN_PAUSED` → "Campaign paused". */
export function statusLabel(status: string): string {
  if (isActiveStatus(status)) return 'Active';
  if (status.toUpperCase() === 'DISABLE') return 'Inactive';
  const words = status.toLowerCase().replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
}

import { z } from 'zod';
import { UNLIMITED } from '../constants.ts';
import { AD_LAUNCHER_ADD_ON } from './billing-products.ts';

/**
 * A plan's `usage_limit` (platform spec section 3): numbers are counts (UNLIMITED = no limit), storage in GB,
 * spend in US dollars a month; whiteLabel (logo) and customBrand (theme) are the plan's flags.
 */
export const usageLimitsSchema = z.object({
  fileSizeInGB: z.number().int().min(0),
  detectiveBrandCount: z.number().int().min(0),
  adAccountCount: z.number().int().min(0),
  adTemplateCount: z.number().int().min(0),
  guestUserCount: z.number().int().min(0),
  membersCount: z.number().int().min(0),
  workspacesCount: z.number().int().min(0),
  adaccount_spend_limit: z.number().int().min(0),
  videoTranscriptionCount: z.number().int().min(0),
  adlauncher_ad_account_count: z.number().int().min(0),
  whiteLabel: z.boolean(),
  customBrand: z.boolean(),
});
export type UsageLimits = z.infer<typeof usageLimitsSchema>;
export type NumericLimit = Exclude<keyof UsageLimits, 'whiteLabel' | 'customBrand'>;

export const NUMERIC_LIMITS = [
  'fileSizeInGB',
  'detectiveBrandCount',
  'adAccountCount',
  'adTemplateCount',
  'guestUserCount',
  'membersCount',
  'workspacesCount',
  'adaccount_spend_limit',
  'videoTranscriptionCount',
  'adlauncher_ad_account_count',
] as const satisfies readonly NumericLimit[];

/** What an admin override gives: every limit lifted, both flags on. */
export const UNLIMITED_LIMITS: UsageLimits = {
  ...(Object.fromEntries(NUMERIC_LIMITS.map((key) => [key, UNLIMITED])) as Record<NumericLimit, number>),
  whiteLabel: true,
  customBrand: true,
};

/**
 * The organisation's limits: for each limit the highest value across the plans it is on (spec section 5),
 * a flag on when any plan has it; add-on quantities then replace the storage and launcher-account limits
 * when they are higher. With no plans, `base` (the free plans) alone.
 */
export function mergeUsageLimits(
  plans: readonly UsageLimits[],
  addOns: { fileSizeInGB?: number | null; adlauncher_ad_account_count?: number | null } = {},
): UsageLimits {
  const [first, ...rest] = plans;
  if (!first) throw new Error('mergeUsageLimits needs at least one plan');
  const merged: UsageLimits = { ...first };
  for (const plan of rest) {
    for (const key of NUMERIC_LIMITS) merged[key] = Math.max(merged[key], plan[key]);
    merged.whiteLabel ||= plan.whiteLabel;
    merged.customBrand ||= plan.customBrand;
  }
  if (addOns.fileSizeInGB) merged.fileSizeInGB = Math.max(merged.fileSizeInGB, addOns.fileSizeInGB);
  if (addOns.adlauncher_ad_account_count) {
    // The launcher add-on includes its own storage, on top of what the plans and the storage add-on give.
    if (merged.fileSizeInGB < UNLIMITED) merged.fileSizeInGB += AD_LAUNCHER_ADD_ON.includedStorageGB;
    merged.adlauncher_ad_account_count = Math.max(
      merged.adlauncher_ad_account_count,
      addOns.adlauncher_ad_account_count,
    );
  }
  return merged;
}

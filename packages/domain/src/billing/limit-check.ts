import { isUnlimited, type LimitCheck } from '../tenancy/plan-limits.ts';

/** Whether `adding` more of something fits under `limit` (from the organisation's usage limits). */
export function checkUsageLimit(input: { limit: number; used: number; adding?: number }): LimitCheck {
  const allowed = isUnlimited(input.limit) || input.used + (input.adding ?? 1) <= input.limit;
  return { allowed, used: input.used, limit: input.limit };
}

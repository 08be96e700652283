import {
  DETECTIVE_MENUS,
  detectiveDurationSchema,
  type DetectiveDuration,
  type DetectiveMenu,
} from '@hookline/domain';

/** The menu of a `:menuId`, or null for one the dashboard doesn't have. */
export function menuOf(menuId: string | undefined): DetectiveMenu | null {
  return DETECTIVE_MENUS.find((menu) => menu === menuId) ?? null;
}

/** The `?duration=` of an address: one of the selector's days, 365 when absent or not one of them. */
export function durationOf(value: string | null): DetectiveDuration {
  const parsed = detectiveDurationSchema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : detectiveDurationSchema.parse(undefined);
}

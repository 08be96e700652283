import type { TourData } from '@hookline/domain';

/** Platform spec, section 4: only a new sign-up whose tour is initialised and neither completed nor skipped. */
export function tourIsDue(tour: TourData | undefined): boolean {
  return tour !== undefined && tour.init && !tour.completed && !tour.skipped;
}

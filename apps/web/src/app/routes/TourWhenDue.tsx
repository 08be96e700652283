import { lazy, Suspense } from 'react';
import { tourIsDue, tourPages } from '../../features/tour/index.ts';
import { useCurrentUser } from '../session/use-current-user.ts';

const GuidedTour = lazy(async () => ({ default: (await tourPages.tour()).GuidedTour }));

/** The guided tour, loaded only for a user whose tour is due (a new sign-up's). */
export function TourWhenDue() {
  const { data: user } = useCurrentUser();
  if (!tourIsDue(user?.tour)) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour />
    </Suspense>
  );
}

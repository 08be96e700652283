import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TrackBrandProps } from '../../../ui/track-brand-slot.tsx';

const Lazy = lazy(async () => ({ default: (await import('./TrackBrandButton.tsx')).TrackBrandButton }));

/** Detective's "Track", its module loaded on first render; a button of the same size stands in meanwhile. */
export function LazyTrackBrandButton(props: TrackBrandProps) {
  return (
    <Suspense
      fallback={
        <Button variant="default" loading aria-label="Loading Track">
          Track
        </Button>
      }
    >
      <Lazy {...props} />
    </Suspense>
  );
}

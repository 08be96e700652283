import { useSyncExternalStore } from 'react';
import type { ClockState, MediaClock } from './media-clock.ts';

/** The clock's state, re-rendering as it plays, pauses and seeks. */
export function useClockState(clock: MediaClock): ClockState {
  return useSyncExternalStore(clock.subscribe, clock.getSnapshot, clock.getSnapshot);
}

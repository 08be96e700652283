import type { Clock } from '../platform/clock.ts';

/** A clock that keeps time with the system's until a test moves it; the test then resets it. */
export interface TestClock extends Clock {
  /** Moves the clock forward (backward, with a negative number) by `ms`; it keeps running from there. */
  advance(ms: number): void;
  /** Sets the clock to `at`; it keeps running from there. */
  set(at: Date): void;
  /** Back to the system's time. */
  reset(): void;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
    set: (at) => {
      offsetMs = at.getTime() - Date.now();
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}

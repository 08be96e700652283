/**
 * Where the app reads the time, from the context (`context.clock.now()`), so that a test can let hours pass
 * at once instead of waiting or back-dating rows. Production reads the system clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface Semaphore {
  /**
   * Runs `task` once `weight` of the slots are free (one by default; a heavy task can ask for all of
   * them, to run alone). Tasks start in arrival order.
   */
  run<T>(task: () => Promise<T>, weight?: number): Promise<T>;
  /** How many tasks are running and how many wait, for tests and diagnostics. */
  readonly load: { running: number; waiting: number };
}

/** At most `limit` slots' worth of tasks at once within this process. */
export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`A semaphore needs a limit of 1 or more, not ${limit}`);
  }
  let used = 0;
  let running = 0;
  const waiting: Array<{ weight: number; start: () => void }> = [];
  const take = (weight: number) => {
    used += weight;
    running += 1;
  };
  const startWaiting = () => {
    // Only from the head of the queue: a heavy task first in line holds back the light ones behind it,
    // which could otherwise keep it from ever finding every slot free.
    while (waiting[0] && used + waiting[0].weight <= limit) {
      const next = waiting.shift()!;
      take(next.weight);
      next.start();
    }
  };
  return {
    async run(task, weight = 1) {
      if (!Number.isInteger(weight) || weight < 1 || weight > limit) {
        throw new Error(`A task's weight must be from 1 to ${limit}, not ${weight}`);
      }
      if (waiting.length === 0 && used + weight <= limit) take(weight);
      else await new Promise<void>((start) => waiting.push({ weight, start }));
      try {
        return await task();
      } finally {
        used -= weight;
        running -= 1;
        startWaiting();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

export interface Semaphore {
  /**
   * Runs `task` once `weight` of the slots are free (one by default; a heavy task can ask for all of
   * them, to run alone). Tasks of one owner start in arrival order; owners take turns, the one that started
   * a task longest ago first, so an owner with many tasks waiting can't hold back another's (an
   * organisation's, for tenant media).
   */
  run<T>(task: () => Promise<T>, weight?: number, owner?: string): Promise<T>;
  /** How many tasks are running and how many wait, for tests and diagnostics. */
  readonly load: { running: number; waiting: number };
}

interface Owner {
  waiting: Array<{ weight: number; start: () => void }>;
  running: number;
  /** When it last started a task (a count of starts); -1 before its first. */
  lastStart: number;
}

/** At most `limit` slots' worth of tasks at once within this process, shared fairly between owners. */
export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`A semaphore needs a limit of 1 or more, not ${limit}`);
  }
  let used = 0;
  let running = 0;
  let waiting = 0;
  let starts = 0;
  // Owners with a task running or waiting, in the order they came.
  const owners = new Map<string, Owner>();
  const ownerOf = (name: string) => {
    let owner = owners.get(name);
    if (!owner) owners.set(name, (owner = { waiting: [], running: 0, lastStart: -1 }));
    return owner;
  };
  const take = (owner: Owner, weight: number) => {
    used += weight;
    running += 1;
    owner.running += 1;
    owner.lastStart = starts++;
  };
  /** The owner whose turn it is: of those waiting, the one that started a task longest ago. */
  const nextInTurn = () => {
    let next: Owner | undefined;
    for (const owner of owners.values()) {
      if (owner.waiting.length > 0 && (!next || owner.lastStart < next.lastStart)) next = owner;
    }
    return next;
  };
  const startWaiting = () => {
    // Only the task whose turn it is: a heavy task first in line holds back the light ones behind it,
    // which could otherwise keep it from ever finding every slot free.
    for (let owner = nextInTurn(); owner; owner = nextInTurn()) {
      const next = owner.waiting[0]!;
      if (used + next.weight > limit) return;
      owner.waiting.shift();
      waiting -= 1;
      take(owner, next.weight);
      next.start();
    }
  };
  return {
    async run(task, weight = 1, name = '') {
      if (!Number.isInteger(weight) || weight < 1 || weight > limit) {
        throw new Error(`A task's weight must be from 1 to ${limit}, not ${weight}`);
      }
      const owner = ownerOf(name);
      if (waiting === 0 && used + weight <= limit) take(owner, weight);
      else {
        waiting += 1;
        await new Promise<void>((start) => owner.waiting.push({ weight, start }));
      }
      try {
        return await task();
      } finally {
        used -= weight;
        running -= 1;
        owner.running -= 1;
        if (owner.running === 0 && owner.waiting.length === 0) owners.delete(name);
        startWaiting();
      }
    },
    get load() {
      return { running, waiting };
    },
  };
}

/**
 * How an operation that failed in a passing way (a throttle, a server error, no answer) is tried again:
 * first after `firstWaitMs`, then each time twice as long, or as long as the other side asked when that is
 * longer.
 */
export interface BackOff {
  /** Tries after the first one before giving up. */
  retries: number;
  firstWaitMs: number;
  /**
   * The longest wait between two tries. Beyond it, `cap` waits this long anyway; `giveUp` stops now, so that
   * whoever runs the operation tries again later instead of holding on.
   */
  longestWait?: { ms: number; beyond: 'cap' | 'giveUp' };
}

/** Why trying stopped: every retry was spent, or the next wait would be longer than the back-off allows. */
export type GiveUp<Failure> =
  | { reason: 'retriesSpent'; failure: Failure; tries: number }
  | { reason: 'waitTooLong'; failure: Failure; waitMs: number };

/** What to do after failed try number `retry` (0 for the first): wait, or give up. */
export type NextStep<Failure> = { kind: 'wait'; ms: number } | { kind: 'giveUp'; why: GiveUp<Failure> };

export function nextStep<Failure>(
  backOff: BackOff,
  input: { retry: number; failure: Failure; askedMs?: number | null },
): NextStep<Failure> {
  const { retry, failure } = input;
  if (retry >= backOff.retries) {
    return { kind: 'giveUp', why: { reason: 'retriesSpent', failure, tries: retry + 1 } };
  }
  const wanted = Math.max(backOff.firstWaitMs * 2 ** retry, input.askedMs ?? 0);
  const longest = backOff.longestWait;
  if (!longest || wanted <= longest.ms) return { kind: 'wait', ms: wanted };
  if (longest.beyond === 'cap') return { kind: 'wait', ms: longest.ms };
  return { kind: 'giveUp', why: { reason: 'waitTooLong', failure, waitMs: wanted } };
}

/** One try: its value, or a failure another try may cure, with how long the other side asked to wait. */
export type TryOutcome<T, Failure> =
  { ok: true; value: T } | { ok: false; failure: Failure; askedMs?: number | null };

/**
 * Runs `attempt` until it succeeds, waiting by `backOff` between tries; throws what `giveUp` makes of the last
 * failure once it must stop. A failure no retry can cure is the attempt's to throw: it ends the loop at once.
 */
export async function retryWithBackOff<T, Failure>(input: {
  backOff: BackOff;
  sleep: (ms: number) => Promise<void>;
  attempt: () => Promise<TryOutcome<T, Failure>>;
  giveUp: (why: GiveUp<Failure>) => Error;
}): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    const outcome = await input.attempt();
    if (outcome.ok) return outcome.value;
    const step = nextStep(input.backOff, { retry, failure: outcome.failure, askedMs: outcome.askedMs });
    if (step.kind === 'giveUp') throw input.giveUp(step.why);
    await input.sleep(step.ms);
  }
}

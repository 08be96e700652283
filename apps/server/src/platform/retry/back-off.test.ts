import { describe, expect, it } from 'vitest';
import { nextStep, retryWithBackOff, type BackOff, type GiveUp, type TryOutcome } from './back-off.ts';

/** An attempt that fails with the given failures (asking to wait `askedMs` when set), then succeeds. */
function failingThenOk(failures: { reason: string; askedMs?: number }[]) {
  let tries = 0;
  const attempt = async (): Promise<TryOutcome<string, string>> => {
    const failure = failures[tries];
    tries += 1;
    return failure
      ? { ok: false, failure: failure.reason, askedMs: failure.askedMs }
      : { ok: true, value: 'done' };
  };
  return { attempt, tries: () => tries };
}

function run(backOff: BackOff, failures: { reason: string; askedMs?: number }[]) {
  const waits: number[] = [];
  const given: GiveUp<string>[] = [];
  const operation = failingThenOk(failures);
  const result = retryWithBackOff({
    backOff,
    sleep: async (ms) => void waits.push(ms),
    attempt: operation.attempt,
    giveUp: (why) => (given.push(why), new Error(`gave up: ${why.failure}`)),
  });
  return { result, waits, given, tries: operation.tries };
}

describe('retrying with back-off', () => {
  it('returns the first success, waiting twice as long before each further try', async () => {
    const attempt = run({ retries: 5, firstWaitMs: 100 }, [
      { reason: 'a' },
      { reason: 'b' },
      { reason: 'c' },
    ]);
    await expect(attempt.result).resolves.toBe('done');
    expect(attempt.waits).toEqual([100, 200, 400]);
    expect(attempt.tries()).toBe(4);
  });

  it('waits as long as the other side asks when that is longer than the back-off', async () => {
    const attempt = run({ retries: 5, firstWaitMs: 100 }, [{ reason: 'a', askedMs: 3_000 }, { reason: 'b' }]);
    await expect(attempt.result).resolves.toBe('done');
    expect(attempt.waits).toEqual([3_000, 200]);
  });

  it('gives up after the last retry with the last failure and the number of tries', async () => {
    const failures = ['a', 'b', 'c', 'd'].map((reason) => ({ reason }));
    const attempt = run({ retries: 2, firstWaitMs: 10 }, failures);
    await expect(attempt.result).rejects.toThrow('gave up: c');
    expect(attempt.given).toEqual([{ reason: 'retriesSpent', failure: 'c', tries: 3 }]);
    expect(attempt.waits).toEqual([10, 20]);
  });

  it('caps a long wait, or gives up at once, as the back-off says', async () => {
    const capped = run({ retries: 3, firstWaitMs: 100, longestWait: { ms: 150, beyond: 'cap' } }, [
      { reason: 'a' },
      { reason: 'b' },
      { reason: 'c', askedMs: 10_000 },
    ]);
    await expect(capped.result).resolves.toBe('done');
    expect(capped.waits).toEqual([100, 150, 150]);

    const stopped = run({ retries: 3, firstWaitMs: 100, longestWait: { ms: 1_000, beyond: 'giveUp' } }, [
      { reason: 'a', askedMs: 5_000 },
    ]);
    await expect(stopped.result).rejects.toThrow('gave up: a');
    expect(stopped.given).toEqual([{ reason: 'waitTooLong', failure: 'a', waitMs: 5_000 }]);
    expect(stopped.waits).toEqual([]);
  });

  it('lets a failure no retry cures end the loop at once', async () => {
    let tries = 0;
    const attempt = retryWithBackOff<string, string>({
      backOff: { retries: 5, firstWaitMs: 1 },
      sleep: async () => undefined,
      attempt: async () => {
        tries += 1;
        throw new Error('refused');
      },
      giveUp: () => new Error('never'),
    });
    await expect(attempt).rejects.toThrow('refused');
    expect(tries).toBe(1);
  });

  it('says what to do after each failed try without running anything', () => {
    const backOff: BackOff = { retries: 2, firstWaitMs: 1_000 };
    expect(nextStep(backOff, { retry: 0, failure: 'x' })).toEqual({ kind: 'wait', ms: 1_000 });
    expect(nextStep(backOff, { retry: 1, failure: 'x', askedMs: null })).toEqual({ kind: 'wait', ms: 2_000 });
    expect(nextStep(backOff, { retry: 2, failure: 'x' })).toEqual({
      kind: 'giveUp',
      why: { reason: 'retriesSpent', failure: 'x', tries: 3 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { INITIAL_THUMB_POLL, nextThumbPoll, thumbPollDelay } from './thumbnail-polling.ts';

describe('thumbnail polling', () => {
  it('waits 10 s, then 20 s, then 40 s, then stops', () => {
    expect([0, 1, 2, 3].map(thumbPollDelay)).toEqual([10_000, 20_000, 40_000, null]);
  });

  it('refetches at most 3 times while the same files are processing', () => {
    let state = INITIAL_THUMB_POLL;
    const delays: (number | null)[] = [];
    for (let load = 0; load < 5; load += 1) {
      const next = nextThumbPoll(state, ['a', 'b']);
      delays.push(next.delayMs);
      state = next.state;
    }
    expect(delays).toEqual([10_000, 20_000, 40_000, null, null]);
  });

  it('stops as soon as nothing is processing', () => {
    const first = nextThumbPoll(INITIAL_THUMB_POLL, ['a']);
    expect(first.delayMs).toBe(10_000);
    expect(nextThumbPoll(first.state, []).delayMs).toBeNull();
  });

  it('counts again from the start when a new file starts processing', () => {
    let state = INITIAL_THUMB_POLL;
    for (let load = 0; load < 4; load += 1) state = nextThumbPoll(state, ['a']).state;
    expect(nextThumbPoll(state, ['a']).delayMs).toBeNull();
    const withNew = nextThumbPoll(state, ['a', 'c']);
    expect(withNew.delayMs).toBe(10_000);
  });

  it('does not start again when one of several files finishes', () => {
    let state = nextThumbPoll(INITIAL_THUMB_POLL, ['a', 'b']).state;
    const next = nextThumbPoll(state, ['b']);
    expect(next.delayMs).toBe(20_000);
    state = next.state;
    expect(state.attempts).toBe(2);
  });
});

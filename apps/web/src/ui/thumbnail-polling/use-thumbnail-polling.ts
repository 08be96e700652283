import { useEffect, useEffectEvent, useRef } from 'react';
import { INITIAL_THUMB_POLL, nextThumbPoll, type ThumbPollState } from './thumbnail-polling.ts';

interface PollPlan {
  at: number;
  key: string;
  state: ThumbPollState;
  delayMs: number | null;
}

/**
 * Reads a list again while any of its files is still having its thumbnail made: at most 3 times, after
 * 10 s, 20 s and 40 s (spec section 4). `key` names the list (a folder with its sort and filters): a new one
 * starts the count again.
 */
export function useThumbnailPolling(input: {
  key: string;
  processingIds: readonly string[];
  /** When the list's data last arrived; each arrival is one look at what is still processing. */
  dataUpdatedAt: number;
  refetch: () => unknown;
}): void {
  const { key, dataUpdatedAt } = input;
  const processing = input.processingIds.join('\n');
  const plan = useRef<PollPlan | null>(null);
  const refetch = useEffectEvent(() => void input.refetch());

  useEffect(() => {
    if (dataUpdatedAt === 0) return;
    let current = plan.current;
    // Each arrival of data is planned once, even when the effect runs again for it.
    if (current?.at !== dataUpdatedAt || current.key !== key) {
      const from = current?.key === key ? current.state : INITIAL_THUMB_POLL;
      const next = nextThumbPoll(from, processing === '' ? [] : processing.split('\n'));
      current = { at: dataUpdatedAt, key, state: next.state, delayMs: next.delayMs };
      plan.current = current;
    }
    const { delayMs } = current;
    if (delayMs === null) return;
    const timer = setTimeout(refetch, delayMs);
    return () => clearTimeout(timer);
  }, [dataUpdatedAt, key, processing]);
}

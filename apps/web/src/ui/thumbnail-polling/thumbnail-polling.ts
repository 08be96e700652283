import { THUMB_POLL_FIRST_DELAY_MS, THUMB_POLL_MAX_RETRIES } from '@hookline/domain';

/**
 * Thumbnail polling (spec sections 4 and 9): after a folder (a Creative Hub folder, an Inspiration board)
 * loads, while any file's thumbnail is still being made, its contents are read again, at most 3 times, first after 10 s, each delay doubling. A file that
 * starts processing later (a new upload) starts the count again.
 */
export interface ThumbPollState {
  /** Refetches scheduled since the count last started. */
  attempts: number;
  /** The processing files already counted for. */
  seen: ReadonlySet<string>;
}

export const INITIAL_THUMB_POLL: ThumbPollState = { attempts: 0, seen: new Set() };

/** The delay before refetch number `attempt` (0-based): 10 s, 20 s, 40 s; null past the last. */
export function thumbPollDelay(attempt: number): number | null {
  if (attempt < 0 || attempt >= THUMB_POLL_MAX_RETRIES) return null;
  return THUMB_POLL_FIRST_DELAY_MS * 2 ** attempt;
}

/**
 * Given the files still processing in the data just loaded, when to read again (null: not again) and the
 * state to keep for the next load.
 */
export function nextThumbPoll(
  state: ThumbPollState,
  processingIds: readonly string[],
): { delayMs: number | null; state: ThumbPollState } {
  if (processingIds.length === 0) return { delayMs: null, state: { attempts: 0, seen: new Set() } };
  const fresh = processingIds.some((id) => !state.seen.has(id));
  const attempts = fresh ? 0 : state.attempts;
  const seen = new Set([...(fresh ? [] : state.seen), ...processingIds]);
  const delayMs = thumbPollDelay(attempts);
  return { delayMs, state: { attempts: delayMs === null ? attempts : attempts + 1, seen } };
}

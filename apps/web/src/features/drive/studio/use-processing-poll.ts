import type { DriveFile } from '@hookline/domain';
import { useEffect } from 'react';

/** The first check after a version is seen processing; each next one waits twice as long, up to the cap. */
export const PROCESSING_POLL_FIRST_MS = 2_000;
export const PROCESSING_POLL_MAX_MS = 15_000;

/** The delay before check number `attempt` (0-based): 2 s, 4 s, 8 s, then every 15 s. */
export const processingPollDelay = (attempt: number): number =>
  Math.min(PROCESSING_POLL_MAX_MS, PROCESSING_POLL_FIRST_MS * 2 ** Math.max(0, attempt));

/**
 * While a version of the file is still being processed, the file is read again, with a growing delay, until
 * every version is ready (or its processing ended in failure, which the server also reports as done), so a
 * new version's preview appears without a reload however long it takes. A check that answers the same data
 * still schedules the next one.
 */
export function useProcessingPoll(file: DriveFile | undefined, refetch: () => unknown): void {
  const processing = (file?.versions ?? [])
    .filter((version) => version.thumbGenerationInprogress)
    .map((version) => version.versionId)
    .join(',');

  useEffect(() => {
    if (!processing) return;
    let attempt = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        void Promise.resolve(refetch())
          .catch(() => undefined)
          .finally(() => {
            attempt += 1;
            if (!stopped) schedule();
          });
      }, processingPollDelay(attempt));
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [processing, refetch]);
}
